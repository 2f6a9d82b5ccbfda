/**
 * Every form submission goes through the Dexie outbox, its id doubling as the Idempotency-Key.
 * Online it is sent at once and the form gets the answer; offline (or when the server cannot be
 * reached) it stays queued, and is replayed by background sync, on `online`, at start-up and when
 * a backoff or a claim's lease ends. Claims, draining and sending are shared with the service
 * worker (shared/outbox-store.ts); the rules are in domain/outbox.ts.
 */
import {
  claimed, newOutboxItem, outcomeOf, OUTBOX_SYNC_TAG, OUTBOX_TABLE, nextWakeAt, released, resubmitted, type OutboxItem, type OutboxRequest, type OutboxStatus,
} from '../../domain/outbox';
import { asOwner, newOwnerId, oneDrainAtATime } from '../../shared/outbox-owner';
import { drainOutbox, sendItem, settleItem, unfinishedItems, type DrainReport } from '../../shared/outbox-store';
import { loadDatabase, loadedDb, openDb } from './db';

/** This tab's claim owner; its lock is held while it sends (shared/outbox-owner.ts). */
const owner = newOwnerId('tab');

// The claims this tab holds right now, given back at once if the tab goes away mid-send.
const inFlight = new Map<string, OutboxItem>();
const track = { onClaim: (item: OutboxItem) => inFlight.set(item.id, item), onSettle: (item: OutboxItem) => inFlight.delete(item.id) };

export interface SubmitRequest {
  /** What is sent: `{endpoint, params, body}` of the endpoint map, checked here by the compiler. */
  request: OutboxRequest;
  form: string;
  label: string;
  token?: string | null;
  /** The sales person's staff token in showroom assisted mode. */
  staffToken?: string | null;
  editPath?: string;
}

export type SubmitResult =
  | { state: 'delivered'; data: unknown; message: string }
  | { state: 'queued'; id: string }
  | { state: 'refused'; status: number; message: string; errors: Record<string, string[]> | null; response?: unknown };

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
  const db = await openDb();
  return storeAndSend(item, (stored) => db.outbox.put(stored));
}

/** Sends a corrected version of a refused submission under a new key, replacing it. */
export async function resubmitForm(oldId: string, request: OutboxRequest, token?: string | null): Promise<SubmitResult> {
  const db = await openDb();
  const old = await db.outbox.get(oldId);
  if (!old) throw new Error('outbox item not found');
  const next = { ...resubmitted(old, request, crypto.randomUUID(), Date.now()), token: token ?? old.token };
  return storeAndSend(next, (stored) => db.transaction('rw', db.outbox, async () => {
    await db.outbox.delete(oldId);
    await db.outbox.put(stored);
  }));
}

/**
 * Offline, stores the item queued. Online, stores it already claimed by this tab, inside its owner's lock,
 * and sends it: a replay that starts meanwhile (this page's, which opening the database for this very form
 * can start, another tab's, the worker's) never finds it due, so it is never sent by someone else while the
 * form waits for its answer (which the form would then not get: a staff move would show 'queued' and the
 * record its old state until a reload).
 */
async function storeAndSend(item: OutboxItem, store: (item: OutboxItem) => Promise<unknown>): Promise<SubmitResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await store(item);
    void requestBackgroundSync();
    return { state: 'queued', id: item.id };
  }
  return asOwner(owner, async () => {
    const mine = claimed(item, owner, Date.now());
    await store(mine);
    return sendMine(mine);
  });
}

/** Sends one item this tab has claimed while the form waits for the answer. */
async function sendMine(mine: OutboxItem): Promise<SubmitResult> {
  const db = await openDb();
  const { id } = mine;
  track.onClaim(mine);
  try {
    const { status, body } = await sendItem(mine);
    const outcome = outcomeOf(status, body);
    if (outcome.kind === 'retry') {
      await settleItem(db.outbox, mine, outcome, Date.now());
      void requestBackgroundSync();
      return { state: 'queued', id };
    }
    // The form on screen shows this answer itself, so the record leaves the outbox.
    await db.outbox.delete(id);
    if (outcome.kind === 'delivered') return { state: 'delivered', ...envelopeParts(outcome.response) };
    return { state: 'refused', status, message: outcome.message, errors: outcome.errors, response: outcome.response };
  } finally {
    track.onSettle(mine);
  }
}

let flushing: Promise<DrainReport> | null = null;
let flushAgain = false;

/**
 * Sends every due item once (start-up, `online`, retry timer, the Retry button); a call during a
 * drain runs one more drain after it, so what became due meanwhile is not left waiting.
 */
export function flushOutbox(): Promise<DrainReport> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    let report: DrainReport;
    const db = await openDb();
    do {
      flushAgain = false;
      report = await oneDrainAtATime(() => asOwner(owner, () => drainOutbox({ table: db.outbox, owner, ...track })));
    } while (flushAgain && !report.offline);
    return report;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Makes a waiting item due now (the Retry button). */
export async function retryNow(id: string): Promise<void> {
  await (await openDb()).outbox.update(id, { nextAttemptAt: Date.now() });
  await flushOutbox();
}

/** The connection is back: everything waiting is due now, whatever its backoff. */
export async function wakeWaiting(): Promise<void> {
  const { db, Dexie } = await loadDatabase();
  const now = Date.now();
  await db.outbox.where('[status+nextAttemptAt]').between(['queued', now], ['queued', Dexie.maxKey], false, true).modify({ nextAttemptAt: now });
}

/** Drops an item the user cancelled. */
export async function cancelSubmission(id: string): Promise<void> {
  await (await openDb()).outbox.delete(id);
}

/**
 * Takes the delivered and refused items nobody has told the user about yet, in one transaction, so
 * each is announced once whichever tab asks: delivered ones leave the outbox, refused ones stay
 * (marked told) for the user to correct.
 */
export async function takeFinished(): Promise<OutboxItem[]> {
  const db = await openDb();
  return db.transaction('rw', db.outbox, async () => {
    const finished = (await db.outbox.where('status').anyOf('delivered', 'refused').toArray()).filter((i) => !i.notified);
    await db.outbox.bulkDelete(finished.filter((i) => i.status === 'delivered').map((i) => i.id));
    await db.outbox.bulkPut(finished.filter((i) => i.status === 'refused').map((i) => ({ ...i, notified: true })));
    return finished.sort((a, b) => a.createdAt - b.createdAt);
  });
}

/**
 * How many finished items wait to be announced: every delivered one (they leave when announced),
 * counted on the status index without reading records, and the refused ones not yet told (few).
 */
export async function unannouncedCount(): Promise<number> {
  const db = await openDb();
  const [delivered, refused] = await Promise.all([
    db.outbox.where('status').equals('delivered').count(),
    db.outbox.where('status').equals('refused').filter((i) => !i.notified).count(),
  ]);
  return delivered + refused;
}

/** When the retry timer should fire: the next backoff end or claim expiry; null when nothing waits. */
export async function nextDueAt(): Promise<number | null> {
  return nextWakeAt(await unfinishedItems((await openDb()).outbox));
}

/** How many items are in each state: native counts on the status index, no records read. */
export async function statusCounts(): Promise<Record<OutboxStatus, number>> {
  const statuses: OutboxStatus[] = ['queued', 'sending', 'delivered', 'refused'];
  const db = await openDb();
  const counts = await Promise.all(statuses.map((s) => db.outbox.where('status').equals(s).count()));
  return Object.fromEntries(statuses.map((s, i) => [s, counts[i]])) as Record<OutboxStatus, number>;
}

/** Waiting (queued or sending) and refused counts, for the badge. */
export async function pendingCounts(): Promise<{ waiting: number; refused: number }> {
  const db = await openDb();
  const [queued, sending, refused] = await Promise.all(
    (['queued', 'sending', 'refused'] as const).map((s) => db.outbox.where('status').equals(s).count()),
  );
  return { waiting: queued + sending, refused };
}

/**
 * Calls `onChange` when the outbox changes (in this tab, another tab or the worker), at most once
 * per `intervalMs` and once more after the last change: a drain writes many times a second, and
 * the badge and the announcer only need the outcome. Returns the unsubscribe.
 */
export function watchOutbox(onChange: () => void, intervalMs = 250): () => void {
  let prefix: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = 0;
  const fire = () => {
    timer = null;
    lastRun = Date.now();
    onChange();
  };
  const listener = (parts: Record<string, unknown>) => {
    if (timer || !prefix || !Object.keys(parts).some((part) => part.startsWith(prefix!))) return;
    timer = setTimeout(fire, Math.max(0, lastRun + intervalMs - Date.now()));
  };
  // Dexie is loaded on demand (src/data/db.ts): the watch starts once it is there.
  let stopped = false;
  let unsubscribe = () => {};
  void loadDatabase().then(({ db, Dexie }) => {
    if (stopped) return;
    prefix = `idb://${db.name}/${OUTBOX_TABLE}/`;
    Dexie.on('storagemutated', listener);
    unsubscribe = () => Dexie.on.storagemutated.unsubscribe(listener);
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/**
 * The tab is going away (pagehide): gives this tab's open claims back at once, so the next page
 * or another tab sends them within seconds. Written with plain IndexedDB calls issued right here
 * and committed explicitly, since nothing asynchronous runs after pagehide.
 */
export function releaseClaims(): void {
  // Claims are only held once the database was opened, so it is loaded if there is anything to give back.
  const db = loadedDb();
  if (!inFlight.size || !db || !db.isOpen()) return;
  try {
    const tx = db.backendDB().transaction(OUTBOX_TABLE, 'readwrite');
    const store = tx.objectStore(OUTBOX_TABLE);
    const now = Date.now();
    for (const item of inFlight.values()) store.put(released(item, now));
    tx.commit?.();
  } catch (error) {
    // The owner's lock frees the claims anyway once the tab is gone (shared/outbox-owner.ts).
    console.warn('[outbox] could not release claims', error);
  }
}

/** Deletes the delivered submissions (they hold the sender's personal data): the end of a buyer's visit on a showroom tablet. */
export async function forgetDeliveredSubmissions(): Promise<number> {
  return (await openDb()).outbox.where('status').equals('delivered').delete();
}
