import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';
import { loginThroughModal, registerByApi, resetLinkFor, unexpected, unique } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Member session: guard, login failure, password reset', () => {
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

  it("closes the phone drawer for the login modal; a wrong password keeps the modal open with the e-mail and 'Email Atau Password Salah'", async () => {
    const email = unique('salah');
    await registerByApi(email);
    const { page, context, consoleErrors } = await openPage(browser, '/', PHONE);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
    const login = await visible(page.getByRole('dialog', { name: 'Login' }));
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
    await loginThroughModal(page, email, 'bukan-password-nya');
    await visible(login.getByRole('alert').filter({ hasText: 'Email Atau Password Salah' }));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await login.getByLabel('Email').inputValue()).toBe(email);
    expect(await login.getByLabel('Password').inputValue()).toBe('');
    expect(unexpected(consoleErrors)).toEqual([]);
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
