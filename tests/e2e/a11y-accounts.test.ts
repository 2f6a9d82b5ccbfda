/**
 * axe on the pages behind a sign-in (a11y-routes.test.ts has the other public routes, a11y-content.test.ts
 * the content pages): a member's dashboard and record and the order wizard at phone width, the back
 * office at tablet width. A file of its own so the two halves run side by side in the browser suite.
 * No violations of any impact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolationsWhenIdle as violations } from './axe';
import { blankPage, launchBrowser, PHONE, visible } from './browser';
import { bookTestDrive, loginThroughModal, registerByApi, unique } from './member-helpers';
import { signInStaff, STAFF, TABLET } from './staff-helpers';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe.each([['phone', PHONE]] as const)('a member at %s width', (_, viewport) => {
  let context: BrowserContext;
  let page: Page;
  let testDriveId: number;
  beforeAll(async () => {
    const email = unique('axe');
    const token = await registerByApi(email);
    testDriveId = await bookTestDrive(token, email);
    ({ context, page } = await blankPage(browser, viewport));
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
    ({ context, page } = await blankPage(browser, viewport));
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
