/** Issue 17: a submission waiting in the outbox shows in its history tab as 'Tertunda' until it is delivered. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, until, visible } from './browser';
import { fillIdentity, fillTestDrive, storedSession, submitAndConfirm } from './forms-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Member histories and the outbox', () => {
  it("shows an offline test drive in tab 5 as 'Tertunda', then as a delivered row", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));

    // Online: a guest test drive makes the member, and tab 5 lists it.
    await page.goto('/test-drive', { waitUntil: 'networkidle' });
    // Typing waits for hydration (as openPage does): on a busy machine the network goes quiet before it ends.
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
    await fillIdentity(page, `tertunda.${Date.now()}@example.com`);
    await fillTestDrive(page);
    expect(await submitAndConfirm(page, 'SUBMIT')).toContain('Test Drive berhasil ditambahkan');
    await until(() => storedSession(page).catch(() => null), (s) => !!s?.token);
    const table = page.getByRole('table', { name: 'Riwayat test drive' });
    await visible(table);
    expect(await table.getByRole('row').count()).toBe(2);

    // Offline (the app stays loaded): the second one waits in the outbox and tab 5 says so.
    await page.getByRole('link', { name: 'Test Drive Baru' }).click();
    await visible(page.getByRole('form', { name: 'Form Test Drive' }));
    await context.setOffline(true);
    await fillTestDrive(page);
    expect(await submitAndConfirm(page, 'SUBMIT')).toContain('tersimpan');
    const pending = await visible(page.getByRole('region', { name: 'Pengajuan tertunda' }));
    await visible(pending.getByText('Tertunda'));
    await visible(pending.getByText(/^Test Drive /));
    expect(await page.getByText('No Reservations Yet').count()).toBe(0);

    // Back online: delivered, the waiting line goes and the table has both.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await until(() => page.getByRole('region', { name: 'Pengajuan tertunda' }).count(), (n) => n === 0, 30_000);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await until(() => page.getByRole('table', { name: 'Riwayat test drive' }).getByRole('row').count(), (n) => n === 3)).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
