/**
 * The deal (issue 34), one buyer's path: an instant trade-in estimate on the trade-in form, the
 * partners side by side on the car page, a deal sheet built from one of them, its link opened in a
 * fresh browser (server-rendered with Open Graph tags, the same figures), then 'Lanjutkan Pemesanan'
 * into the order wizard with the car, colour and the sheet's leasing partner filled in, and the placed
 * order with that partner's instalment. The trade-in estimate offline gives the same range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { fillRegistration, jpegFile, next } from './order-flow';
import { raw } from './server-page';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** A screenshot into SHOTS_DIR when set (looked at by hand). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

const shownOption = (page: Page, label: string) => page.getByLabel(label, { exact: true }).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent?.trim() ?? '');

async function pick(scope: ReturnType<Page['locator']> | ReturnType<Page['getByRole']>, label: string, option: string): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await until(() => field.locator('option').allTextContents(), (texts) => texts.includes(option));
  await field.selectOption({ label: option });
}

describe('the deal sheet', () => {
  it('estimate, partners side by side, a shared sheet opened elsewhere, then the order wizard filled in', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/trade-in', DESKTOP);
    const own = page.getByRole('region', { name: 'Your car details' });
    await pick(own, 'Merek Mobil', 'Toyota');
    await pick(own, 'Model Mobil', 'Avanza');
    await pick(own, 'Tahun Mobil', '2019');
    await own.getByLabel('Kilometer (odometer)').fill('95000');
    await own.getByLabel('Baik').check();
    await own.getByRole('button', { name: 'HITUNG PERKIRAAN HARGA' }).click();
    const estimate = await visible(page.getByRole('region', { name: 'Perkiraan Harga Trade-in' }));
    const range = (await estimate.locator('p').nth(1).textContent())!.trim();
    expect(range).toMatch(/^Rp [\d.]+ – Rp [\d.]+$/);
    expect(await estimate.getByText('Nilai acuan Toyota Avanza 2019').count()).toBe(1);
    const basis = await estimate.locator('dl').innerText();

    // Offline: the same range and explanation, computed on this device from the mirrored reference values.
    await page.waitForLoadState('networkidle');
    const errorsBefore = consoleErrors.length;
    await context.setOffline(true);
    await own.getByRole('button', { name: 'HITUNG PERKIRAAN HARGA' }).click();
    const offline = await visible(page.getByText('Dihitung di perangkat ini (offline)', { exact: false }));
    expect(await offline.isVisible()).toBe(true);
    expect((await estimate.locator('p').nth(1).textContent())!.trim()).toBe(range);
    expect(await estimate.locator('dl').innerText()).toBe(basis);
    await estimate.locator('summary').click();
    for (const width of [390, 820, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await estimate.scrollIntoViewIfNeeded();
      await shot(page, `tradein-estimate-offline-${width}`);
    }
    await page.setViewportSize(DESKTOP);
    await context.setOffline(false);
    // The only errors while offline are the browser's own notes of the request that could not go out.
    expect(consoleErrors.splice(errorsBefore).filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);

    // The car page: an accessory ticked, partners side by side, the estimate kept for the deal.
    await page.goto('/avanza', { waitUntil: 'networkidle' });
    await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button', { name: 'Silver Metallic' }).click();
    const extras = page.locator('#car-accessories');
    await extras.scrollIntoViewIfNeeded();
    await until(() => extras.getByRole('checkbox').count(), (n) => n >= 1);
    await extras.getByRole('checkbox').first().check();
    await visible(extras.getByTestId('accessory-total'));
    const partners = page.getByRole('region', { name: 'Bandingkan Mitra Pembiayaan' });
    await partners.scrollIntoViewIfNeeded();
    const card = await visible(partners.getByRole('listitem', { name: 'Prambanan Multifinance' }));
    expect(await partners.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await visible(partners.getByText(/Trade-in: Toyota Avanza 2019/));
    await visible(partners.getByText(/1 aksesori pilihan Anda ikut dalam lembar/));
    const tdpOnDevice = (await card.getByTestId('tdp').textContent())!.trim();
    const angsuranOnDevice = (await card.getByTestId('angsuran').textContent())!.trim();
    await card.getByRole('button', { name: 'Buat Lembar Penawaran' }).click();
    const url = await until(async () => new URL(page.url()).pathname, (p) => p.startsWith('/deal/'));
    await visible(page.getByRole('heading', { level: 1, name: /^Penawaran Avanza / }));
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The shared link: server-rendered with Open Graph tags and no personal data.
    const server = await raw(url);
    expect(server.status).toBe(200);
    expect(server.html).toMatch(/<meta property="og:title" content="Penawaran Avanza [^"]+"/);
    expect(server.html).toMatch(/<meta property="og:image" content="http[^"]+\.jpg"/);
    expect(server.html).toContain(tdpOnDevice);
    expect(server.html).not.toMatch(/Rina|Wulandari/);

    // A fresh browser (no storage) opens it: the same figures as the comparison computed on the device.
    const shared = await openPage(browser, url, PHONE);
    const sheet = shared.page;
    const tdpRow = sheet.getByRole('region', { name: 'Total Pembayaran Pertama (TDP)' }).locator('div', { hasText: 'Total TDP' }).last();
    expect((await tdpRow.locator('dd').textContent())!.trim()).toBe(tdpOnDevice);
    expect(await sheet.getByText(angsuranOnDevice).count()).toBeGreaterThan(0);
    expect(await sheet.getByRole('region', { name: 'Perkiraan Trade-in' }).getByText(range).count()).toBe(1);
    await visible(sheet.getByRole('heading', { name: 'Pra-kualifikasi, bukan persetujuan kredit' }));
    // The accessory in the totals: its lines and the car + accessories total.
    const lineOf = (scope: ReturnType<Page['locator']>, label: string) => scope.locator('dl > div').filter({ has: sheet.locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) }).last().locator('dd');
    const sheetAccessories = sheet.getByRole('region', { name: 'Harga Mobil' });
    const accessoryTotal = (await lineOf(sheetAccessories, 'Total aksesori').textContent())!.trim();
    const grandTotal = (await lineOf(sheetAccessories, 'Total mobil + aksesori').textContent())!.trim();
    expect(accessoryTotal).toMatch(/^Rp [\d.]+$/);
    for (const width of [390, 820, 1280]) {
      await sheet.setViewportSize({ width, height: 900 });
      await shot(sheet, `deal-sheet-${width}`);
    }
    await sheet.setViewportSize(PHONE);
    const share = new URL((await sheet.getByRole('link', { name: 'Bagikan via WhatsApp' }).getAttribute('href'))!);
    expect(share.searchParams.get('text')).toContain(url);

    // Continue into the wizard: the car, type, colour, credit, DP and tenor come along.
    const continueLink = sheet.getByRole('link', { name: 'Lanjutkan Pemesanan' });
    const href = new URL((await continueLink.getAttribute('href'))!, 'http://x');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      model: '3', transmission: 'AT', payment: 'kredit', tenor: expect.stringMatching(/^\d+$/), dp: expect.stringMatching(/^\d+$/),
      partner: expect.stringMatching(/^\d+$/), scheme: 'ADDM', insurance: 'all_risk', region: 'jateng',
    });
    await continueLink.click();
    await until(async () => new URL(sheet.url()).pathname, (p) => p === '/order');
    await visible(sheet.getByRole('heading', { name: 'Data Pribadi' }));
    await fillRegistration(sheet, 'rina.deal@example.com');
    await next(sheet);
    expect(await until(() => shownOption(sheet, 'Model Mobil'), (text) => text === 'Avanza')).toBe('Avanza');
    const type = sheet.getByRole('radio', { checked: true });
    await until(() => type.count(), (n) => n === 1);
    await pick(sheet.locator('body'), 'Kota Cabang', 'Kota Semarang');
    await pick(sheet.locator('body'), 'Cabang', 'Merapi Toyota Pemuda');
    await next(sheet);
    expect(await until(() => sheet.getByRole('radio', { name: 'Silver Metallic' }).isChecked(), Boolean)).toBe(true);
    await next(sheet);

    // Payment: credit with the sheet's down payment and tenor, the accessory ticked; then the summary and the placed order.
    await visible(sheet.getByRole('heading', { name: 'Jenis Pembayaran' }));
    expect(await sheet.getByRole('radio', { name: /Kredit/ }).isChecked()).toBe(true);
    const picker = sheet.getByRole('region', { name: 'Aksesori dan paket' });
    expect(await until(() => picker.getByRole('checkbox').first().isChecked(), Boolean)).toBe(true);
    await sheet.locator('input[type=file]').setInputFiles(await jpegFile(sheet, 'ktp.jpg'));
    await visible(sheet.getByText(/Angsuran per Bulan \(\d+ bulan\)/));
    // The sheet's partner is chosen (not the dealer's default) and its instalment is the wizard's.
    const partnerGroup = sheet.getByRole('group', { name: 'Mitra Pembiayaan (leasing)' });
    expect(await until(() => partnerGroup.getByRole('radio', { name: /Prambanan Multifinance/ }).isChecked(), Boolean)).toBe(true);
    const instalmentBox = sheet.locator('[aria-live=polite]', { hasText: 'Angsuran per Bulan' });
    await until(async () => (await instalmentBox.textContent()) ?? '', (text) => text.includes(angsuranOnDevice));
    expect(await instalmentBox.textContent()).toContain('Prambanan Multifinance');
    await partnerGroup.scrollIntoViewIfNeeded();
    for (const width of [390, 820, 1280]) {
      await sheet.setViewportSize({ width, height: 900 });
      await partnerGroup.scrollIntoViewIfNeeded();
      await shot(sheet, `deal-wizard-partner-${width}`);
    }
    await sheet.setViewportSize(PHONE);
    await next(sheet);
    await visible(sheet.getByRole('heading', { name: 'Ringkasan Pesanan' }));
    const rowValue = async (label: string) => (await lineOf(sheet.locator('body'), label).first().textContent())!.trim();
    expect(await rowValue('Aksesori')).toBe(accessoryTotal);
    expect(await rowValue('Total Pembelian')).toBe(grandTotal);
    expect(await rowValue('Mitra Leasing')).toBe('Prambanan Multifinance');
    expect(await rowValue('Angsuran per Bulan')).toBe(angsuranOnDevice);
    expect(await rowValue('TDP')).toBe(tdpOnDevice);
    const placed = sheet.waitForResponse((r) => new URL(r.url()).pathname === '/api/order' && r.request().method() === 'POST');
    await sheet.getByRole('button', { name: 'Booking Fee' }).click();
    const order = (await (await placed).json()).data as { id: number };
    await visible(sheet.getByRole('dialog', { name: 'Booking Order berhasil ditambahkan' }), 30_000);
    expect(await until(async () => new URL(sheet.url()).pathname, (p) => p === '/order-info')).toBe('/order-info');
    await sheet.getByRole('button', { name: 'OK', exact: true }).click();
    await visible(sheet.getByRole('heading', { name: 'Booking Order Diterima' }));
    // The placed order's totals, partner and instalment are the deal sheet's.
    expect(await rowValue('Aksesori')).toBe(accessoryTotal);
    expect(await rowValue('Total Pembelian')).toBe(grandTotal);
    expect(await rowValue('Mitra Leasing')).toBe('Prambanan Multifinance');
    expect(await rowValue('Angsuran per Bulan')).toBe(angsuranOnDevice);
    expect(await rowValue('TDP')).toBe(tdpOnDevice);
    for (const width of [390, 820, 1280]) {
      await sheet.setViewportSize({ width, height: 900 });
      await shot(sheet, `deal-order-info-${width}`);
    }
    // The member's Detail Order: the same cost rows, totals, partner and instalment.
    await sheet.setViewportSize(PHONE);
    await sheet.goto(`/bookingorder/detail/${order.id}`, { waitUntil: 'networkidle' });
    await visible(sheet.getByText('Mitra Leasing'));
    expect(await rowValue('Aksesori')).toBe(accessoryTotal);
    expect(await rowValue('Total Pembelian')).toBe(grandTotal);
    expect(await rowValue('Mitra Leasing')).toBe('Prambanan Multifinance');
    expect(await rowValue('Angsuran per Bulan')).toBe(angsuranOnDevice);
    expect(await rowValue('TDP')).toBe(tdpOnDevice);
    expect(shared.consoleErrors).toEqual([]);
    await shared.context.close();
    // The whole path from the trade-in form to a placed order: longer than the default minute under load.
  }, 240_000);
});
