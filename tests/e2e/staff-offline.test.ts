/**
 * A sales tablet through Wi-Fi gaps: what was loaded stays readable offline (with the time of the
 * last sync), a move made offline waits in the outbox with its version and arrives when the
 * connection returns, or is refused with the current state when someone moved the record first.
 * The staff code is cached at runtime by the service worker (never precached), so a reload offline
 * still opens the queue. An ended session sends the tablet to the sign-in and back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../domain/money';
import { launchBrowser, openPage, until, visible, waitForController } from './browser';
import { bookTestDrive, registerByApi, storedToken, unexpected, unique } from './member-helpers';
import { recordStatus, signInStaff, STAFF, staffCall, staffToken, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** A member's test drive at the Pemuda branch (Semarang); its id and booking id. */
async function testDrive(): Promise<{ id: number; bookingId: string }> {
  const email = unique('tablet');
  const id = await bookTestDrive(await registerByApi(email), email);
  const admin = await staffToken(STAFF.admin);
  const { data } = await staffCall<{ booking_id: string }>('GET', `queue/testdrive/${id}`, admin);
  return { id, bookingId: data.booking_id };
}

/** The record as the server has it. */
const serverState = async (id: number) => (await staffCall<{ status: string; version: number }>('GET', `queue/testdrive/${id}`, await staffToken(STAFF.admin))).data;

/** Opens the test drive queue, then the record, both through the app (so both are mirrored). */
async function loadQueueAndRecord(page: Page, bookingId: string) {
  await page.getByRole('navigation', { name: 'Menu back office' }).getByRole('link', { name: 'Test Drive', exact: true }).click();
  await (await visible(page.getByRole('link', { name: bookingId }))).click();
  await visible(page.getByRole('heading', { name: bookingId, level: 1 }));
}

/** Confirms the open record a week ahead at 11:00 (or the first time the slot picker offers that day). */
async function confirm(page: Page) {
  await page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { name: 'Dikonfirmasi' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Ubah status ke Dikonfirmasi' }));
  await dialog.getByLabel('Tanggal').fill(addDays(7));
  const time = dialog.locator('select[name="time"]');
  const offered = await until(() => time.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean)), (v) => v.length > 0);
  await time.selectOption(offered.includes('11:00') ? '11:00' : offered[0]);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Chromium's own line for a request refused 409 while the outbox settles a conflict is expected. */
const expected = (errors: string[]) => unexpected(errors).filter((e) => !/status of 409|ERR_INTERNET_DISCONNECTED/.test(e));

describe('Back office on a showroom tablet', () => {
  it('reads loaded queues offline with the last sync time; a move made offline waits and arrives when the connection returns', async () => {
    const record = await testDrive();
    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    await loadQueueAndRecord(page, record.bookingId);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Antrian Test Drive' }).click();
    await visible(page.getByRole('link', { name: record.bookingId }));
    await visible(page.getByText(/Terakhir diperbarui \d{2}\.\d{2} · data tersimpan di perangkat \(offline\)/));
    await page.getByRole('link', { name: record.bookingId }).click();
    await visible(page.getByRole('heading', { name: record.bookingId, level: 1 }));

    await confirm(page);
    await visible(page.getByText('Tersimpan di perangkat ini; dikirim otomatis saat online.'));
    await visible(page.getByRole('banner').getByRole('button', { name: '1 tertunda' }));
    await visible(page.getByText(`Tertunda: Test Drive ${record.bookingId} → Dikonfirmasi — dikirim saat online`));
    expect(await page.getByRole('group', { name: 'Ubah status' }).getByRole('button', { name: 'Selesai' }).count()).toBe(0);
    expect(await serverState(record.id)).toMatchObject({ status: 'new', version: 0 });

    await context.setOffline(false);
    expect(await until(() => recordStatus(page), (s) => s === 'Dikonfirmasi', 20_000)).toBe('Dikonfirmasi');
    await page.getByRole('banner').getByRole('button', { name: '1 tertunda' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await serverState(record.id)).toMatchObject({ status: 'confirmed', version: 1 });
    expect(expected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('a move made offline on a record someone else moved meanwhile is refused with the current state shown', async () => {
    const record = await testDrive();
    const { page, context, consoleErrors } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    await loadQueueAndRecord(page, record.bookingId);

    await context.setOffline(true);
    await confirm(page);
    await visible(page.getByRole('banner').getByRole('button', { name: '1 tertunda' }));
    // Meanwhile the admin cancels it at the office.
    const moved = await staffCall('POST', `queue/testdrive/${record.id}/status`, await staffToken(STAFF.admin), { to: 'cancelled', version: 0, reason: 'Pelanggan membatalkan lewat telepon' });
    expect(moved.status).toBe(200);

    await context.setOffline(false);
    const alert = await visible(page.getByRole('main').getByRole('alert').filter({ hasText: 'Data sudah diubah oleh orang lain' }), 20_000);
    expect(await alert.innerText()).toContain('Data sudah diubah oleh orang lain: status sekarang Dibatalkan');
    expect(await until(() => recordStatus(page), (s) => s === 'Dibatalkan')).toBe('Dibatalkan');
    await page.getByRole('banner').getByRole('button', { name: '1 tertunda' }).waitFor({ state: 'detached', timeout: 10_000 });
    expect(await serverState(record.id)).toMatchObject({ status: 'cancelled', version: 1 });
    expect(expected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('signing out with a write still on the device asks first, and the write goes with the session', async () => {
    const record = await testDrive();
    const { page, context } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    await loadQueueAndRecord(page, record.bookingId);
    await context.setOffline(true);
    await confirm(page);
    await visible(page.getByRole('banner').getByRole('button', { name: '1 tertunda' }));
    let asked = '';
    page.once('dialog', (dialog) => { asked = dialog.message(); void dialog.dismiss(); });
    await page.getByRole('button', { name: 'Keluar' }).click();
    await until(() => Promise.resolve(asked), (m) => m !== '');
    expect(asked).toContain('Ada 1 perubahan yang belum terkirim');
    await visible(page.getByRole('heading', { name: record.bookingId, level: 1 }));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Keluar' }).click();
    await visible(page.getByRole('heading', { name: 'Masuk Staf' }));
    await context.setOffline(false);
    // Signing out dropped the staff change: once online, nothing of it is sent (the queue holds none).
    expect(await page.evaluate(() => new Promise<number>((resolve) => {
      const open = indexedDB.open('merapi-toyota');
      open.onsuccess = () => {
        const all = open.result.transaction('outbox_requests').objectStore('outbox_requests').getAll();
        all.onsuccess = () => resolve((all.result as Array<{ form: string }>).filter((i) => i.form.startsWith('staff-')).length);
      };
    }))).toBe(0);
    expect(await serverState(record.id)).toMatchObject({ status: 'new', version: 0 });
    await context.close();
  });

  it('an ended session sends the tablet to the sign-in with the reason and back to the same screen', async () => {
    const record = await testDrive();
    const { page, context } = await openPage(browser, '/staff/login', TABLET);
    await signInStaff(page, STAFF.sales);
    const token = await page.evaluate(() => new Promise<string>((resolve) => {
      const open = indexedDB.open('merapi-toyota');
      open.onsuccess = () => {
        const read = open.result.transaction('keyval').objectStore('keyval').get('staff:staff-session');
        read.onsuccess = () => resolve((read.result as { token: string }).token);
      };
    }));
    expect(token).toMatch(/^stf_/);
    expect((await staffCall('POST', 'logout', token, {})).status).toBe(200);

    await page.goto(`/staff/queue/testdrive/${record.id}`, { waitUntil: 'networkidle' });
    await visible(page.getByText('Sesi Anda telah berakhir, silakan masuk kembali'));
    expect(new URL(page.url()).pathname).toBe('/staff/login');
    await page.getByLabel('Email').fill(STAFF.sales);
    await page.getByLabel('Password').fill('staf-demo-2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await visible(page.getByRole('heading', { name: record.bookingId, level: 1 }));
    // The staff session lives apart from the member session, which this tablet never had.
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });

  it('caches the staff code at runtime (never precached), so a reload offline still opens a loaded queue', async () => {
    const record = await testDrive();
    const context = await browser.newContext({ viewport: TABLET, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    await page.goto('/staff/login', { waitUntil: 'networkidle' });
    await waitForController(page);
    await signInStaff(page, STAFF.sales);
    await loadQueueAndRecord(page, record.bookingId);
    await page.getByRole('link', { name: 'Antrian Test Drive' }).click();
    await visible(page.getByRole('link', { name: record.bookingId }));
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const staff = names.includes('staff-code-v1') ? (await (await caches.open('staff-code-v1')).keys()).map((r) => new URL(r.url).pathname) : [];
      const precache = names.find((n) => n.includes('precache'));
      const pre = precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
      return { staff, pre };
    });
    expect(cached.staff.some((p) => /^\/assets\/staff-.*\.js$/.test(p))).toBe(true);
    expect(cached.pre.some((p) => p.includes('/assets/staff-'))).toBe(false);

    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Test Drive', level: 1 }), 15_000);
    await visible(page.getByRole('link', { name: record.bookingId }));
    await visible(page.getByText(/data tersimpan di perangkat \(offline\)/));
    await context.close();
  });
});
