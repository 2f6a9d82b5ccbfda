import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until } from './browser';
import {
  acceptConsents, apiPost, fillAppointment, fillBranch, fillCarTransmissionFirst, fillIdentity, storedSession, submitAndConfirm,
} from './forms-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('Booking service form', () => {
  it('a guest books a general service and goes Home; the booking is stored for the new member', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/booking-service', PHONE);
    expect(await until(() => page.title(), (t) => t.includes('Booking Service'))).toContain('Booking Service');
    const form = page.getByRole('form', { name: 'Form Booking Service' });
    await fillIdentity(form, 'tamu.service@example.com');
    const vehicle = form.getByRole('region', { name: 'Data Kendaraan' });
    await fillCarTransmissionFirst(vehicle);
    await vehicle.getByLabel('Nomor Polisi').fill('h 1234 ab');
    expect(await vehicle.getByLabel('Nomor Polisi').inputValue()).toBe('H 1234 AB');
    await vehicle.getByLabel('Tahun Pembuatan').selectOption('2021');
    await vehicle.getByLabel('Kilometer').fill('45.000 km');
    expect(await vehicle.getByLabel('Kilometer').inputValue()).toBe('45.000');

    const service = form.getByRole('region', { name: 'Informasi Service' });
    await fillBranch(service);
    expect(await service.locator('select[name="service_ke"]').count()).toBe(0);
    await service.getByLabel('Body & Paint').check();
    expect(await service.locator('select[name="service_ke"]').count()).toBe(0);
    await service.getByLabel('General Service').check();
    expect(await service.locator('select[name="service_ke"]').inputValue()).toBe('3');
    await fillAppointment(service);
    await acceptConsents(service);

    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Booking Service berhasil ditambahkan');
    await until(() => Promise.resolve(path(page)), (p) => p === '/');
    const session = await until(() => storedSession(page), (s) => s !== null);
    const history = await apiPost<Array<{ booking_id: string; jenis_service: string }>>('history/bookingservice', { token: session!.token }, session!.token);
    expect(history.data).toHaveLength(1);
    expect(dialog).toContain(history.data[0].booking_id);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Trade-in form', () => {
  it('chains brand -> model -> year -> type and the dream car, then a guest submits and lands on the dashboard tab 6', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/trade-in', DESKTOP);
    expect(await until(() => page.title(), (t) => t.includes('Trade In'))).toContain('Trade In');
    const form = page.getByRole('form', { name: 'Form Trade In' });
    await fillIdentity(form, 'tamu.tradein@example.com');

    const own = form.getByRole('region', { name: 'Your car details' });
    const [brand, model, year, type] = ['Merek Mobil', 'Model Mobil', 'Tahun Mobil', 'Tipe Mobil'].map((l) => own.getByLabel(l));
    expect(await model.isDisabled()).toBe(true);
    expect(await year.isDisabled()).toBe(true);
    expect(await type.isDisabled()).toBe(true);
    await brand.selectOption({ label: 'Toyota' });
    await model.selectOption({ label: 'Avanza' });
    await year.selectOption('2020');
    await type.selectOption({ label: '1.3 G AT' });
    await brand.selectOption({ label: 'Honda' });
    expect([await model.inputValue(), await year.inputValue(), await type.inputValue()]).toEqual(['', '', '']);
    expect(await year.isDisabled()).toBe(true);
    await brand.selectOption({ label: 'Toyota' });
    await model.selectOption({ label: 'Avanza' });
    await year.selectOption('2020');
    await type.selectOption({ label: '1.3 G AT' });

    const dream = form.getByRole('region', { name: 'Your dream car' });
    const transmission = dream.getByLabel('Transmisi');
    expect(await dream.getByLabel('Model Mobil').isDisabled()).toBe(true);
    await dream.getByLabel('Kategori Mobil').selectOption({ label: 'MPV' });
    expect(await transmission.isDisabled()).toBe(true);
    await dream.getByLabel('Model Mobil').selectOption({ label: 'Avanza' });
    await transmission.selectOption('AT');
    await dream.getByLabel('Tipe Mobil').selectOption({ label: '1.3 E CVT' });
    await fillBranch(dream);
    // Issue 32: the inspection of the old car picks a free inspection slot on the forms' day strip.
    expect(await dream.locator('select[name="appointment_time"]').count()).toBe(0);
    await dream.getByLabel('Jadwalkan inspeksi mobil lama di cabang').check();
    await fillAppointment(dream);
    const inspection = { date: await dream.locator('input[name="appointment_date"]').inputValue(), time: await dream.locator('select[name="appointment_time"]').inputValue() };
    expect(await dream.locator('[data-slot-day]').count()).toBeGreaterThan(0);
    await dream.getByRole('group', { name: 'Pilih tanggal' }).scrollIntoViewIfNeeded();
    for (const [name, size] of [['390', PHONE], ['820', { width: 820, height: 1180 }], ['1280', DESKTOP]] as const) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `/work/shots/slots/tradein-inspection-${name}.png` });
    }

    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Trade In berhasil ditambahkan');
    await until(() => Promise.resolve(path(page)), (p) => p === '/dashboard-member?tab=6');
    const session = await until(() => storedSession(page), (s) => s !== null);
    const history = await apiPost<Array<{ id: number; mobil_anda: string; mobil_impian: string }>>('history/tradein', { token: session!.token }, session!.token);
    expect(history.data[0].mobil_anda).toContain('Avanza');
    expect(history.data[0].mobil_impian).toContain('Avanza');
    const detail = await fetch(`${inject('baseUrl')}/api/detail/tradein?id=${history.data[0].id}`, { headers: { 'x-api-key': 'merapi-demo-key', authorization: `Bearer ${session!.token}` } });
    expect((await detail.json()).data.slot).toMatchObject({ status: 'held', ...inspection });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
