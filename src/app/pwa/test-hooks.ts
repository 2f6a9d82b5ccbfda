/**
 * For browser tests and the outbox benchmark only: when the browser is driven by automation
 * (navigator.webdriver), the page's own outbox is reachable as `window.__merapiOutbox`, so a test
 * can queue many submissions through the real code path without typing them into forms.
 */
import { flushOutbox, statusCounts, submitForm, type SubmitRequest } from '../../data/outbox';

declare global {
  interface Window { __merapiOutbox?: OutboxTestHooks }
}

/** What a test may call. */
export interface OutboxTestHooks {
  submit(request: SubmitRequest): Promise<string>;
  flush(): Promise<unknown>;
  statuses(): Promise<Record<string, number>>;
}

/** Installs the hooks when (and only when) the browser is automated. */
export function installTestHooks(): void {
  if (!navigator.webdriver) return;
  window.__merapiOutbox = {
    submit: async (request) => (await submitForm(request)).state,
    flush: () => flushOutbox(),
    statuses: statusCounts,
  };
}
