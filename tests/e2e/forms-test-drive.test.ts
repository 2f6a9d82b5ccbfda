import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import {
  acceptConsents, apiPost, fillAppointment, fillBranch, fillCarTransmissionFirst, fillIdentity, storedSession, submitAndConfirm,
} from './forms-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Test drive form', () => {
  it('a guest books a test drive, becomes a member and lands on the dashboard; then forms prefill and lock the identity', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/test-drive', PHONE);
    expect(await until(() => page.title(), (t) => t.includes('Test Drive'))).toContain('Test Drive');
    const form = page.getByRole('form', { name: 'Form Test Drive' });
    const submit = form.getByRole('button', { name: 'SUBMIT' });
    expect(await submit.isDisabled()).toBe(true);

    await fillIdentity(form, 'tamu.testdrive@example.com');
    expect(await form.getByLabel('No. Telp').inputValue()).toBe('081234567890');
    await fillCarTransmissionFirst(form);
    await fillBranch(form);
    await fillAppointment(form);
    await form.getByLabel('0 - 3 bulan').check();
    await form.getByLabel('Pertanyaan').fill('Ingin mencoba di jalan tanjakan');
    await acceptConsents(form);

    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Test Drive berhasil ditambahkan');
    await until(() => Promise.resolve(new URL(page.url()).pathname + new URL(page.url()).search), (u) => u === '/dashboard-member?tab=5');

    // The answer's login data became the session; the server lists the booking for that token.
    const session = await until(() => storedSession(page), (s) => s !== null);
    expect(session!.profile.member_email).toBe('tamu.testdrive@example.com');
    const history = await apiPost<Array<{ booking_id: string; car_type: string }>>('history/testdrive', { token: session!.token }, session!.token);
    expect(history.status).toBe(200);
    expect(history.data[0].booking_id).toMatch(/^TD-/);
    expect(dialog).toContain(history.data[0].booking_id);

    // Member: identity prefilled and disabled on the other forms.
    await page.goto('/booking-service', { waitUntil: 'networkidle' });
    const booking = page.getByRole('form', { name: 'Form Booking Service' });
    const name = booking.getByLabel('Nama Lengkap');
    await until(() => name.inputValue(), (v) => v === 'Budi Santoso');
    for (const label of ['Nama Lengkap', 'No. Telp', 'Tanggal Lahir', 'Alamat', 'Provinsi']) {
      expect(await booking.getByLabel(label).isDisabled(), label).toBe(true);
    }
    expect(await booking.getByLabel('Email', { exact: true }).inputValue()).toBe('tamu.testdrive@example.com');
    expect(await booking.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    await until(() => booking.getByLabel('Kota', { exact: true }).inputValue(), (v) => v === '33.74');

    await page.goto('/lead-sales', { waitUntil: 'networkidle' });
    const phone = page.getByLabel('Nomor WhatsApp');
    await until(() => phone.inputValue(), (v) => v === '081234567890');
    expect(await phone.isDisabled()).toBe(true);
    expect(await page.getByLabel('Nama Lengkap').isDisabled()).toBe(false);
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Budi Santoso');

    await page.goto('/contact-us', { waitUntil: 'networkidle' });
    await until(() => page.getByLabel('Email', { exact: true }).isDisabled(), (d) => d);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('chains category -> transmission -> model -> type and clears the chain when the category changes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/test-drive', DESKTOP);
    const form = page.getByRole('form', { name: 'Form Test Drive' });
    const [category, transmission, model, type] = ['Kategori Mobil', 'Transmisi', 'Model Mobil', 'Tipe Mobil'].map((l) => form.getByLabel(l));
    expect(await transmission.isDisabled()).toBe(true);
    expect(await model.isDisabled()).toBe(true);
    expect(await type.isDisabled()).toBe(true);
    expect(await form.getByLabel('Kota', { exact: true }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Cabang', { exact: true }).isDisabled()).toBe(true);

    await category.selectOption({ label: 'MPV' });
    expect(await transmission.isDisabled()).toBe(false);
    expect(await model.isDisabled()).toBe(true);
    await fillCarTransmissionFirst(form);
    expect(await type.inputValue()).not.toBe('');

    await category.selectOption({ label: 'SUV' });
    expect(await transmission.inputValue()).toBe('');
    expect(await model.inputValue()).toBe('');
    expect(await type.inputValue()).toBe('');
    expect(await model.isDisabled()).toBe(true);
    expect(await type.isDisabled()).toBe(true);

    // Transmission clears only the type.
    await transmission.selectOption('AT');
    await model.selectOption({ label: 'Rush' });
    await type.selectOption({ index: 1 });
    await transmission.selectOption('MT');
    expect(await model.inputValue()).not.toBe('');
    expect(await type.inputValue()).toBe('');

    // An empty category says so in its model select.
    await category.selectOption({ label: 'Electrified' });
    await transmission.selectOption('AT');
    await until(() => model.locator('option').first().textContent(), (t) => t === 'Model Mobil tidak ditemukan');
    expect(await model.isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prefills category and model from Home, and shows the messages of touched empty fields', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/test-drive?category=2&model=3', DESKTOP);
    const form = page.getByRole('form', { name: 'Form Test Drive' });
    await until(() => form.getByLabel('Model Mobil').inputValue(), (v) => v === '3');
    expect(await form.getByLabel('Kategori Mobil').inputValue()).toBe('2');
    expect(await form.getByLabel('Transmisi').inputValue()).toBe('AT');
    expect(await form.getByLabel('Tipe Mobil').isDisabled()).toBe(false);

    await form.getByLabel('Nama Lengkap').focus();
    await form.getByLabel('Email', { exact: true }).fill('bukan-email');
    await form.getByLabel('No. Telp').fill('0812');
    await form.getByLabel('Alamat').click();
    await visible(form.getByText('*Masukkan Nama Lengkap!.'));
    await visible(form.getByText('*Email tidak valid!.'));
    await visible(form.getByText('*No. Telp minimal 10 digit!.'));
    expect(await form.getByText('*Masukkan Alamat!.').count()).toBe(0);
    await visible(form.getByText('*Min. 3 hari dari hari ini'));
    expect(await form.locator('input[name="appointment_date"]').getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await form.locator('select[name="appointment_time"] option').allTextContents()).toContain('08.00 WIB');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
