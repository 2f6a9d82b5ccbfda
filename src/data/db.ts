/**
 * The door to the page's IndexedDB (the Dexie database in ./database.ts): `openDb()` loads it on
 * first use, so the code of a server-rendered page's first paint and hydration carries no Dexie
 * (docs/rendering.md). Mirror reads and writes go through here; so does every other module.
 */
import type * as DatabaseModule from './database';
import type { MerapiDb } from './database';

/** One mirrored API answer, keyed by the request (e.g. 'vehicles', 'carname:3'). */
export interface MirrorRow<T = unknown> {
  key: string;
  data: T;
  /** Epoch milliseconds of the answer. */
  fetchedAt: number;
}

export type { MerapiDb };

let database: Promise<typeof DatabaseModule> | null = null;
let loaded: MerapiDb | null = null;

/** The database module (Dexie, its `liveQuery`), loaded once. */
export function loadDatabase(): Promise<typeof DatabaseModule> {
  return (database ??= import('./database').then((module) => {
    loaded = module.db;
    return module;
  }));
}

/** The database if it was loaded already (synchronous code such as a pagehide handler), else null. */
export function loadedDb(): MerapiDb | null {
  return loaded;
}

/** The page's database, opened on first use. */
export async function openDb(): Promise<MerapiDb> {
  return (await loadDatabase()).db;
}

/** Reads a mirrored answer; null when nothing is mirrored or IndexedDB is unavailable. */
export async function readMirror<T>(key: string): Promise<MirrorRow<T> | null> {
  try {
    const db = await openDb();
    return ((await db.responses.get(key)) as MirrorRow<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Stores an answer in the mirror; a storage failure is logged, never thrown (the answer still renders). */
export async function writeMirror<T>(row: MirrorRow<T>): Promise<void> {
  try {
    const db = await openDb();
    await db.responses.put(row);
  } catch (error) {
    console.warn('[mirror] could not store', row.key, error);
  }
}
