import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const side = (page: Page, n: 1 | 2) => page.getByRole('group', { name: `Mobil ${n}` });
const compareNow = (page: Page) => page.getByRole('button', { name: 'COMPARE NOW' });

/** Chooses category, model, transmission and type on one side, checking COMPARE NOW stays disabled before the last. */
async function choose(page: Page, n: 1 | 2, [category, model, transmission, type]: [string, string, string, string], last = false) {
  const group = side(page, n);
  await group.getByLabel('Kategori Mobil').selectOption({ label: category });
  await group.getByLabel('Model Mobil').selectOption({ label: model });
  await group.getByLabel('Transmisi').selectOption(transmission);
  if (last) expect(await compareNow(page).isDisabled()).toBe(true);
  await group.getByLabel('Tipe Mobil').selectOption({ label: type });
}

describe('Compare car', () => {
  it('keeps COMPARE NOW disabled until all eight selections, then fills both sides and the spec groups', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/compare-car', DESKTOP);
    expect(await until(() => page.title(), (t) => t === 'Compare Car | Merapi Toyota')).toBe('Compare Car | Merapi Toyota');
    expect(await compareNow(page).isDisabled()).toBe(true);
    expect(await side(page, 1).getByLabel('Model Mobil').isDisabled()).toBe(true);
    await choose(page, 1, ['MPV', 'Avanza', 'AT', '1.3 E CVT']);
    expect(await compareNow(page).isDisabled()).toBe(true);
    // Choosing a type shows that side's image and price.
    await visible(page.getByTestId('compare-side-1-type').getByText('Rp 258.000.000'));
    await choose(page, 2, ['SUV', 'Raize', 'AT', '1.0T G CVT'], true);
    expect(await compareNow(page).isEnabled()).toBe(true);
    await compareNow(page).click();
    const result = await visible(page.getByRole('region', { name: 'Hasil Perbandingan' }));
    await visible(result.locator('strong', { hasText: 'Avanza 1.3 E CVT' }));
    await visible(result.locator('strong', { hasText: 'Raize 1.0T G CVT' }));
    for (const group of ['DIMENSI', 'SPESIFIKASI MESIN', 'CHASSIS']) await visible(result.getByRole('button', { name: group }));
    const panjang = result.getByRole('table', { name: 'DIMENSI' }).getByRole('row', { name: /Panjang/ });
    expect(await panjang.getByRole('cell').allTextContents()).toEqual(['4.395 mm', '4.030 mm']);
    // A group collapses.
    await result.getByRole('button', { name: 'DIMENSI' }).click();
    expect(await result.getByRole('table', { name: 'DIMENSI' }).isVisible()).toBe(false);
    // Choosing another model clears that side's type and the result.
    await side(page, 1).getByLabel('Model Mobil').selectOption({ label: 'Veloz' });
    expect(await side(page, 1).getByLabel('Transmisi').inputValue()).toBe('');
    expect(await side(page, 1).getByLabel('Tipe Mobil').isDisabled()).toBe(true);
    await until(() => page.getByRole('region', { name: 'Hasil Perbandingan' }).count(), (n) => n === 0);
    expect(await page.getByTestId('compare-side-1-type').count()).toBe(0);
    expect(await compareNow(page).isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows an error toast when the comparison fails', async () => {
    const { page, context } = await openPage(browser, '/compare-car', PHONE);
    await page.route('**/api/compare', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Server Bermasalah', data: null }) }));
    await choose(page, 1, ['Hatchback', 'Agya', 'MT', '1.2 G MT']);
    await choose(page, 2, ['Sedan', 'Vios', 'AT', '1.5 G CVT']);
    await compareNow(page).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Server Bermasalah' }));
    expect(await page.getByRole('region', { name: 'Hasil Perbandingan' }).count()).toBe(0);
    await context.close();
  });

  it('works on a phone without console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/compare-car', PHONE);
    await visible(page.getByRole('heading', { level: 1, name: 'Bandingkan Mobil Toyota' }));
    await choose(page, 1, ['SUV', 'Rush', 'MT', '1.5 G MT']);
    await visible(page.getByTestId('compare-side-1-type'));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
