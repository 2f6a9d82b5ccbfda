/**
 * The page's IndexedDB (Dexie). Version 1 holds the read-through mirror of API answers; later
 * versions add the outbox and member-scoped tables with a new `this.version(n).stores({...})`
 * (never edit an existing version's schema).
 */
import Dexie, { type Table } from 'dexie';
import { OUTBOX_DB_NAME, type OutboxItem } from '../../domain/outbox';

/** One mirrored API answer, keyed by the request (e.g. 'vehicles', 'carname:3'). */
export interface MirrorRow<T = unknown> {
  key: string;
  data: T;
  /** Epoch milliseconds of the answer. */
  fetchedAt: number;
}

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

/** Reads a mirrored answer; null when nothing is mirrored or IndexedDB is unavailable. */
export async function readMirror<T>(key: string): Promise<MirrorRow<T> | null> {
  try {
    return ((await db.responses.get(key)) as MirrorRow<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Stores an answer in the mirror; a storage failure is logged, never thrown (the answer still renders). */
export async function writeMirror<T>(row: MirrorRow<T>): Promise<void> {
  try {
    await db.responses.put(row);
  } catch (error) {
    console.warn('[mirror] could not store', row.key, error);
  }
}
