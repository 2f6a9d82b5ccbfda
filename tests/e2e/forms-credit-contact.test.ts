import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browsingContext, DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { acceptConsents, submitAndConfirm } from './forms-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
/** A 1x1 JPEG. */
const JPEG = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==', 'base64');

async function chooseAvanza(page: Page) {
  const car = page.getByRole('region', { name: 'Data Kendaraan' });
  await car.getByLabel('Kategori Mobil').selectOption({ label: 'MPV' });
  await car.getByLabel('Model Mobil').selectOption({ label: 'Avanza' });
  expect(await car.getByLabel('Transmisi').inputValue()).toBe('AT');
  await car.getByLabel('Tipe Mobil').selectOption({ label: '1.5 G CVT' });
  return car;
}

describe('Credit simulation', () => {
  it('sets the down payment from the type, computes with HITUNG, resets on a new model, refuses a too-large KTP and sends the instant approval', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/credit-simulation', PHONE);
    expect(await until(() => page.title(), (t) => t.includes('Credit Simulation'))).toContain('Credit Simulation');
    const hitung = page.getByRole('button', { name: 'HITUNG' });
    expect(await hitung.isDisabled()).toBe(true);
    const car = await chooseAvanza(page);
    // 30% of the discount price 272.500.000.
    const credit = page.getByRole('region', { name: 'Credit Simulation' });
    await visible(credit.getByText('Rp 81.750.000').first());
    expect(await credit.getByLabel('Tenor').inputValue()).toBe('12');
    await until(() => hitung.isEnabled(), (e) => e);
    await hitung.click();
    const result = await visible(page.getByRole('region', { name: 'Hasil Simulasi Kredit' }));
    await visible(result.getByText('Rp 272.500.000'));
    await visible(result.getByText('Angsuran per Bulan'));
    expect(await result.getByText('Estimasi (offline)').count()).toBe(0);

    await car.getByLabel('Model Mobil').selectOption({ label: 'Veloz' });
    await until(() => page.getByRole('region', { name: 'Hasil Simulasi Kredit' }).count(), (n) => n === 0);
    expect(await hitung.isDisabled()).toBe(true);
    await visible(credit.getByText('Pilih tipe mobil untuk menentukan uang muka.'));
    await car.getByLabel('Model Mobil').selectOption({ label: 'Avanza' });
    await car.getByLabel('Tipe Mobil').selectOption({ label: '1.5 G CVT' });

    const approval = page.getByRole('region', { name: 'Instan Approval' });
    const ktp = approval.locator('input[type="file"]');
    await ktp.setInputFiles({ name: 'ktp-besar.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2_097_153, 0xff) });
    const oops = await visible(page.getByRole('alertdialog'));
    expect(await oops.innerText()).toContain('Oops...');
    expect(await oops.innerText()).toContain('File terlalu besar pilih yang lain');
    await oops.getByRole('button', { name: 'OK' }).click();

    await ktp.setInputFiles({ name: 'ktp.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await visible(approval.getByRole('img', { name: /Pratinjau/ }));
    await approval.getByLabel('Email', { exact: true }).fill('kredit@example.com');
    await acceptConsents(approval);
    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Credit Simulation berhasil dikirim');
    await until(() => Promise.resolve(path(page)), (p) => p === '/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the offline estimate when the simulation cannot reach the server', async () => {
    const { page, context } = await openPage(browser, '/credit-simulation', DESKTOP);
    await chooseAvanza(page);
    await page.route('**/api/creditsimulation', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'HITUNG' }).click();
    const result = await visible(page.getByRole('region', { name: 'Hasil Simulasi Kredit' }));
    await visible(result.getByText('Estimasi (offline)'));
    await visible(result.getByText('Rp 272.500.000'));
    await context.close();
  });
});

describe('Contact us and lead sales', () => {
  it('a guest sends a message with KIRIM and goes Home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/contact-us', PHONE);
    await visible(page.getByRole('heading', { name: 'Customer Care' }));
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    const form = page.getByRole('form', { name: 'Form Contact Us' });
    await form.getByLabel('Nama Lengkap').fill('  Sari Dewi  ');
    await form.getByLabel('Email', { exact: true }).fill('sari@example.com');
    await form.getByLabel('No. Telp').fill('081298765432');
    await form.getByLabel('Alamat').fill('Yogyakarta');
    await form.getByLabel('Pesan', { exact: true }).fill('Berapa harga Veloz Q?');
    const dialog = await submitAndConfirm(page, 'KIRIM');
    expect(dialog).toContain('Terimakasih telah menghubungi kami');
    await until(() => Promise.resolve(path(page)), (p) => p === '/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offline, a message is kept on the device and the user is told', async () => {
    const { page, context } = await openPage(browser, '/contact-us', DESKTOP);
    const form = page.getByRole('form', { name: 'Form Contact Us' });
    await form.getByLabel('Nama Lengkap').fill('Sari Dewi');
    await form.getByLabel('Email', { exact: true }).fill('sari@example.com');
    await form.getByLabel('No. Telp').fill('081298765432');
    await form.getByLabel('Alamat').fill('Yogyakarta');
    await form.getByLabel('Pesan', { exact: true }).fill('Pesan saat offline');
    await context.setOffline(true);
    const dialog = await submitAndConfirm(page, 'KIRIM');
    expect(dialog).toContain('Tersimpan di perangkat ini');
    expect(dialog).toContain('akan dikirim otomatis saat online');
    await until(() => Promise.resolve(path(page)), (p) => p === '/');
    await context.close();
  });

  it('lead sales: consent to personal-data processing, saved, then Home', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/lead-sales', PHONE);
    await visible(page.getByRole('heading', { name: 'Persetujuan Perlindungan Data Pribadi' }));
    expect(await page.getByLabel('Nama Lengkap').getAttribute('placeholder')).toBe('Nama sesuai KTP');
    const privacy = page.getByRole('link', { name: 'Kebijakan Privasi' }).first();
    expect(await privacy.getAttribute('href')).toBe('/info/kebijakan-privasi');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    await page.getByLabel('Nama Lengkap').fill('Rina Wulandari');
    await page.getByLabel('Nomor WhatsApp').fill('0856abc12345678');
    expect(await page.getByLabel('Nomor WhatsApp').inputValue()).toBe('085612345678');
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    expect(await submit.isDisabled()).toBe(true);
    await acceptConsents(page.getByRole('form', { name: 'Form Lead Sales' }));
    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Data Anda berhasil disimpan');
    await until(() => Promise.resolve(path(page)), (p) => p === '/');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens every form without console errors on a phone and a desktop', async () => {
    const screens: Array<[string, string]> = [
      ['/test-drive', 'Jadwalkan Test Drive'], ['/booking-service', 'Booking Service'], ['/trade-in', 'Tukar Tambah Mobil Anda'],
      ['/credit-simulation', 'Simulasi Kredit Toyota'], ['/contact-us', 'Konsultasi Pembelian'], ['/lead-sales', 'Persetujuan Perlindungan Data Pribadi'],
    ];
    for (const viewport of [PHONE, DESKTOP]) {
      // One visitor going from form to form (each a full load of the server's page).
      const { page, context, consoleErrors, visit } = await browsingContext(browser, viewport);
      for (const [route, heading] of screens) {
        await visit(route);
        await visible(page.getByRole('heading', { level: 1, name: heading }));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} at ${viewport.width}`).toBeLessThanOrEqual(0);
        expect(consoleErrors, `${route} at ${viewport.width}`).toEqual([]);
      }
      await context.close();
    }
  }, 150_000); // twelve page loads: a shared two-core machine under the other file's load takes over a minute
});
