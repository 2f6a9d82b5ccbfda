/**
 * The mirror's rows and the one rule for storing them, for the page (src/data/db.ts) and the mirror
 * worker (workers/mirror.worker.ts). Types only from the schema (shared/merapi-db.ts): the page's
 * first load imports this and must not bring Dexie with it.
 */
import type { MerapiDb } from './merapi-db';

/** One mirrored API answer, keyed by the request (e.g. 'vehicles', 'carname:3'). */
export interface MirrorRow<T = unknown> {
  key: string;
  data: T;
  /** Epoch milliseconds of the answer. */
  fetchedAt: number;
}

/**
 * Stores each answer unless the mirror holds a newer one for its key, in one transaction: a page the
 * browser kept may be older than the mirror, and answers stored from two threads land in any order.
 */
export async function storeUnlessNewer(db: MerapiDb, rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  await db.transaction('rw', db.responses, async () => {
    const stored = (await db.responses.bulkGet(rows.map((row) => row.key))) as Array<MirrorRow<unknown> | undefined>;
    const newer = rows.filter((row, i) => !stored[i] || stored[i].fetchedAt < row.fetchedAt);
    if (newer.length > 0) await db.responses.bulkPut(newer as MirrorRow[]);
  });
}
