/**
 * axe on every other public route of the route table (a11y-content.test.ts has the content pages,
 * a11y-accounts.test.ts the member's and the back office's): the forms, after-sales, info, compare,
 * the finder, account pages and the not-found page at phone width, and the forms with a desktop side
 * panel at desktop width too (a width per route keeps the browser suite within CI's time). No
 * violations of any impact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsWhenIdle as violations } from './axe';
import { blankPage, DESKTOP, launchBrowser, PHONE, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

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
  beforeAll(async () => { ({ context, page } = await blankPage(browser, viewport)); });
  afterAll(() => context?.close());

  it.each(routes)('%s has no violations', async (route, heading) => {
    await page.goto(route, { waitUntil: 'networkidle' });
    await visible(page.getByRole('heading', { name: heading, level: 1 }).first(), 20_000);
    expect(await violations(page)).toEqual([]);
  });
});
