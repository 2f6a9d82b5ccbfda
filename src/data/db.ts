/**
 * The door to the page's IndexedDB (the Dexie database in ./database.ts): `openDb()` loads it on
 * first use, so the code of a server-rendered page's first paint and hydration carries no Dexie
 * (docs/rendering.md). Mirror reads and writes go through here; so does every other module.
 */
import type * as DatabaseModule from './database';
import type { MerapiDb } from './database';
import { PRERENDERED_SCRIPT_ID } from './prerender';

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
/**
 * A server-rendered page (its answers embedded in the HTML, docs/rendering.md) shows those answers
 * while it hydrates, so the database (loading Dexie, opening IndexedDB, the mirror's writes and live
 * queries, the pending count, the outbox's start-up replay) waits until hydration is done and the
 * browser is idle, rather than competing with it for a slow phone's main thread. A timer ends the wait
 * whatever happens; the precached shell (offline, installed) does not wait.
 */
const HYDRATION_WAIT_MAX_MS = 4000;
let openGate: (() => void) | null = null;
const gate: Promise<void> =
  typeof document !== 'undefined' && document.getElementById(PRERENDERED_SCRIPT_ID)
    ? new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HYDRATION_WAIT_MAX_MS);
      openGate = () => {
        openGate = null;
        clearTimeout(timer);
        const idle = (globalThis as { requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number }).requestIdleCallback;
        if (idle) idle(() => resolve(), { timeout: 1000 });
        else setTimeout(resolve, 0);
      };
    })
    : Promise.resolve();

/** Hydration is done (app.tsx): the database loads once the browser is idle. */
export function databaseMayOpen(): void {
  openGate?.();
}

/** The database module (Dexie, its `liveQuery`), loaded once. */
export function loadDatabase(): Promise<typeof DatabaseModule> {
  // A failed fetch of the code (a first visit that lost the network before the service worker cached
  // it) is not remembered: the next use tries again.
  return (database ??= gate.then(() => import('./database')).then(
    async (module) => {
      loaded = module.db;
      const rows = adopted;
      adopted = [];
      if (rows.length > 0) await storeUnlessNewer(module.db, rows);
      return module;
    },
    (error: unknown) => {
      database = null;
      throw error;
    },
  ));
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

/** Answers a server-rendered page was drawn with, stored as the database opens (writeMirrorUnlessNewer). */
let adopted: Array<MirrorRow<unknown>> = [];

/** Stores each answer unless the mirror holds a newer one for its key, in one transaction. */
async function storeUnlessNewer(db: MerapiDb, rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  try {
    await db.transaction('rw', db.responses, async () => {
      const stored = (await db.responses.bulkGet(rows.map((row) => row.key))) as Array<MirrorRow<unknown> | undefined>;
      const newer = rows.filter((row, i) => !stored[i] || stored[i].fetchedAt < row.fetchedAt);
      if (newer.length > 0) await db.responses.bulkPut(newer as MirrorRow[]);
    });
  } catch (error) {
    console.warn('[mirror] could not store the page\'s answers', error);
  }
}

/**
 * Stores the answers a server-rendered page was drawn with, unless the mirror holds a newer one (a page
 * the browser kept may be older than the mirror). Before the database has opened they are stored as it
 * opens, before any other read: one transaction, and the page's live queries read them on their first
 * run instead of running again when they are written (a read and a write per answer and a second run of
 * every section's query, on a slow phone's main thread right after hydration).
 */
export async function writeMirrorUnlessNewer(rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  if (rows.length === 0) return;
  if (loaded) return storeUnlessNewer(loaded, rows);
  adopted.push(...rows);
  await loadDatabase().catch(() => undefined);
}
