/// <reference lib="webworker" />
/**
 * Background-sync replay of the page's Dexie outbox. The worker opens the page's database in
 * Dexie's dynamic mode (no schema of its own to drift) and drains it with the same claims, lanes
 * and transport as the page (shared/outbox-store.ts); open pages see the outcome through their
 * live queries.
 */
import Dexie from 'dexie';
import { OUTBOX_DB_NAME, OUTBOX_TABLE, type OutboxItem } from '../domain/outbox';
import { holdOwnerLock, newOwnerId, oneDrainAtATime } from '../shared/outbox-owner';
import { drainOutbox } from '../shared/outbox-store';

/** Sends every due item once; throws if any must be retried, so the browser syncs again later. */
export async function replayOutbox(): Promise<void> {
  const db = new Dexie(OUTBOX_DB_NAME);
  await db.open();
  try {
    if (!db.tables.some((t) => t.name === OUTBOX_TABLE)) return;
    const table = db.table<OutboxItem, string>(OUTBOX_TABLE);
    const owner = newOwnerId('sw');
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    // The lock says this replay is alive; if the browser stops the worker mid-send, its claims are void at once.
    await holdOwnerLock(owner, done);
    try {
      const report = await oneDrainAtATime(() => drainOutbox({ table, owner }));
      if (report.retry > 0) throw new Error('outbox: some submissions will be retried');
    } finally {
      finish();
    }
  } finally {
    db.close();
  }
}
