import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../domain/money';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const PASSWORD = 'rahasia-123';
const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The API as its client (the server's fixed key), for set-up only. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { 'x-api-key': 'merapi-demo-key', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

const identity = (email: string) => ({
  name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki', province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
});

async function registerByApi(email: string): Promise<string> {
  const data = await call<{ login: { token: string } }>('POST', '/api/register', {
    ...identity(email), password: PASSWORD, confirm_password: PASSWORD, cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'register',
  });
  return data.login.token;
}

/** Books a test drive for the member of `token` with ids read from the API; returns its id. */
async function bookTestDrive(token: string, email: string): Promise<number> {
  const [category] = await call<Array<{ category_id: number }>>('GET', '/api/carcategory');
  let car: Record<string, unknown> | null = null;
  for (const model of await call<Array<{ car_model_id: number }>>('POST', '/api/carmodel', { category_id: category.category_id })) {
    const types = await call<Array<{ car_type_id: number }>>('POST', '/api/cartype', { car_model_id: model.car_model_id, car_transmission: 'AT' });
    if (types.length) {
      car = { car_category: category.category_id, car_model: model.car_model_id, car_transmission: 'AT', car_type: types[0].car_type_id };
      break;
    }
  }
  const [branch] = await call<Array<{ cabang_id: number }>>('POST', '/api/cabang', { city_code: '33.74' });
  const result = await call<{ id: number }>('POST', '/api/testdrive', {
    ...identity(email), ...car, kota_cabang: '33.74', cabang_id: branch.cabang_id, appointment_date: addDays(4), appointment_time: '10:00',
    buycar: '0 - 3 bulan', note: 'Ingin mencoba di jalan tanjakan', kebijakan1: true, kebijakan2: true,
  }, token);
  return result.id;
}

/** The session the page stored (idb-keyval), read in the page. */
function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => new Promise<string | null>((resolve) => {
    const open = indexedDB.open('merapi-session');
    open.onsuccess = () => {
      const read = open.result.transaction('keyval').objectStore('keyval').get('session');
      read.onsuccess = () => resolve((read.result as { token?: string } | undefined)?.token ?? null);
      read.onerror = () => resolve(null);
    };
    open.onerror = () => resolve(null);
  }));
}

/** Mirror keys of member data left in the page's Dexie database. */
function memberMirrorKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => new Promise<string[]>((resolve) => {
    const open = indexedDB.open('merapi-toyota');
    open.onsuccess = () => {
      const keys = open.result.transaction('responses').objectStore('responses').getAllKeys();
      keys.onsuccess = () => resolve((keys.result as string[]).filter((k) => k.startsWith('member:')));
    };
    open.onerror = () => resolve([]);
  }));
}

/** The reset link of the newest mail to `email` (files under DATA_DIR/mail; quoted-printable undone). */
function resetLinkFor(email: string): string | null {
  const dir = path.join(inject('dataDir'), 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!raw.includes(email)) continue;
    const match = /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(raw);
    if (match) return match[0];
  }
  return null;
}

async function loginThroughModal(page: Page, email: string, password = PASSWORD) {
  const dialog = await visible(page.getByRole('dialog', { name: 'Login' }));
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
}

const unreadCount = (page: Page) => page.getByRole('tab', { name: /Inbox/ }).innerText().then((t) => Number(t.match(/\d+/)?.[0] ?? 0));
/** Chromium logs every 4xx fetch; the tests that provoke one expect exactly that line. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: (the server responded with a status of (400|404)|net::ERR_INTERNET_DISCONNECTED)/.test(e));

describe('Member area', () => {
  it('opens the login modal for the dashboard while logged out and shows nothing private, at 390 and 1280', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, consoleErrors } = await openPage(browser, '/dashboard-member', viewport);
      await visible(page.getByRole('dialog', { name: 'Login' }));
      expect(await page.getByRole('tablist', { name: 'Menu member' }).count()).toBe(0);
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Tutup' }).click();
      await visible(page.getByRole('heading', { name: 'Area Member' }));
      const detail = await context.newPage();
      await detail.goto('/testdrive/detail/1', { waitUntil: 'networkidle' });
      await visible(detail.getByRole('dialog', { name: 'Login' }));
      expect(await detail.getByText('Data Pelanggan').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('registers from the modal, moves through the tabs, opens a detail page, reads the inbox, edits the profile, logs out and in again', async () => {
    const email = unique('daftar');
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Login' }))).getByRole('button', { name: 'Daftar' }).click();
    const form = await visible(page.getByRole('dialog', { name: 'Daftar Member' }));
    const submit = form.getByRole('button', { name: 'Daftar', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'CEK NOMOR RANGKA' }).isDisabled()).toBe(true);
    await form.getByLabel('Nama Lengkap').fill('Budi Santoso');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('No. Telepon').pressSequentially('08a1234-567890');
    expect(await form.getByLabel('No. Telepon').inputValue()).toBe('081234567890');
    await form.getByLabel('Tanggal Lahir').fill('1990-05-17');
    await form.getByLabel('Laki-laki').check();
    await form.getByLabel('Provinsi').selectOption('33');
    await until(() => form.locator('option[value="33.74"]').count(), (n) => n === 1);
    await form.getByLabel('Kota').selectOption('33.74');
    await form.getByLabel('Alamat').fill('Jl. Pandanaran No. 1, Semarang');
    await form.getByLabel('Nomor Rangka (opsional)').fill('MHKA6GJ6JNJ012345');
    await form.getByRole('button', { name: 'CEK NOMOR RANGKA' }).click();
    await visible(form.getByText('Anda Adalah Member Lama Merapi'));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await form.getByRole('checkbox', { name: /syarat dan ketentuan/ }).check();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: /penawaran/ }).check();
    await submit.click();

    await visible(page.getByText('Anda berhasil Registrasi'));
    await until(async () => new URL(page.url()).pathname, (p) => p === '/dashboard-member');
    await visible(page.getByRole('heading', { name: 'Beranda' }));
    await visible(page.getByRole('tabpanel').getByText(email));
    for (const [tab, heading, empty] of [['Profile', 'Profile', null], ['Booking Service', 'Riwayat Booking Service', 'No Reservations Yet'], ['Test Drive', 'Riwayat Test Drive', 'No Reservations Yet'], ['Trade In', 'Riwayat Trade In', 'no data recorded'], ['Inbox', 'Inbox', null]] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await visible(page.getByRole('heading', { name: heading, exact: true }));
      if (empty) await visible(page.getByRole('tabpanel').getByText(empty, { exact: true }));
      expect(new URL(page.url()).search).toMatch(/^\?tab=\d$/);
    }
    await visible(page.getByRole('button', { name: /Selamat datang di Merapi Toyota/ }));

    // A test drive booked for this member (with the token the page stored) shows in tab 5 and its detail page.
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const testDriveId = await bookTestDrive(token!, email);
    await page.goto('/dashboard-member?tab=5', { waitUntil: 'networkidle' });
    const row = await visible(page.getByRole('row', { name: /TD-/ }));
    await row.getByRole('link', { name: 'Detail' }).click();
    await until(async () => new URL(page.url()).pathname, (p) => p === `/testdrive/detail/${testDriveId}`);
    await visible(page.getByRole('heading', { name: 'Detail Test Drive' }));
    await visible(page.getByText('Ingin mencoba di jalan tanjakan'));
    await visible(page.getByText('Status: new', { exact: true }));
    await visible(page.getByText('Kota Semarang').first());

    // Inbox: two unread (welcome, test drive); reading one marks it read, here and on the server.
    await page.goto('/dashboard-member?tab=8', { waitUntil: 'networkidle' });
    expect(await until(() => unreadCount(page), (n) => n === 2)).toBe(2);
    await page.getByRole('button', { name: /Belum dibaca: Selamat datang/ }).click();
    await visible(page.getByRole('button', { name: 'Kembali ke Inbox' }));
    await visible(page.getByText(/terima kasih telah mendaftar/));
    expect(await until(() => unreadCount(page), (n) => n === 1)).toBe(1);
    await page.getByRole('button', { name: 'Kembali ke Inbox' }).click();
    await visible(page.getByRole('button', { name: /^Selamat datang di Merapi Toyota/ }));
    const inbox = await call<Array<{ judul: string; is_read: boolean }>>('POST', '/api/member/inbox', {}, token!);
    expect(inbox.find((m) => m.judul.startsWith('Selamat datang'))?.is_read).toBe(true);

    // Edit profile: the new name shows after saving.
    await page.getByRole('tab', { name: /^Profile/ }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit Profile' }));
    expect(await edit.getByLabel('Email').inputValue()).toBe(email);
    await edit.getByLabel('Nama Lengkap').fill('Budi Santoso Wibowo');
    await edit.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await edit.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await visible(page.getByText('Profile berhasil dirubah'));
    await until(() => page.getByRole('dialog', { name: 'Edit Profile' }).count(), (n) => n === 0);
    await visible(page.getByRole('tabpanel').getByText('Budi Santoso Wibowo'));

    // Logout: Home, the toast, no member data left; then log in again.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await visible(page.getByText('Anda berhasil logout'));
    await until(async () => new URL(page.url()).pathname, (p) => p === '/');
    await visible(page.getByRole('banner').getByRole('button', { name: 'Login' }));
    expect(await until(() => memberMirrorKeys(page), (keys) => keys.length === 0)).toEqual([]);
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email);
    await visible(page.getByText('Anda berhasil login'));
    await visible(page.getByRole('tabpanel').getByText('Budi Santoso Wibowo').first());
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows 'Email Atau Password Salah' for a wrong password and reopens the login modal with what was typed (phone)", async () => {
    const email = unique('salah');
    await registerByApi(email);
    const { page, context, consoleErrors } = await openPage(browser, '/', PHONE);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email, 'bukan-password-nya');
    const alert = await visible(page.getByRole('alertdialog'));
    await visible(alert.getByText('Email Atau Password Salah'));
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(0);
    await alert.getByRole('button', { name: 'OK' }).click();
    const login = await visible(page.getByRole('dialog', { name: 'Login' }));
    expect(await login.getByLabel('Email').inputValue()).toBe(email);
    expect(await login.getByLabel('Password').inputValue()).toBe('bukan-password-nya');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('works on a phone: login, the tab row, a history card to its detail page, the same offline from the mirror', async () => {
    const email = unique('hp');
    const token = await registerByApi(email);
    const id = await bookTestDrive(token, email);
    const { page, context, consoleErrors } = await openPage(browser, '/dashboard-member?tab=5', PHONE);
    await loginThroughModal(page, email);
    await visible(page.getByRole('heading', { name: 'Riwayat Test Drive' }));
    expect(await page.getByRole('tab', { name: /^Test Drive/ }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('tabpanel').getByRole('link', { name: 'Detail' }).click();
    await until(async () => new URL(page.url()).pathname, (p) => p === `/testdrive/detail/${id}`);
    await visible(page.getByRole('heading', { name: 'Detail Test Drive' }));
    await visible(page.getByText('Ingin mencoba di jalan tanjakan'));

    // Offline, the member's mirrored history and detail still show.
    await page.goBack();
    await visible(page.getByRole('heading', { name: 'Riwayat Test Drive' }));
    // (No service worker in these tests: the inbox tab's code is loaded once while online.)
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    await visible(page.getByRole('heading', { name: 'Inbox' }));
    await page.getByRole('tab', { name: /^Test Drive/ }).click();
    await context.setOffline(true);
    await page.getByRole('tab', { name: /^Inbox/ }).click();
    await visible(page.getByRole('button', { name: /Selamat datang di Merapi Toyota/ }));
    await page.getByRole('tab', { name: /^Test Drive/ }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Detail' }).click();
    await visible(page.getByText('Ingin mencoba di jalan tanjakan'));
    await context.setOffline(false);

    await page.goto('/testdrive/detail/999999', { waitUntil: 'networkidle' });
    await visible(page.getByText('Data tidak ditemukan'));
    expect(unexpected(consoleErrors)).toEqual([]);
    expect(consoleErrors.filter((e) => e.includes('404')).length).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('sends a reset link from the modal; the e-mailed link sets a new password, then the login modal opens and takes it', async () => {
    const email = unique('lupa');
    await registerByApi(email);
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await (await visible(page.getByRole('dialog', { name: 'Login' }))).getByRole('button', { name: 'Lupa password?' }).click();
    const reset = await visible(page.getByRole('dialog', { name: 'Reset Password' }));
    await reset.getByLabel('Email').fill(email);
    await reset.getByRole('button', { name: 'Kirim Link Reset' }).click();
    await visible(page.getByText('Email Reset Password Berhasil Dikirim'));
    const link = await until(async () => resetLinkFor(email), (l) => l !== null);

    await page.goto(link!, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: 'Buat Password Baru' }));
    const save = page.getByRole('button', { name: 'Simpan Password' });
    await page.getByLabel('Password Baru', { exact: true }).fill('password-baru-1');
    await page.getByLabel('Konfirmasi Password Baru').fill('password-baru-2');
    expect(await save.isDisabled()).toBe(true);
    await visible(page.getByText('*Password Belum sama!.'));
    await page.getByLabel('Konfirmasi Password Baru').fill('password-baru-1');
    await save.click();
    await visible(page.getByText('Password berhasil diubah, silakan login'));
    await loginThroughModal(page, email, 'password-baru-1');
    await visible(page.getByText('Anda berhasil login'));
    await visible(page.getByRole('heading', { name: 'Beranda' }));

    // The link is single-use: a second try shows the server's refusal.
    await page.goto(link!, { waitUntil: 'networkidle' });
    await page.getByLabel('Password Baru', { exact: true }).fill('password-baru-3');
    await page.getByLabel('Konfirmasi Password Baru').fill('password-baru-3');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await visible(page.getByText('Tautan reset tidak valid atau sudah kedaluwarsa'));
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
