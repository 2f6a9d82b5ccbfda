import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, until, visible, waitForController } from './browser';
import { apiPost, fillIdentity, fillTestDrive, storedSession, submitAndConfirm } from './forms-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const EMAIL = 'offline.tablet@example.com';

/** The number on the sticky bar's pending badge, 0 when it is gone (read in one step: it may vanish). */
const pendingCount = (page: Page) =>
  page.locator('button[aria-label$="pengajuan tertunda"]').evaluateAll((els) => (els.length ? Number(els[0].getAttribute('aria-label')!.split(' ')[0]) : 0));

describe('a showroom tablet on intermittent Wi-Fi', () => {
  it('browses what it saw offline, keeps offline submissions through a reload and delivers each exactly once', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForController(page);

    // Online: a guest test drive creates the account, whose login becomes the session.
    await page.goto('/test-drive', { waitUntil: 'networkidle' });
    await fillIdentity(page, EMAIL);
    await fillTestDrive(page);
    expect(await submitAndConfirm(page, 'SUBMIT')).toContain('Test Drive berhasil ditambahkan');
    const session = await until(() => storedSession(page).catch(() => null), (s) => !!s?.token);
    const token = session!.token;

    // Seen once online: these screens must come back without a network.
    for (const [route, text] of [['/price-list', 'Daftar Harga Toyota Indonesia'], ['/find-dealer', 'Merapi Toyota Pemuda'], ['/avanza', 'Avanza'], ['/contact-us', 'Customer Care']] as const) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await visible(page.getByText(text).first());
    }

    await context.setOffline(true);
    for (const [route, text] of [['/', 'Pilih Mobil Toyota Anda'], ['/price-list', 'Daftar Harga Toyota Indonesia'], ['/find-dealer', 'Merapi Toyota Pemuda'], ['/avanza', 'Avanza']] as const) {
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      await visible(page.getByText(text).first());
    }

    // Offline: the cascades work from the mirror and the submission is kept.
    await page.goto('/test-drive', { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('form', { name: 'Form Test Drive' }));
    expect(await page.getByLabel('Nama Lengkap').isDisabled()).toBe(true);
    await fillTestDrive(page);
    expect(await submitAndConfirm(page, 'SUBMIT')).toContain('tersimpan');
    await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('textbox', { name: 'Pesan' }));
    await page.getByRole('textbox', { name: 'Pesan' }).fill('Mohon dihubungi untuk penawaran Avanza.');
    expect(await submitAndConfirm(page, 'KIRIM')).toContain('tersimpan');
    expect(await until(() => pendingCount(page), (n) => n === 2)).toBe(2);

    // The page reloads while still offline: nothing is lost.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await until(() => pendingCount(page), (n) => n === 2)).toBe(2);

    // The network returns: both are delivered, once.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await until(() => pendingCount(page), (n) => n === 0, 30_000);
    const history = await apiPost<unknown[]>('history/testdrive', {}, token);
    expect(history.data).toHaveLength(2);
    const inbox = await apiPost<Array<{ judul: string }>>('member/inbox', {}, token);
    expect(inbox.data.filter((m) => m.judul.startsWith('Pesan Anda'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
