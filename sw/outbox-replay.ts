/// <reference lib="webworker" />
/**
 * Background-sync replay of the page's Dexie outbox. The worker opens the page's database in
 * Dexie's dynamic mode (no schema of its own to drift) and drains it with the same claims, lanes
 * and transport as the page (shared/outbox-store.ts); open pages see the outcome through their
 * live queries. Each item's URL comes from the endpoint map (its typed request, domain/outbox-request.ts).
 */
import { Dexie } from '../shared/dexie';
import { OUTBOX_DB_NAME, OUTBOX_TABLE, type OutboxItem } from '../domain/outbox';
import { asOwner, newOwnerId, oneDrainAtATime } from '../shared/outbox-owner';
import { drainOutbox } from '../shared/outbox-store';

/** Sends every due item once; throws if any must be retried, so the browser syncs again later. */
export async function replayOutbox(): Promise<void> {
  const db = new Dexie(OUTBOX_DB_NAME);
  await db.open();
  try {
    // An older database keeps its items in another table (URL strings until version 4): the page
    // moves and converts them when it opens the database (src/data/database.ts) and replays them at
    // start-up; converting them here would hand an open page of the older version items it cannot read.
    if (!db.tables.some((t) => t.name === OUTBOX_TABLE)) return;
    const table = db.table<OutboxItem, string>(OUTBOX_TABLE);
    // The owner's lock says this run is alive; if the browser stops the worker mid-send, its claims are void at once.
    const owner = newOwnerId('sw');
    const report = await oneDrainAtATime(() => asOwner(owner, () => drainOutbox({ table, owner })));
    if (report.retry > 0) throw new Error('outbox: some submissions will be retried');
  } finally {
    db.close();
  }
}
