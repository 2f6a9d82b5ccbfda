/**
 * Web push in Chromium without a push service: CDP's ServiceWorker.deliverPushMessage hands a
 * payload to the page's service worker as a push would, so its push handler runs as in production.
 */
import { inject } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { PushPayload } from '../../domain/notifications';
import { until } from './browser';

export interface PushChannel {
  /** Delivers the payload to the worker once (a push to a worker still installing is dropped). */
  deliver(payload: PushPayload): Promise<unknown>;
  detach(): Promise<void>;
}

/**
 * Waits until the page is controlled by its service worker, then opens a CDP session on the live
 * registration (its id comes only from ServiceWorker.workerRegistrationUpdated events).
 */
export async function pushChannel(context: BrowserContext, page: Page, timeout = 30_000): Promise<PushChannel> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await until(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), (v) => v, timeout);
  const cdp = await context.newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
      const live = e.registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  return {
    deliver: (payload) => cdp.send('ServiceWorker.deliverPushMessage', { origin: inject('baseUrl'), registrationId, data: JSON.stringify(payload) }),
    detach: () => cdp.detach(),
  };
}

/** The notifications the page's service worker holds as its own (what its push handler showed). */
export function heldNotifications(page: Page): Promise<{ title: string; body: string; data: unknown }[]> {
  return page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })));
}
