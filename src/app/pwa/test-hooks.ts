/**
 * For browser tests and the outbox benchmark only: when the browser is driven by automation
 * (navigator.webdriver) and the test asked for them before the page loaded (`window.__merapiTestHooks`,
 * an init script: tests/e2e/browser.ts, scripts/bench-outbox.ts), the page's own outbox is reachable as
 * `window.__merapiOutbox`, so a test can queue many submissions through the real code path without
 * typing them into forms. Asked, not merely automated: Lighthouse's browser is automated too, and the
 * hooks load the outbox and Dexie in the hydration's effects, work no phone does (issue 35).
 */
import { loadDatabase } from '../../data/db';
import type { SubmitRequest } from '../../data/outbox';

/** The outbox's code (not in the page's first load), fetched when the hooks are installed. */
const outbox = () => import('../../data/outbox');

declare global {
  interface Window { __merapiOutbox?: OutboxTestHooks; __merapiTestHooks?: boolean }
}

/** What a test may call. */
export interface OutboxTestHooks {
  submit(request: SubmitRequest): Promise<string>;
  flush(): Promise<unknown>;
  statuses(): Promise<Record<string, number>>;
}

/**
 * Installs the hooks when (and only when) the browser is automated and the test asked, once the outbox's code and the
 * database's code are both here: a test that waits for them and then goes offline can still call them
 * (the tests block the service worker, so nothing is precached).
 */
export function installTestHooks(): void {
  if (!navigator.webdriver || !window.__merapiTestHooks) return;
  void Promise.all([outbox(), loadDatabase()]).then(([{ submitForm, flushOutbox, statusCounts }]) => {
    window.__merapiOutbox = {
      submit: async (request) => (await submitForm(request)).state,
      flush: () => flushOutbox(),
      statuses: () => statusCounts(),
    };
  });
}
