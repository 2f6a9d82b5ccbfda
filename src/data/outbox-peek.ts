/**
 * Whether the outbox holds work, read with plain IndexedDB (idb-peek.ts), so that a page whose outbox
 * is empty (every first visit) never loads the outbox's machinery and Dexie (src/app/pwa/outbox-start.ts).
 * Fetched after hydration, not part of the first load.
 */
import { LEGACY_OUTBOX_TABLE, OUTBOX_CHANNEL, OUTBOX_COUNT_KEY, OUTBOX_DB_NAME, OUTBOX_TABLE, UNFINISHED_STATUSES } from '../../domain/outbox-names';
import { done, openAsItIs } from './idb-peek';

/**
 * Whether the outbox may hold a submission still to send or to correct. False only when that is
 * certain: the database does not exist, or its outbox table has none. Anything else (an older schema
 * whose items Dexie has yet to move, IndexedDB failing) answers true, and the machinery loads.
 */
async function outboxMayHoldWork(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const idb = await openAsItIs(OUTBOX_DB_NAME);
  if (idb === 'absent') return false;
  if (idb === 'unreadable') return true;
  try {
    // Before version 5 the items were in another table, which Dexie moves when it opens the database.
    if (!idb.objectStoreNames.contains(OUTBOX_TABLE)) return idb.objectStoreNames.contains(LEGACY_OUTBOX_TABLE);
    const byStatus = idb.transaction(OUTBOX_TABLE, 'readonly').objectStore(OUTBOX_TABLE).index('status');
    const counts = await Promise.all(UNFINISHED_STATUSES.map((status) => done(byStatus.count(IDBKeyRange.only(status)))));
    return counts.some((n) => n > 0);
  } catch {
    return true;
  } finally {
    idb.close();
  }
}

/**
 * Calls `work` when the outbox holds something now (outboxMayHoldWork) or another tab says it does
 * later (its stored count, written as it changes, or a message on the outbox's channel: claims given
 * back as it closed); `none` when it holds nothing now. Returns the stop.
 */
export function watchForOutboxWork(work: () => void, none: () => void): () => void {
  let stopped = false;
  void outboxMayHoldWork().then((held) => !stopped && (held ? work() : none()));
  const counted = (event: StorageEvent) => {
    if (event.key === OUTBOX_COUNT_KEY && event.newValue && /[1-9]/.test(event.newValue)) work();
  };
  window.addEventListener('storage', counted);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  if (channel) channel.onmessage = work;
  return () => {
    stopped = true;
    window.removeEventListener('storage', counted);
    channel?.close();
  };
}
