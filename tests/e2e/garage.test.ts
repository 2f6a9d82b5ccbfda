/**
 * Issue 33 in the browser: a member adds a car in 'Garasi Saya' and sees its next service, then
 * opens Booking Service from the car with the car filled in; the adviser finds the car by plate
 * and opens its page in the back office. Then the whole service round: a reminder's button opens
 * Booking Service with the car picked ('Pilih mobil dari garasi'); the service adviser takes the
 * booking to Selesai in the back office and records the km and the work; the member sees the entry in
 * the car's service history, also offline (the mirror). With SHOTS_DIR set, screenshots of the
 * garage (1280 and 390 px) and of the staff car page (390, 820, 1280 px) are written there.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, goLive, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { addDays } from '../../domain/money';
import { call, identity, loginThroughModal, registerByApi, unexpected, unique } from './member-helpers';
import { recordStatus, signInStaff, STAFF, staffCall, staffToken, TABLET } from './staff-helpers';

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
    // The demo garage: the Avanza due within days heads for 'Servis jatuh tempo'.
    await goLive(staff.page, '/staff/garasi');
    await visible(staff.page.getByRole('region', { name: 'Servis jatuh tempo' }).getByRole('link', { name: 'H 1821 SW' }));
    await shot(staff.page, 'staff-garage-due-1280.png');
    // The refused chassis number is the server's 422, which the browser logs as a failed resource.
    expect(unexpected(staff.consoleErrors).filter((e) => !e.includes('status of 422'))).toEqual([]);
    await staff.context.close();
  }, 150_000); // two browser contexts and a dozen page loads: over a minute on the shared two-core machine
});

/** The first automatic car type of the catalogue, as the booking form's fields. */
async function firstCar(): Promise<{ car_category: number; car_model: number; car_transmission: string; car_type: number }> {
  const [category] = await call<Array<{ category_id: number }>>('GET', '/api/carcategory');
  for (const model of await call<Array<{ car_model_id: number }>>('POST', '/api/carmodel', { category_id: category.category_id })) {
    const types = await call<Array<{ car_type_id: number }>>('POST', '/api/cartype', { car_model_id: model.car_model_id, car_transmission: 'AT' });
    if (types.length) return { car_category: category.category_id, car_model: model.car_model_id, car_transmission: 'AT', car_type: types[0].car_type_id };
  }
  throw new Error('no automatic car type');
}

/** The first general-service time with a place left, from five days ahead, at the branch. */
async function freeServiceSlot(branchId: number): Promise<{ date: string; time: string }> {
  const { days } = await call<{ days: Array<{ date: string; open: boolean; slots: Array<{ time: string; left: number }> }> }>('GET',
    `/api/slots?kind=service&branch_id=${branchId}&service_type=general-service&date_from=${addDays(5)}&date_to=${addDays(40)}`);
  for (const day of days) {
    const slot = day.open ? day.slots.find((x) => x.left > 0) : undefined;
    if (slot) return { date: day.date, time: slot.time };
  }
  throw new Error('no free service slot');
}

/** Moves a record through the status buttons and their dialog. */
async function moveTo(page: Page, label: string): Promise<void> {
  await page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { name: label }).click();
  const dialog = await visible(page.getByRole('dialog', { name: `Ubah status ke ${label}` }));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await until(() => recordStatus(page), (x) => x === label, 15_000);
}

describe('the service round', () => {
  it("a reminder opens Booking Service with the car picked; the adviser completes the booking with km and work; the member sees the history, also offline", async () => {
    const email = unique('servis.garasi');
    const token = await registerByApi(email);
    const car = await firstCar();
    const plate = `H ${1000 + Math.floor(Math.random() * 8999)} SV`;
    // 9,500 km without a reported service: the 10,000 km service is 500 km away, a reminder is due.
    const cars = await call<Array<{ id: number; plate: string }>>('POST', '/api/member/garage', {
      plate, chassis: `MHKA6GJ6JNJ${String(100_000 + Math.floor(Math.random() * 899_999))}`, car_model_id: car.car_model, car_type_id: car.car_type,
      year: new Date().getFullYear() - 1, km: 9_500,
    }, token);
    const carId = cars.find((c) => c.plate === plate)!.id;
    expect((await staffCall('POST', 'jobs/reminders', await staffToken(STAFF.admin), {})).status).toBe(200);

    // The reminder in the inbox: its button opens Booking Service with the car picked from the garage.
    const { page, context, consoleErrors } = await openPage(browser, '/dashboard-member', PHONE);
    await loginThroughModal(page, email);
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    await (await visible(page.getByRole('button', { name: new RegExp(`Waktunya servis .*${plate}`) }))).click();
    await (await visible(page.getByRole('region', { name: 'Pesan inbox' }).getByRole('link', { name: 'Booking Service sekarang' }))).click();
    await until(async () => new URL(page.url()).pathname + new URL(page.url()).search, (p) => p === `/booking-service?garage_car=${carId}`);
    await until(() => page.getByLabel('Nomor Polisi').inputValue(), (v) => v === plate);
    expect(await page.getByLabel('Kilometer').inputValue()).toBe('9500');
    expect(await page.getByLabel('Pilih mobil dari garasi').locator('option:checked').innerText()).toContain(plate);

    // The booking of that car (set up through the API as the form would send it), confirmed and in the workshop.
    const [branch] = await call<Array<{ cabang_id: number }>>('POST', '/api/cabang', { city_code: '33.74' });
    const slot = await freeServiceSlot(branch.cabang_id);
    const booking = await call<{ id: number; booking_id: string }>('POST', '/booking-api/bookingonlinenet.php', {
      ...identity(email), ...car, kota_cabang: '33.74', cabang_id: branch.cabang_id, police_number: plate, build_year: new Date().getFullYear() - 1, car_km: '9500',
      service_type: 'general-service', service_ke: 2, appointment_date: slot.date, appointment_time: slot.time, kebijakan1: 'accepted', kebijakan2: 'accepted', garage_car_id: carId,
    }, token);
    const adviser = await staffToken('servis.semarang@merapitoyota.example');
    expect((await staffCall('POST', `queue/bookingservice/${booking.id}/status`, adviser, { to: 'confirmed', version: 0, ...slot })).status).toBe(200);
    expect((await staffCall('POST', `queue/bookingservice/${booking.id}/status`, adviser, { to: 'in_service', version: 1 })).status).toBe(200);

    // The service adviser finishes it on the record page and writes the service record.
    const staff = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(staff.page, 'servis.semarang@merapitoyota.example');
    await goLive(staff.page, `/staff/queue/bookingservice/${booking.id}`);
    await moveTo(staff.page, 'Selesai');
    const record = await visible(staff.page.getByRole('form', { name: 'Catatan servis' }));
    expect(await record.getByLabel('Mobil').locator('option:checked').innerText()).toBe(plate);
    await record.getByLabel('Kilometer').fill('10120');
    await record.getByLabel('Pekerjaan (satu per baris)').fill('Servis berkala 10.000 km\nGanti oli mesin');
    await record.getByLabel('Suku cadang (satu per baris)').fill('Oli mesin 4 L');
    await record.getByLabel('Total biaya (Rp)').fill('450000');
    await record.getByRole('button', { name: 'Simpan catatan servis' }).click();
    await visible(record.getByText(/Tersimpan: .*10\.120 km/));
    expect(unexpected(staff.consoleErrors)).toEqual([]);
    await staff.context.close();

    // The member's garage: the entry in the history and the next service counted from it; offline too.
    await goLive(page, '/dashboard-member');
    await page.getByRole('tab', { name: /Garasi Saya/ }).click();
    const card = await visible(page.getByRole('article').filter({ hasText: plate }));
    await card.getByText(/Riwayat servis \(1\)/).click();
    await visible(card.getByText(/· 10\.120 km/));
    await visible(card.getByText('Servis berkala 10.000 km, Ganti oli mesin'));
    await visible(card.getByText(/Servis 20\.000 km/).first());
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    await context.setOffline(true);
    await page.getByRole('tab', { name: /Garasi Saya/ }).click();
    const offline = await visible(page.getByRole('article').filter({ hasText: plate }));
    await offline.getByText(/Riwayat servis \(1\)/).click();
    await visible(offline.getByText('Servis berkala 10.000 km, Ganti oli mesin'));
    await context.setOffline(false);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the back office car page', () => {
  it('corrects plate and chassis with the Indonesian messages; a chassis in another garage is refused', async () => {
    const owner = unique('koreksi.a');
    const other = unique('koreksi.b');
    const car = await firstCar();
    const chassis = (n: number) => `MHKA6GJ6JNJ${String(n)}`;
    const base = 200_000 + Math.floor(Math.random() * 700_000);
    const body = (plate: string, c: string) => ({ plate, chassis: c, car_model_id: car.car_model, car_type_id: car.car_type, year: new Date().getFullYear() - 2, km: 21_000 });
    const mine = (await call<Array<{ id: number }>>('POST', '/api/member/garage', body('H 1 KR', chassis(base)), await registerByApi(owner)))[0];
    await call('POST', '/api/member/garage', body('H 2 KR', chassis(base + 1)), await registerByApi(other));

    const staff = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(staff.page, STAFF.admin);
    await goLive(staff.page, `/staff/garasi/${mine.id}`);
    const form = await visible(staff.page.getByRole('form', { name: 'Ubah nomor polisi dan rangka' }));
    await form.getByLabel('Nomor Polisi').fill('12 34');
    await form.getByRole('button', { name: 'Simpan nomor' }).click();
    await visible(form.getByText(/Nomor polisi tidak valid/));
    await form.getByLabel('Nomor Polisi').fill('h 77 kr');
    await form.getByLabel('Nomor Rangka').fill(chassis(base + 1));
    await form.getByRole('button', { name: 'Simpan nomor' }).click();
    await visible(form.getByText(/Nomor rangka ini sudah terdaftar di garasi member lain/));
    await form.scrollIntoViewIfNeeded();
    await shot(staff.page, 'staff-car-refused-820.png');
    // What was typed stays.
    expect(await form.getByLabel('Nomor Polisi').inputValue()).toBe('h 77 kr');
    await form.getByLabel('Nomor Rangka').fill(chassis(base + 2));
    await form.getByRole('button', { name: 'Simpan nomor' }).click();
    await visible(staff.page.getByText(`H 77 KR · ${chassis(base + 2)}`));
    for (const [name, size] of [['staff-car-edit-820.png', TABLET], ['staff-car-edit-390.png', PHONE], ['staff-car-edit-1280.png', DESKTOP]] as const) {
      await staff.page.setViewportSize(size);
      await visible(staff.page.getByRole('form', { name: 'Ubah nomor polisi dan rangka' }));
      await shot(staff.page, name);
    }
    // The demo garage: the Avanza due within days heads for 'Servis jatuh tempo'.
    await goLive(staff.page, '/staff/garasi');
    await visible(staff.page.getByRole('region', { name: 'Servis jatuh tempo' }).getByRole('link', { name: 'H 1821 SW' }));
    await shot(staff.page, 'staff-garage-due-1280.png');
    // The refused chassis number is the server's 422, which the browser logs as a failed resource.
    expect(unexpected(staff.consoleErrors).filter((e) => !e.includes('status of 422'))).toEqual([]);
    await staff.context.close();
  }, 120_000);
});
