/**
 * Issue 29.2/29.3 in the browser: the profile's 'Privasi & data' downloads the member's data as a
 * ZIP after the password, and deletes the account after the statement, the password and a
 * confirmation; the member lands on Home logged out, and logging in again fails with the clear message.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, until, visible } from './browser';
import { bookTestDrive, loginThroughModal, PASSWORD, registerByApi, storedToken, unexpected, unique } from './member-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Privasi & data', () => {
  it('downloads the member\'s data, deletes the account, and a later login fails with the clear message', async () => {
    const email = unique('privasi');
    const token = await registerByApi(email);
    await bookTestDrive(token, email);
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email);
    await until(async () => new URL(page.url()).pathname, (p) => p === '/dashboard-member');
    await page.getByRole('tab', { name: /^Profile/ }).click();
    const section = await visible(page.getByRole('region', { name: 'Privasi & data' }));

    // Unduh data saya: a wrong password is said in the dialog; the right one downloads the ZIP.
    await section.getByRole('button', { name: 'Unduh data saya' }).click();
    const exporting = await visible(page.getByRole('dialog', { name: 'Unduh data saya' }));
    await exporting.getByLabel('Password').fill('bukan-password-nya');
    await exporting.getByRole('button', { name: 'Unduh' }).click();
    await visible(exporting.getByRole('alert').filter({ hasText: 'Password yang Anda masukkan salah' }));
    await exporting.getByLabel('Password').fill(PASSWORD);
    const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Unduh' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data-merapi-toyota-\d{4}-\d{2}-\d{2}\.zip$/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'privacy-e2e-'));
    const file = path.join(dir, 'data.zip');
    await download.saveAs(file);
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    const data = JSON.parse(execFileSync('unzip', ['-p', file, 'data.json'], { encoding: 'utf8' }));
    expect(data.profile.email).toBe(email);
    expect(data.submissions.test_drive).toHaveLength(1);
    expect(execFileSync('unzip', ['-p', file, 'ringkasan.html'], { encoding: 'utf8' })).toContain('Data pribadi Anda di Merapi Toyota');
    await visible(page.getByText('Data Anda sedang diunduh'));
    expect(await page.getByRole('dialog', { name: 'Unduh data saya' }).count()).toBe(0);

    // Hapus akun: what is kept and why, then the password and the confirmation.
    await section.getByRole('button', { name: 'Hapus akun' }).click();
    const deleting = await visible(page.getByRole('dialog', { name: 'Hapus akun' }));
    await visible(deleting.getByText(/peraturan perpajakan/));
    await visible(deleting.getByText(/nama samaran/));
    const confirm = deleting.getByRole('button', { name: 'Hapus Akun Permanen' });
    await deleting.getByLabel('Password').fill(PASSWORD);
    expect(await confirm.getAttribute('aria-disabled')).toBe('true');
    await deleting.getByRole('checkbox', { name: /dihapus permanen/ }).check();
    expect(await confirm.getAttribute('aria-disabled')).toBeNull();
    await confirm.click();

    await until(async () => new URL(page.url()).pathname, (p) => p === '/');
    await visible(page.getByText('Akun Anda telah dihapus'));
    expect(await storedToken(page)).toBeNull();

    // The old e-mail and password no longer log in.
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await loginThroughModal(page, email);
    const login = await visible(page.getByRole('dialog', { name: 'Login' }));
    await visible(login.getByRole('alert').filter({ hasText: 'Email Atau Password Salah' }));
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
