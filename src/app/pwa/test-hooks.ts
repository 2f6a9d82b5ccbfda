/**
 * For browser tests and the outbox benchmark only: when the browser is driven by automation
 * (navigator.webdriver), the page's own outbox is reachable as `window.__merapiOutbox`, so a test
 * can queue many submissions through the real code path without typing them into forms.
 */
import { loadDatabase } from '../../data/db';
import type { SubmitRequest } from '../../data/outbox';

/** The outbox's code (not in the page's first load), fetched when the hooks are installed. */
const outbox = () => import('../../data/outbox');

declare global {
  interface Window { __merapiOutbox?: OutboxTestHooks }
}

/** What a test may call. */
export interface OutboxTestHooks {
  submit(request: SubmitRequest): Promise<string>;
  flush(): Promise<unknown>;
  statuses(): Promise<Record<string, number>>;
}

/**
 * Installs the hooks when (and only when) the browser is automated, once the outbox's code and the
 * database's code are both here: a test that waits for them and then goes offline can still call them
 * (the tests block the service worker, so nothing is precached).
 */
export function installTestHooks(): void {
  if (!navigator.webdriver) return;
  void Promise.all([outbox(), loadDatabase()]).then(([{ submitForm, flushOutbox, statusCounts }]) => {
    window.__merapiOutbox = {
      submit: async (request) => (await submitForm(request)).state,
      flush: () => flushOutbox(),
      statuses: () => statusCounts(),
    };
  });
}
