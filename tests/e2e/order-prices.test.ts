/**
 * One price rule on every screen (issue 30.2) and an order that reads as placed (30.3): Avanza
 * 1.5 G CVT (OTR Rp 280.800.000, discount price Rp 272.500.000) shows the OTR struck beside the
 * discount price with the same figures on the price list, the wizard, order info and the member's
 * order detail; order info and the success screen say the order is placed and the fee is still due.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { chooseCar, fillRegistration, next } from './order-flow';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** What a screen reader reads of the price pair: both figures, each named. */
const AVANZA_PAIR = 'Harga normal Rp 280.800.000, harga diskon Rp 272.500.000';

/** The value of every label/value row named `label` on the page. */
const rowValues = (page: Page, label: string): Locator => page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** Each value's text, once they have shown. */
async function texts(values: Locator): Promise<string[]> {
  await visible(values.first());
  return (await values.allTextContents()).map((t) => t.trim());
}

describe('One price for a discounted type', () => {
  it('the price list strikes the OTR beside the discount price, and shows the OTR alone without one', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/price-list', PHONE);
    await page.getByRole('tab', { name: 'MPV' }).click();
    const avanza = await visible(page.getByRole('tabpanel').getByRole('table', { name: 'Harga Toyota Avanza' }));
    const discounted = avanza.getByRole('row', { name: /1\.5 G CVT/ }).getByRole('cell');
    expect((await discounted.textContent())?.trim()).toBe(AVANZA_PAIR);
    expect(await discounted.locator('s').textContent()).toBe('Harga normal Rp 280.800.000');
    const plain = avanza.getByRole('row', { name: /1\.3 E CVT/ }).getByRole('cell');
    expect(await plain.locator('s').count()).toBe(0);
    expect(await plain.textContent()).toMatch(/^Rp [\d.]+$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a guest sees the same figures on the type tile, the summary, order info and the order detail; the order reads as placed', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/order', DESKTOP);
    await fillRegistration(page, `rina.harga.${Date.now()}@example.com`);
    await next(page);
    await chooseCar(page, 'Avanza', '1.5 G CVT');
    const tile = page.getByRole('radio', { name: /1\.5 G CVT/ });
    expect(await tile.evaluate((el) => el.closest('label')?.querySelector('s')?.parentElement?.textContent ?? '')).toBe(AVANZA_PAIR);
    await next(page);
    await page.getByRole('radio', { name: 'Silver Metallic' }).check();
    await next(page);
    await page.getByRole('radio', { name: /Cash/ }).check();
    expect(await texts(rowValues(page, 'Total Biaya Mobil'))).toEqual([AVANZA_PAIR]);
    await page.getByLabel('Kode Promo (opsional)').fill('MERAPIHEMAT');
    await page.getByRole('button', { name: 'Gunakan Kode' }).click();
    await visible(page.getByText('Total dengan Promo'));
    // The struck total before the promo is not the car's normal price.
    expect(await rowValues(page, 'Total').locator('s').textContent()).toBe('Sebelum promo Rp 272.500.000');
    await next(page);

    await visible(page.getByRole('heading', { name: 'Ringkasan Pesanan' }));
    expect(await texts(rowValues(page, 'Total Biaya Mobil'))).toEqual([AVANZA_PAIR, AVANZA_PAIR]);
    expect(await texts(rowValues(page, 'Total Bayar'))).toEqual(['Rp 267.500.000']);
    const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order' && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Booking Fee' }).click();
    const order = (await (await placed).json()).data as { id: number; order_id: string };
    await visible(page.getByRole('dialog', { name: 'Booking Order berhasil ditambahkan' }), 20_000);
    await page.getByRole('button', { name: 'OK', exact: true }).click();

    // Order info: placed, the fee due by a time, the same price pair.
    await visible(page.getByRole('heading', { level: 1, name: 'Booking Order Diterima' }));
    await visible(page.getByText(`Pesanan ${order.order_id} sudah kami terima`));
    await visible(page.getByText(/sebelum \d{1,2} \w+ \d{4} pukul \d{2}\.\d{2} WIB/).first());
    expect(await page.getByText(/Periksa kembali pesanan/).count()).toBe(0);
    expect(await texts(rowValues(page, 'Total Biaya Mobil'))).toEqual([AVANZA_PAIR]);
    expect(await texts(rowValues(page, 'Grand Total'))).toEqual(['Rp 267.500.000']);
    await page.getByRole('link', { name: 'BAYAR BOOKING FEE' }).click();

    // Success: received, not yet confirmed; transfer by the time to the account.
    await visible(page.getByRole('heading', { name: `Booking ${order.order_id} sudah kami terima` }));
    expect(await page.getByText(/dikonfirmasi/).count()).toBe(0);
    await visible(page.getByText(/ke rekening di bawah ini sebelum \d{1,2} \w+ \d{4} pukul/));
    await visible(page.getByText('Bank Mandiri'));

    // The guest's new session opens the order's detail with the same figures.
    await page.goto(`/bookingorder/detail/${order.id}`, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: 'Detail Order' }));
    const price = page.locator('td[data-label="Price"]');
    await until(() => price.count(), (n) => n === 1);
    expect((await price.textContent())?.trim()).toBe(AVANZA_PAIR);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
