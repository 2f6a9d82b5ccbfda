/**
 * Issue 33 in the browser: a member adds a car in 'Garasi Saya' and sees its next service, then
 * opens Booking Service from the car with the car filled in; the adviser finds the car by plate
 * and opens its page in the back office. With SHOTS_DIR set, screenshots of the garage (1280 and
 * 390 px) and of the staff car page (820 px) are written there.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, goLive, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { loginThroughModal, registerByApi, unexpected, unique } from './member-helpers';
import { signInStaff, STAFF, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, name), fullPage: true });
};

/** Picks the first real option of a labelled select (the placeholder is ''), waiting for the list to load. */
async function pickFirst(page: Page, label: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  await until(() => select.locator('option:not([value=""])').count(), (n) => n > 0);
  const value = await select.locator('option:not([value=""])').first().getAttribute('value');
  await select.selectOption(value!);
}

describe('Garasi Saya', () => {
  it('adds a car, shows its next service, and opens Booking Service with the car filled in; staff find the car by plate', async () => {
    const email = unique('garasi');
    await registerByApi(email);
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email);
    await until(async () => new URL(page.url()).pathname, (p) => p === '/dashboard-member');
    await page.getByRole('tab', { name: /Garasi Saya/ }).click();
    await visible(page.getByText('Belum ada mobil di garasi Anda.'));

    await page.getByRole('button', { name: 'Tambah Mobil' }).click();
    const form = await visible(page.getByRole('form', { name: 'Tambah Mobil' }));
    // A wrong plate is refused on the page in Indonesian before anything is sent.
    await pickFirst(page, 'Kategori Mobil');
    await pickFirst(page, 'Model Mobil');
    await form.getByLabel('Transmisi').selectOption('AT');
    await pickFirst(page, 'Tipe Mobil');
    await form.getByLabel('Nomor Polisi').fill('1234');
    await form.getByLabel('Nomor Rangka').fill('MHKA6GJ6JNJ077123');
    await form.getByLabel('Tahun Pembuatan').selectOption(String(new Date().getFullYear() - 1));
    await form.getByLabel('Kilometer Saat Ini').fill('12500');
    await form.getByRole('button', { name: 'Simpan Mobil' }).click();
    await visible(form.getByText(/Nomor polisi tidak valid/));
    const plate = `H ${1000 + Math.floor(Math.random() * 8999)} GR`;
    await form.getByLabel('Nomor Polisi').fill(plate.toLowerCase());
    await form.getByRole('button', { name: 'Simpan Mobil' }).click();

    const card = await visible(page.getByRole('article').filter({ hasText: plate }));
    await visible(card.getByText('Servis berikutnya'));
    // No service reported at 12,500 km: the 10,000 km mark is taken as done, the next is the 20,000 km service.
    expect(await card.getByText(/Servis 20\.000 km: \d+ \w+ \d{4}/).count()).toBe(1);
    await visible(card.getByText('Ganti filter oli'));
    await shot(page, 'garage-1280.png');
    await page.setViewportSize(PHONE);
    await visible(card.getByText('Servis berikutnya'));
    await shot(page, 'garage-390.png');
    await page.setViewportSize(DESKTOP);

    // Booking Service from the car: the car fields are the garage car's.
    await card.getByRole('link', { name: 'Booking Service' }).click();
    await until(async () => new URL(page.url()).pathname, (p) => p === '/booking-service');
    await until(() => page.getByLabel('Nomor Polisi').inputValue(), (v) => v === plate);
    expect(await page.getByLabel('Kilometer').inputValue()).toBe('12500');
    expect(await page.getByLabel('Pilih mobil dari garasi').locator('option:checked').innerText()).toContain(plate);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();

    // The back office: the car by plate, its page with the owner and the next service.
    const staff = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(staff.page, STAFF.admin);
    await goLive(staff.page, `/staff/garasi?q=${encodeURIComponent(plate)}`);
    await staff.page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('link', { name: plate }).click();
    await visible(staff.page.getByRole('heading', { name: 'Servis berikutnya' }));
    await visible(staff.page.getByRole('region', { name: 'Pemilik' }).getByText(email));
    await shot(staff.page, 'staff-car-820.png');
    expect(unexpected(staff.consoleErrors)).toEqual([]);
    await staff.context.close();
  });
});
