/**
 * Every form submission goes through the Dexie outbox, its id doubling as the Idempotency-Key.
 * Online it is sent at once and the form gets the answer; offline (or when the server cannot be
 * reached) it stays queued, and is replayed by background sync, on `online` and at start-up.
 */
import {
  afterSend, dueItems, newOutboxItem, outcomeOf, resubmitted, type OutboxItem, type SendOutcome,
} from '../../domain/outbox';
import { db } from './db';

const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';
export const OUTBOX_SYNC_TAG = 'outbox';

export interface SubmitRequest {
  /** Path with its base: '/api/testdrive', '/booking-api/bookingonlinenet.php'. */
  endpoint: string;
  form: string;
  label: string;
  payload: Record<string, unknown>;
  token?: string | null;
  editPath?: string;
}

export type SubmitResult =
  | { state: 'delivered'; data: unknown; message: string }
  | { state: 'queued'; id: string }
  | { state: 'refused'; status: number; message: string; errors: Record<string, string[]> | null };

/** One HTTP attempt; network failures and unreadable answers become a retry. */
async function send(item: OutboxItem): Promise<{ status: number; outcome: SendOutcome }> {
  try {
    const res = await fetch(item.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-api-key': API_KEY,
        'idempotency-key': item.id,
        ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
      },
      body: JSON.stringify(item.payload),
    });
    const body = await res.json().catch(() => null);
    return { status: res.status, outcome: outcomeOf(res.status, body) };
  } catch (error) {
    return { status: 0, outcome: { kind: 'retry', message: String(error) } };
  }
}

/** Claims an item for sending unless someone (another tab, the service worker) has it. */
async function claim(id: string): Promise<OutboxItem | null> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item || !dueItems([item], Date.now()).length) return null;
    const sending: OutboxItem = { ...item, status: 'sending', sendingSince: Date.now() };
    await db.outbox.put(sending);
    return sending;
  });
}

/** Asks the service worker to replay when the connection returns (where Background Sync exists). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No background sync: the page replays on `online` and at start-up instead.
  }
}

function envelopeParts(response: unknown): { data: unknown; message: string } {
  const env = (response ?? {}) as { data?: unknown; message?: unknown };
  return { data: env.data, message: typeof env.message === 'string' ? env.message : '' };
}

let lastCreatedAt = 0;
/** Strictly increasing, so two submissions in one millisecond keep their order. */
function creationTime(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

/** Queues a submission and, when online, sends it at once and reports the answer. */
export async function submitForm(request: SubmitRequest): Promise<SubmitResult> {
  const item = { ...newOutboxItem({ ...request, id: crypto.randomUUID() }, creationTime()), nextAttemptAt: Date.now() };
  await db.outbox.put(item);
  return sendNow(item.id);
}

/** Sends a corrected version of a refused submission under a new key, replacing it. */
export async function resubmitForm(oldId: string, payload: Record<string, unknown>, token?: string | null): Promise<SubmitResult> {
  const old = await db.outbox.get(oldId);
  if (!old) throw new Error('outbox item not found');
  const next = { ...resubmitted(old, payload, crypto.randomUUID(), Date.now()), token: token ?? old.token };
  await db.transaction('rw', db.outbox, async () => {
    await db.outbox.delete(oldId);
    await db.outbox.put(next);
  });
  return sendNow(next.id);
}

async function sendNow(id: string): Promise<SubmitResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    void requestBackgroundSync();
    return { state: 'queued', id };
  }
  const claimed = await claim(id);
  if (!claimed) return { state: 'queued', id };
  const { status, outcome } = await send(claimed);
  if (outcome.kind === 'retry') {
    await db.outbox.put(afterSend(claimed, outcome, Date.now()));
    void requestBackgroundSync();
    return { state: 'queued', id };
  }
  // The form on screen shows this answer itself, so the record leaves the outbox.
  await db.outbox.delete(id);
  if (outcome.kind === 'delivered') return { state: 'delivered', ...envelopeParts(outcome.response) };
  return { state: 'refused', status, message: outcome.message, errors: outcome.errors };
}

let flushing: Promise<void> | null = null;

/** Sends every due item once, oldest first (start-up, `online`, retry timer, the Retry button). */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const item of dueItems(await db.outbox.toArray(), Date.now())) {
        const claimed = await claim(item.id);
        if (!claimed) continue;
        const { outcome } = await send(claimed);
        await db.outbox.put(afterSend(claimed, outcome, Date.now()));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Makes a waiting item due now (the Retry button). */
export async function retryNow(id: string): Promise<void> {
  await db.outbox.update(id, { nextAttemptAt: Date.now() });
  await flushOutbox();
}

/** Drops an item the user cancelled. */
export async function cancelSubmission(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/** Marks a delivered or refused item as told to the user; delivered ones then leave the outbox. */
export async function markNotified(item: OutboxItem): Promise<void> {
  if (item.status === 'delivered') await db.outbox.delete(item.id);
  else await db.outbox.update(item.id, { notified: true });
}

/** The earliest time a queued item becomes due, for the retry timer. */
export async function nextDueAt(): Promise<number | null> {
  const queued = await db.outbox.where('status').equals('queued').toArray();
  return queued.length ? Math.min(...queued.map((i) => i.nextAttemptAt)) : null;
}
