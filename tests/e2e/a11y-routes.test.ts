/**
 * axe on every other route of the route table (a11y-content.test.ts has the content pages): the
 * forms, after-sales, info, compare, the finder, account pages, the order wizard, a member's
 * dashboard and record, the not-found page and the back office: every route at phone width (the
 * back office at tablet width), and the forms with a desktop side panel at desktop width too (a
 * width per route keeps the browser suite within CI's time). No violations of any impact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { contextOptions, DESKTOP, launchBrowser, PHONE, visible } from './browser';
import { bookTestDrive, loginThroughModal, registerByApi, unique } from './member-helpers';
import { signInStaff, STAFF, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

async function violations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(viewport));
  return { context, page: await context.newPage() };
}

/** Public routes not in a11y-content.test.ts, each with the level-1 heading that shows it has arrived. */
const PUBLIC: Array<[string, string | RegExp]> = [
  ['/after-sales', 'Layanan Purna Jual'],
  ['/after-sales/general-repair', /General Repair/i],
  ['/info/info-garansi', /Garansi/i],
  ['/compare-car', /Compare|Bandingkan/i],
  ['/test-drive', /Test Drive/i],
  ['/testdriveveloz', /Veloz/i],
  ['/booking-service', /Booking Service/i],
  ['/trade-in', 'Tukar Tambah Mobil Anda'],
  ['/credit-simulation', /Credit Simulation|Simulasi Kredit/i],
  ['/contact-us', 'Konsultasi Pembelian'],
  ['/lead-sales', /Persetujuan/i],
  ['/reset-password?token=bukan-token', /Password Baru/i],
  ['/verifikasi-email', /Verifikasi/i],
  ['/order-info', /Booking Order|Ringkasan/i],
  ['/mobil-yang-tidak-ada', /tidak ditemukan/i],
];

/** The forms whose desktop layout differs (a side panel beside the form). */
const DESKTOP_TOO = new Set(['/test-drive', '/booking-service', '/trade-in', '/credit-simulation']);

describe.each([['phone', PHONE, PUBLIC], ['desktop', DESKTOP, PUBLIC.filter(([route]) => DESKTOP_TOO.has(route))]] as const)('public routes at %s width', (_, viewport, routes) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => { ({ context, page } = await newPage(viewport)); });
  afterAll(() => context?.close());

  it.each(routes)('%s has no violations', async (route, heading) => {
    await page.goto(route, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: heading, level: 1 }).first(), 20_000);
    expect(await violations(page)).toEqual([]);
  });
});

describe.each([['phone', PHONE]] as const)('a member at %s width', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let testDriveId: number;
  beforeAll(async () => {
    const email = unique('axe');
    const token = await registerByApi(email);
    testDriveId = await bookTestDrive(token, email);
    ({ context, page } = await newPage(viewport));
    await page.goto('/dashboard-member?tab=5', { waitUntil: 'networkidle' });
    await loginThroughModal(page, email);
    await visible(page.getByRole('heading', { name: 'Riwayat Test Drive' }), 20_000);
  });
  afterAll(() => context?.close());

  it('the dashboard has no violations', async () => {
    await page.goto('/dashboard-member?tab=5', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: 'Riwayat Test Drive' }), 20_000);
    expect(await violations(page)).toEqual([]);
  });

  it('a test drive record has no violations', async () => {
    await page.goto(`/testdrive/detail/${testDriveId}`, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1 }).first(), 20_000);
    expect(await violations(page)).toEqual([]);
  });

  it('the order wizard has no violations', async () => {
    await page.goto('/order', { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { level: 1 }).first(), 20_000);
    expect(await violations(page)).toEqual([]);
  });
});

describe.each([['tablet', TABLET]] as const)('the back office at %s width', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(viewport));
    await page.goto('/staff/login', { waitUntil: 'networkidle' });
  });
  afterAll(() => context?.close());

  it('sign-in has no violations', async () => {
    await visible(page.getByRole('heading', { name: 'Masuk Staf' }));
    expect(await violations(page)).toEqual([]);
    await signInStaff(page, STAFF.admin);
  });

  it.each([
    ['/staff', 'Ringkasan'],
    ['/staff/queue/testdrive', 'Test Drive'],
    ['/staff/accounts', /Akun Staf/i],
    ['/staff/audit', /Audit/i],
  ] as Array<[string, string | RegExp]>)('%s has no violations', async (route, heading) => {
    await page.goto(route, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: heading, level: 1 }).first(), 20_000);
    expect(await violations(page)).toEqual([]);
  });

  it('a record has no violations', async () => {
    await page.goto('/staff/queue/testdrive', { waitUntil: 'networkidle' });
    const first = page.getByRole('table').getByRole('link').first();
    await (await visible(first, 20_000)).click();
    await visible(page.getByRole('region', { name: 'Status' }), 20_000);
    expect(await violations(page)).toEqual([]);
  });
});
