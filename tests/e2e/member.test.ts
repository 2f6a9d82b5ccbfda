import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { JPEG } from '../api/form-fixtures';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { bookTestDrive, call, loginThroughModal, memberMirrorKeys, PASSWORD, registerByApi, storedToken, unexpected, unique, unreadCount } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Member area', () => {
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
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: /syarat dan ketentuan/ }).check();
    // The offers consent is free (UU PDP, issue 29.6): the terms alone let the form go; ticked, it is recorded.
    expect(await submit.isDisabled()).toBe(false);
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
    // Issue 10: the member sees the status label, not the stored code.
    await visible(page.getByText('Status: Menunggu Konfirmasi', { exact: true }).first());
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

    // Edit profile: a photo over 2 MB is refused ('Oops...', the modal closes); a JPEG and the new name show after saving.
    await page.getByRole('tab', { name: /^Profile/ }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const tooBig = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff);
    await page.getByRole('dialog', { name: 'Edit Profile' }).getByLabel(/Foto Profil/).setInputFiles({ name: 'besar.jpg', mimeType: 'image/jpeg', buffer: tooBig });
    const oops = await visible(page.getByRole('alertdialog', { name: 'Oops...' }));
    await visible(oops.getByText('File terlalu besar pilih yang lain'));
    expect(await page.getByRole('dialog', { name: 'Edit Profile' }).count()).toBe(0);
    await oops.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit Profile' }));
    expect(await edit.getByLabel('Email').inputValue()).toBe(email);
    expect(await edit.getByLabel('Nama Lengkap').inputValue()).toBe('Budi Santoso');
    await edit.getByLabel(/Foto Profil/).setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG.split(',')[1], 'base64') });
    await visible(edit.getByRole('img', { name: 'Foto profil baru' }));
    await edit.getByLabel('Nama Lengkap').fill('Budi Santoso Wibowo');
    await edit.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await edit.getByLabel('Konfirmasi Password').fill(PASSWORD);
    await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await visible(page.getByText('Profile berhasil dirubah'));
    await until(() => page.getByRole('dialog', { name: 'Edit Profile' }).count(), (n) => n === 0);
    await visible(page.getByRole('tabpanel').getByText('Budi Santoso Wibowo'));
    // The private photo, fetched with the token, shows from a blob URL.
    const photo = await visible(page.getByRole('tabpanel').getByRole('img', { name: 'Foto profil Budi Santoso Wibowo' }));
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);

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
});
