/**
 * Issue 31.2 in Chromium: a click on a push notification opens the record also when the app was
 * closed. The notification is shown by the service worker's push handler (CDP
 * ServiceWorker.deliverPushMessage), every page of the browser is closed, and the notification is
 * clicked where a person clicks it: Chromium shows it through the desktop notification service
 * (tests/e2e/notification-daemon.ts), whose click is the browser's own, so the worker's
 * `clients.openWindow()` is allowed as for a person (a click event made in the worker is not).
 *
 * Each test has a browser of its own with a profile on disk (`launchPersistentContext`): Chromium
 * routes a click back to the profile that showed the notification, which a test context made by
 * `browser.newContext()` is not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { memberRecordLink, PUSH_ICON, type PushPayload } from '../../domain/notifications';
import { BROWSER_ARGS, CHROMIUM_PATH, contextOptions, goLive, PHONE, until, visible } from './browser';
import { bookTestDrive, call, loginThroughModal, registerByApi, unexpected, unique } from './member-helpers';
import { NotificationDaemon, type ShownNotification } from './notification-daemon';
import { heldNotifications, pushChannel } from './push-helpers';
import { signInStaff, STAFF, staffToken, TABLET } from './staff-helpers';

let daemon: NotificationDaemon;
beforeAll(async () => { daemon = await NotificationDaemon.start(); });
afterAll(() => daemon?.stop());

/** A browser of its own on a fresh profile, showing notifications through the test's daemon, allowed to show them. */
async function browserWithProfile(viewport: { width: number; height: number }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'notify-click-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...contextOptions(viewport), serviceWorkers: 'allow', reducedMotion: 'reduce',
    executablePath: CHROMIUM_PATH, args: BROWSER_ARGS, env: daemon.env(),
  });
  await context.grantPermissions(['notifications'], { origin: inject('baseUrl') });
  const errors: string[] = [];
  context.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  context.on('weberror', (e) => errors.push(String(e.error())));
  const close = async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); };
  return { context, page: context.pages()[0] ?? await context.newPage(), errors, close };
}

/**
 * Delivers `payload` to the page's service worker as a push and returns the desktop notification
 * it became. A push to a worker still installing is dropped, so it is delivered again, but only
 * after waiting for the first: a push delivered twice replaces its notification (same tag) and
 * the earlier one is closed, so a click on it would reach nothing.
 */
async function pushAndShow(context: BrowserContext, page: Page, payload: PushPayload) {
  const push = await pushChannel(context, page);
  const isIt = (n: ShownNotification) => n.summary === payload.title;
  for (let attempt = 1; ; attempt++) {
    await push.deliver(payload);
    const shown = await daemon.waitFor(isIt, 8_000).catch((error: unknown) => { if (attempt === 4) throw error; });
    if (shown) break;
  }
  // The worker holds it as its own notification, with the record's link.
  expect(await heldNotifications(page)).toEqual([{ title: payload.title, body: payload.body, data: payload.data }]);
  await push.detach();
  // The one on screen now (the newest, should a late first delivery have replaced another).
  return [...daemon.shown.values()].filter(isIt).at(-1)!;
}

/** Closes every page (the app is closed; the browser and its service worker stay), clicks the notification and returns the window it opened. */
async function clickWithAppClosed(context: BrowserContext, id: number): Promise<Page> {
  for (const page of context.pages()) await page.close();
  expect(context.pages()).toEqual([]);
  expect(daemon.shown.has(id)).toBe(true);
  const opened = context.waitForEvent('page', { timeout: 30_000 });
  daemon.click(id);
  const page = await opened;
  // The handler closes the notification it opened.
  await until(() => Promise.resolve(daemon.shown.has(id)), (shown) => !shown, 10_000);
  return page;
}

describe('a click on a push notification with the app closed', () => {
  it('opens the member detail page of the record', async () => {
    const email = unique('klik');
    const token = await registerByApi(email);
    const testDrive = await bookTestDrive(token, email);
    const { context, page, errors, close } = await browserWithProfile(PHONE);
    try {
      await goLive(page, '/dashboard-member?tab=2');
      await loginThroughModal(page, email);
      await visible(page.getByRole('region', { name: 'Notifikasi' }), 20_000);
      const link = memberRecordLink('testdrive', testDrive);
      const shown = await pushAndShow(context, page, { title: 'Test Drive dikonfirmasi', body: 'Sampai jumpa di dealer', icon: PUSH_ICON, tag: `d-klik-${testDrive}`, data: { url: link } });
      expect(shown.body).toContain('Sampai jumpa di dealer');

      const opened = await clickWithAppClosed(context, shown.id);
      await opened.waitForURL((url) => url.pathname === link, { timeout: 30_000 });
      await visible(opened.getByRole('heading', { name: 'Detail Test Drive' }), 30_000);
      // The record itself, read with the session the closed app left (bookTestDrive's note and city).
      await visible(opened.getByText('Ingin mencoba di jalan tanjakan'));
      await visible(opened.getByText('Kota Semarang').first());
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('opens the staff record of an alert', async () => {
    const email = unique('klik-staf');
    const testDrive = await bookTestDrive(await registerByApi(email), email);
    const { booking_id: bookingId } = await call<{ booking_id: string }>('GET', `/api/staff/queue/testdrive/${testDrive}`, undefined, await staffToken(STAFF.admin));
    const { context, page, errors, close } = await browserWithProfile(TABLET);
    try {
      await goLive(page, '/staff/login');
      await signInStaff(page, STAFF.admin);
      const link = `/staff/queue/testdrive/${testDrive}`;
      const shown = await pushAndShow(context, page, { title: `Test drive baru ${bookingId}`, body: 'Tanggapi dalam 15 menit', icon: PUSH_ICON, tag: `d-klik-staf-${testDrive}`, data: { url: link } });

      const opened = await clickWithAppClosed(context, shown.id);
      await opened.waitForURL((url) => url.pathname === link, { timeout: 30_000 });
      // Seen once in the full suite (29 Nov): the window at the record's address without its heading in 30 s.
      // Should it happen again, the failure says what the window showed instead.
      await visible(opened.getByRole('heading', { name: bookingId, level: 1 }), 30_000).catch(async (error: unknown) => {
        const shownText = await opened.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch((e: unknown) => `(unreadable: ${String(e)})`);
        throw new Error(`${String(error)}\nshown at ${opened.url()}: ${shownText}\nconsole errors: ${errors.join(' | ')}`);
      });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
