/**
 * The page's IndexedDB (Dexie). Version 1 holds the read-through mirror of API answers; later
 * versions add the outbox and member-scoped tables with a new `this.version(n).stores({...})`
 * (never edit an existing version's schema).
 *
 * Loaded on demand through `openDb()` (src/data/db.ts), never by the first paint's code: Dexie is
 * 31 KiB of compressed JavaScript that a server-rendered page does not need before it is drawn.
 */
import { Dexie, liveQuery, type Table } from '../../shared/dexie';
import { OUTBOX_DB_NAME, type OutboxItem } from '../../domain/outbox';
import type { MirrorRow } from './db';

/** The typed database; one instance for the page (`db`). */
export class MerapiDb extends Dexie {
  responses!: Table<MirrorRow, string>;
  /** Form submissions waiting to be sent, sent, or refused (domain/outbox.ts). */
  outbox!: Table<OutboxItem, string>;

  constructor(name: string = OUTBOX_DB_NAME) {
    super(name);
    this.version(1).stores({
      responses: 'key, fetchedAt',
    });
    this.version(2).stores({
      outbox: 'id, status, createdAt',
    });
    // Waiting items by when they are due: the connection's return wakes only those in a backoff.
    this.version(3).stores({
      outbox: 'id, status, createdAt, [status+nextAttemptAt]',
    });
  }
}

export const db = new MerapiDb();

export { Dexie, liveQuery };
