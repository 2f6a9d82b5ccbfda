/**
 * Issue 32 in the browser (docs/slots.md): a guest books a body & paint service in a free slot by
 * picking the day on the strip and a free time; that day, now full, is disabled on the next visit.
 * The Pati branch gets one bay and one slot a day for the test (restored after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { acceptConsents, apiPost, fillCarTransmissionFirst, fillIdentity, submitAndConfirm } from './forms-helpers';
import { signInStaff, STAFF, staffToken, TABLET } from './staff-helpers';
import { bookTestDrive, loginThroughModal, registerByApi, unique } from './member-helpers';

let browser: Browser;
let token: string;
let branchId: number;
let saved: Record<string, unknown>;
let bookedDay = '';

async function capacity(body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${inject('baseUrl')}/api/staff/content/slot-capacity/${branchId}`, {
    method: 'PATCH', headers: { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return res.status;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await staffToken(STAFF.content);
  const branches = await apiPost<Array<{ cabang_id: number; nama_cabang: string }>>('cabang', { city_code: '33.18' });
  branchId = branches.data[0].cabang_id;
  const res = await fetch(`${inject('baseUrl')}/api/staff/content/slot-capacity/${branchId}`, { headers: { 'x-api-key': 'merapi-demo-key', authorization: `Bearer ${token}` } });
  saved = (await res.json()).data;
  const oneSlot = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`hours_${i}`, '08:00-12:00']));
  expect(await capacity({ ...oneSlot, slot_minutes: 240, service_body_paint: 1 })).toBe(200);
});
afterAll(async () => {
  if (saved) await capacity(Object.fromEntries(Object.entries(saved).filter(([k]) => k !== 'id' && k !== 'branch_name')));
  await browser?.close();
});

describe('Booking service picks a real slot', () => {
  it('a guest books body & paint on a free day; that day is then full and disabled', async () => {
    const { page, consoleErrors } = await openPage(browser, '/booking-service', PHONE);
    const form = page.getByRole('form', { name: 'Form Booking Service' });
    await fillIdentity(form, 'slot.tamu@example.com');
    const vehicle = form.getByRole('region', { name: 'Data Kendaraan' });
    await fillCarTransmissionFirst(vehicle);
    await vehicle.getByLabel('Nomor Polisi').fill('h 4321 cd');
    await vehicle.getByLabel('Tahun Pembuatan').selectOption('2020');
    await vehicle.getByLabel('Kilometer').fill('30.000');
    const service = form.getByRole('region', { name: 'Informasi Service' });
    await service.getByLabel('Kota Cabang').selectOption('33.18');
    await service.getByLabel('Cabang', { exact: true }).selectOption({ index: 1 });
    await service.getByLabel('Body & Paint').check();
    const strip = service.getByRole('group', { name: 'Pilih tanggal' });
    const firstFree = strip.locator('[data-slot-day]:not([disabled])').first();
    await visible(firstFree);
    const day = (await firstFree.getAttribute('data-slot-day'))!;
    bookedDay = day;
    await firstFree.click();
    expect(await firstFree.getAttribute('aria-pressed')).toBe('true');
    expect(await service.locator('input[name="appointment_date"]').inputValue()).toBe(day);
    const time = service.locator('select[name="appointment_time"]');
    expect(await until(() => time.locator('option').allTextContents(), (o) => o.includes('08.00 WIB'))).toEqual(['Pilih Jam', '08.00 WIB']);
    await time.selectOption('08:00');
    await strip.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/shots/slots/picker-390.png' });
    await acceptConsents(service);
    const dialog = await submitAndConfirm(page, 'SUBMIT');
    expect(dialog).toContain('Booking Service berhasil ditambahkan');
    expect(dialog).not.toContain('sudah penuh');
    expect(consoleErrors).toEqual([]);
    await page.close();

    const again = await openPage(browser, '/booking-service', PHONE);
    const next = again.page.getByRole('form', { name: 'Form Booking Service' }).getByRole('region', { name: 'Informasi Service' });
    await next.getByLabel('Kota Cabang').selectOption('33.18');
    await next.getByLabel('Cabang', { exact: true }).selectOption({ index: 1 });
    await next.getByLabel('Body & Paint').check();
    const full = next.locator(`[data-slot-day="${day}"]`);
    await visible(full);
    expect(await until(() => full.isDisabled(), (d) => d)).toBe(true);
    expect(await full.innerText()).toContain('Penuh');
    await full.scrollIntoViewIfNeeded();
    await again.page.screenshot({ path: '/work/shots/slots/picker-full-390.png' });
    expect(again.consoleErrors).toEqual([]);
  });

  it('staff see the booking in the branch calendar, day at 1280 px and week at 820 px; a click opens the record', async () => {
    expect(bookedDay).not.toBe('');
    const { page, consoleErrors } = await openPage(browser, '/staff/login', { width: 1280, height: 900 });
    await signInStaff(page, STAFF.admin);
    await page.goto(`${inject('baseUrl')}/staff/calendar?branch=${branchId}&view=day&date=${bookedDay}`);
    const chip = page.getByRole('link', { name: /08:00 Budi Santoso/ });
    await visible(chip);
    expect(await page.getByRole('row', { name: /Bay Body & Paint 1/ }).getByRole('link').count()).toBe(1);
    await page.screenshot({ path: '/work/shots/slots/calendar-day-1280.png', fullPage: true });
    await page.setViewportSize(TABLET);
    await page.getByRole('button', { name: 'Minggu' }).click();
    await visible(page.getByRole('link', { name: /08:00 Budi Santoso/ }));
    await page.screenshot({ path: '/work/shots/slots/calendar-week-820.png' });
    await page.getByRole('link', { name: /08:00 Budi Santoso/ }).click();
    await until(() => Promise.resolve(new URL(page.url()).pathname), (p) => p.startsWith('/staff/queue/bookingservice/'));
    expect(consoleErrors).toEqual([]);
  });

  it('a member moves their test drive to another free time from its detail page', async () => {
    const email = unique('slot.member');
    const token = await registerByApi(email);
    const id = await bookTestDrive(token, email);
    const { page, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email);
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'hidden' });
    await page.setViewportSize(PHONE);
    await page.goto(`${inject('baseUrl')}/testdrive/detail/${id}`);
    const card = page.getByRole('region', { name: 'Jadwal' });
    await visible(card);
    await card.getByRole('button', { name: 'Ubah Jadwal' }).click();
    // The forms' day strip: a free day, then a free time of it (the select offers only those).
    const strip = card.getByRole('group', { name: 'Pilih tanggal' });
    await visible(strip);
    const free = strip.locator('[data-slot-day]:not([disabled])').nth(3);
    const day = (await free.getAttribute('data-slot-day'))!;
    await free.click();
    expect(await card.locator('input[type="date"]').inputValue()).toBe(day);
    const times = await until(() => card.getByLabel('Jam baru').locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)), (v) => v.length > 0);
    const time = times.includes('09:00') ? '09:00' : times[0];
    await card.getByLabel('Jam baru').selectOption(time);
    for (const [name, size] of [['820', TABLET], ['1280', DESKTOP], ['390', PHONE]] as const) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/work/shots/slots/member-reschedule-${name}.png` });
    }
    await card.getByRole('button', { name: 'Simpan Jadwal' }).click();
    await visible(card.getByText(`pukul ${time}`));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/shots/slots/member-slot-390.png' });
    const detail = await fetch(`${inject('baseUrl')}/api/detail/testdrive?id=${id}`, { headers: { 'x-api-key': 'merapi-demo-key', authorization: `Bearer ${token}` } });
    expect((await detail.json()).data).toMatchObject({ testdrive_date: day, testdrive_time: time, version: 1, slot: { status: 'held' } });
    expect(consoleErrors).toEqual([]);
  });
});
