/**
 * Stock note and accessories (issue 34.3 and 34.4, docs/stock.md), one buyer's path: the car page
 * says where the type and colour are in stock and offers the model's accessories; one ticked there
 * arrives ticked in the wizard, a second is ticked in the wizard, and the totals line adds both at
 * the prices the site lists; the colour step shows the stock note for the chosen branch.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Accessory } from '../../domain/accessories';
import { formatRupiah } from '../../domain/money';
import { launchBrowser, openPage, PHONE, until, visible } from './browser';
import { fillRegistration, next } from './order-flow';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('stock note and accessories', () => {
  it('car page to wizard: the stock note, an accessory carried over, another added, the totals', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', PHONE);
    await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button', { name: 'Silver Metallic' }).click();
    const note = await visible(page.locator('#car-colours').getByTestId('stock-note'));
    expect(await until(() => note.textContent(), (t) => Boolean(t?.includes('Silver Metallic')))).toMatch(/^(Tersedia di \d+ cabang|Inden ± \d+ minggu)/);

    const section = page.locator('#car-accessories');
    await section.scrollIntoViewIfNeeded();
    const boxes = section.getByRole('checkbox');
    await until(() => boxes.count(), (n) => n >= 2);
    await boxes.first().check();
    await visible(section.getByTestId('accessory-total'));
    const order = section.getByRole('link', { name: /dengan aksesori/ });
    const href = (await order.getAttribute('href'))!;
    expect(href).toMatch(/aksesori=\d+/);
    const modelId = new URL(href, 'http://x').searchParams.get('model');
    await order.click();
    expect(await until(async () => new URL(page.url()).pathname, (p) => p === '/order')).toBe('/order');

    await visible(page.getByRole('heading', { name: 'Data Pribadi' }));
    await fillRegistration(page, 'aksesori.browser@example.com');
    await next(page);
    const select = async (label: string, option: string) => {
      const field = page.getByLabel(label, { exact: true });
      await until(() => field.locator('option').allTextContents(), (texts) => texts.includes(option));
      await field.selectOption({ label: option });
    };
    await select('Kota Cabang', 'Kota Semarang');
    await select('Cabang', 'Merapi Toyota Pemuda');
    await next(page);
    // Colour step: the colour from the car page is chosen, the note speaks of the chosen branch.
    const branchNote = await visible(page.getByTestId('stock-note'));
    expect(await branchNote.textContent()).toMatch(/(Tersedia \d+ unit|Inden ± \d+ minggu) di cabang ini/);
    await next(page);

    await page.getByLabel(/^Cash/).check();
    const picker = page.getByRole('region', { name: 'Aksesori dan paket' });
    // The same list in the same order as on the car page: its first accessory arrives ticked.
    const ticked = await visible(picker.getByRole('checkbox').first());
    expect(await until(() => ticked.isChecked(), Boolean)).toBe(true);
    await picker.getByRole('checkbox').nth(1).check();
    const listed = await (await fetch(`${inject('baseUrl')}/api/accessories?car_model_id=${modelId}`, { headers: { 'x-api-key': 'merapi-demo-key' } })).json() as { data: Accessory[] };
    const expected = listed.data[0].price + listed.data[1].price;
    const total = picker.getByTestId('accessory-total');
    expect(await until(() => total.textContent(), (t) => Boolean(t?.includes(formatRupiah(expected))))).toContain(formatRupiah(expected));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
