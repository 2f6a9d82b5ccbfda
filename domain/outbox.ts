/**
 * The outbox's records and rules, shared by the page (which queues and sends) and the service
 * worker (which replays on background sync): states, backoff, what a server answer means.
 */

export type OutboxStatus = 'queued' | 'sending' | 'delivered' | 'refused';

export interface OutboxItem {
  /** uuid; also the Idempotency-Key, so a replay never creates a second record. */
  id: string;
  /** Path including its base, e.g. '/api/testdrive' or '/booking-api/bookingonlinenet.php'. */
  endpoint: string;
  /** Which form, for the pending list ('test-drive', 'contact', ...). */
  form: string;
  /** Human label shown in the pending list. */
  label: string;
  /** Where the form lives, to open a refused submission for correcting ('/test-drive'). */
  editPath?: string;
  payload: Record<string, unknown>;
  /** Member token at the time of submitting, sent as Bearer. */
  token?: string | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  /** When the next automatic try may happen (ms epoch). */
  nextAttemptAt: number;
  /** When a 'sending' claim started; a stale claim (page closed mid-send) is retried. */
  sendingSince?: number | null;
  /** Field errors of a 422, kept for the user to correct. */
  errors?: Record<string, string[]> | null;
  /** Message of the last failure or refusal. */
  lastError?: string | null;
  /** The server's envelope once delivered. */
  response?: unknown;
  /** Set once the page has told the user about delivery or refusal. */
  notified?: boolean;
}

/** A send that started longer ago than this is considered lost (page reloaded) and retried. */
export const SENDING_LEASE_MS = 60_000;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Exponential backoff with a cap: 2 s, 4 s, 8 s ... 5 min. */
export function backoffDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/** Whether an item should be sent now. */
export function isDue(item: OutboxItem, now: number): boolean {
  if (item.status === 'queued') return item.nextAttemptAt <= now;
  if (item.status === 'sending') return (item.sendingSince ?? 0) + SENDING_LEASE_MS <= now;
  return false;
}

/** Items to send now, oldest first (submissions go in the order they were made). */
export function dueItems(items: OutboxItem[], now: number): OutboxItem[] {
  return items.filter((i) => isDue(i, now)).sort((a, b) => a.createdAt - b.createdAt);
}

export type SendOutcome =
  | { kind: 'delivered'; response: unknown }
  | { kind: 'refused'; message: string; errors: Record<string, string[]> | null }
  | { kind: 'retry'; message: string };

/** Reads an HTTP answer: 2xx delivered; 4xx (but 408/429) refused for the user to see; else retry. */
export function outcomeOf(status: number, body: unknown): SendOutcome {
  const envelope = (body ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
  const message = typeof envelope.message === 'string'
    ? envelope.message
    : (envelope.message as { alert?: string } | undefined)?.alert ?? `HTTP ${status}`;
  if (status >= 200 && status < 300) return { kind: 'delivered', response: body };
  if (status === 408 || status === 429 || status === 409 || status >= 500 || status === 0) return { kind: 'retry', message };
  return { kind: 'refused', message, errors: envelope.errors ?? null };
}

/** The item after a send attempt ended with `outcome`. */
export function afterSend(item: OutboxItem, outcome: SendOutcome, now: number): OutboxItem {
  const attempts = item.attempts + 1;
  switch (outcome.kind) {
    case 'delivered':
      return { ...item, status: 'delivered', attempts, sendingSince: null, response: outcome.response, errors: null, lastError: null, notified: false };
    case 'refused':
      return { ...item, status: 'refused', attempts, sendingSince: null, errors: outcome.errors, lastError: outcome.message, notified: false };
    case 'retry':
      return { ...item, status: 'queued', attempts, sendingSince: null, lastError: outcome.message, nextAttemptAt: now + backoffDelay(attempts) };
  }
}

/** A new queued item. */
export function newOutboxItem(fields: Pick<OutboxItem, 'id' | 'endpoint' | 'form' | 'label' | 'payload'> & { token?: string | null; editPath?: string }, now: number): OutboxItem {
  return { ...fields, status: 'queued', attempts: 0, createdAt: now, nextAttemptAt: now, sendingSince: null, errors: null, lastError: null };
}

/** A refused item the user corrected: a new key, since the first body was refused. */
export function resubmitted(item: OutboxItem, payload: Record<string, unknown>, newId: string, now: number): OutboxItem {
  return { ...item, id: newId, payload, status: 'queued', attempts: 0, nextAttemptAt: now, errors: null, lastError: null, notified: false, sendingSince: null };
}
