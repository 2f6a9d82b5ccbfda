import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BRAND } from '../../domain/brand';
import { DESKTOP, launchBrowser, openPage, PHONE, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Price list', () => {
  it('lists the first category, switches tabs, and shows Not Found Items for Electrified', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/price-list', DESKTOP);
    await visible(page.getByRole('heading', { level: 1, name: 'Daftar Harga Toyota Indonesia' }));
    expect(await page.getByRole('tab', { name: 'Hatchback' }).getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByRole('heading', { name: 'Toyota Agya' }));
    const agya = panel.getByRole('table', { name: 'Harga Toyota Agya' });
    expect(await agya.getByRole('row', { name: /1\.2 G MT/ }).getByRole('cell').textContent()).toBe('Rp 180.900.000');
    await page.getByRole('tab', { name: 'MPV' }).click();
    await visible(panel.getByRole('heading', { name: 'Toyota Avanza' }));
    expect(await panel.getByRole('heading', { name: 'Toyota Agya' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Electrified' }).click();
    await visible(panel.getByText('Not Found Items'));
    const side = page.getByRole('complementary', { name: 'Layanan lainnya' });
    expect(await side.getByRole('link', { name: /Find Dealer/ }).getAttribute('href')).toBe('/find-dealer');
    expect(await side.getByRole('link', { name: /Credit Simulation/ }).getAttribute('href')).toBe('/credit-simulation');
    expect(await side.getByRole('link', { name: /Comparison/ }).getAttribute('href')).toBe('/compare-car');
    expect(await side.getByRole('link', { name: /Customer Care/ }).getAttribute('href')).toBe(`tel:${BRAND.customerCarePhone.replace(/\s+/g, '')}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works on a phone without console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/price-list', PHONE);
    await visible(page.getByRole('tabpanel').getByRole('heading', { name: 'Toyota Agya' }));
    await page.getByRole('tab', { name: 'SUV' }).click();
    await visible(page.getByRole('tabpanel').getByRole('heading', { name: 'Toyota Raize' }));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
