/**
 * The door to the page's IndexedDB (the Dexie database in ./database.ts, its schema in
 * shared/merapi-db.ts): `openDb()` loads it on first use, so the code of a server-rendered page's first
 * paint and hydration carries no Dexie (docs/rendering.md). Mirror reads and writes go through here;
 * so does every other module.
 *
 * A server-rendered page may never need its database on its own thread: what it shows came with it,
 * and what it stores (the answers it was drawn with, what its queries fetch) the mirror worker stores
 * (workers/mirror.worker.ts). Dexie loads there only when something reads the database: a screen that
 * needs the mirror, a form, the outbox holding work (src/app/pwa/outbox-start.ts).
 */
import { storeUnlessNewer, type MirrorRow } from '../../shared/mirror-rows';
import type * as DatabaseModule from './database';
import type { MerapiDb } from './database';
import { PRERENDERED_SCRIPT_ID } from './prerender';

export type { MirrorRow, MerapiDb };

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
/** The page was drawn by the server (its answers embedded), not by the precached shell. */
const drawnByServer = typeof document !== 'undefined' && document.getElementById(PRERENDERED_SCRIPT_ID) !== null;
let openGate: (() => void) | null = null;
const gate: Promise<void> =
  drawnByServer
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

/** Resolves when a server-rendered page has hydrated and the browser is idle (at once in the shell). */
export function afterHydration(): Promise<void> {
  return gate;
}

/** Whether this page was drawn by the server: its readers need not open the database to show anything. */
export function pageDrawnByServer(): boolean {
  return drawnByServer;
}

/** Waiting for the database to be loaded by someone else (whenDatabaseLoaded). */
const waiting = new Set<(module: typeof DatabaseModule) => void>();
let loadedModule: typeof DatabaseModule | null = null;

/**
 * Calls `ready` once the page's database is loaded (at once if it is), without loading it: a reader that
 * can do without it (a server-rendered page's live mirror reads) follows it from when someone opens it.
 * Returns the cancel.
 */
export function whenDatabaseLoaded(ready: (module: typeof DatabaseModule) => void): () => void {
  if (loadedModule) {
    ready(loadedModule);
    return () => {};
  }
  waiting.add(ready);
  return () => void waiting.delete(ready);
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
      if (rows.length > 0) await storeQuietly(module.db, rows);
      loadedModule = module;
      for (const ready of waiting) ready(module);
      waiting.clear();
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

/**
 * Stores an answer in the mirror; a storage failure is logged, never thrown (the answer still renders).
 * On a server-rendered page whose database is not loaded, through the mirror worker, unless the mirror
 * holds a newer answer.
 */
export async function writeMirror<T>(row: MirrorRow<T>): Promise<void> {
  if (!database && drawnByServer) return storeOffThread([row]);
  try {
    const db = await openDb();
    await db.responses.put(row);
  } catch (error) {
    console.warn('[mirror] could not store', row.key, error);
  }
}

/** Answers a server-rendered page was drawn with, stored as the database opens (writeMirrorUnlessNewer). */
let adopted: Array<MirrorRow<unknown>> = [];

/** storeUnlessNewer, a storage failure logged, never thrown. */
async function storeQuietly(db: MerapiDb, rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  try {
    await storeUnlessNewer(db, rows);
  } catch (error) {
    console.warn('[mirror] could not store the page\'s answers', error);
  }
}

/**
 * Stores answers through the mirror worker, once the page has hydrated, unless the page's own database
 * has been loaded meanwhile (then there, where its live reads see them at once). Where the worker cannot
 * run (no module workers), the page loads its database after all.
 */
async function storeOffThread(rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  await gate;
  if (!database) {
    try {
      const { mirrorWorker } = await import('../lib/workers');
      await mirrorWorker.call((worker) => worker.store([...rows]));
      return;
    } catch (error) {
      console.warn('[mirror] the worker could not store answers, the page does', error instanceof Error ? error.message : error);
    }
  }
  if (loaded) return storeQuietly(loaded, rows);
  adopted.push(...rows);
  await loadDatabase().catch(() => undefined);
}

/**
 * Stores the answers a server-rendered page was drawn with, unless the mirror holds a newer one (a page
 * the browser kept may be older than the mirror): through the mirror worker while the page has no
 * database of its own; if the database is loading, as it opens, before any other read: one
 * transaction, and the page's live queries read them on their first run instead of running again when
 * they are written.
 */
export async function writeMirrorUnlessNewer(rows: ReadonlyArray<MirrorRow<unknown>>): Promise<void> {
  if (rows.length === 0) return;
  if (loaded) return storeQuietly(loaded, rows);
  if (!database && drawnByServer) return storeOffThread(rows);
  adopted.push(...rows);
  await loadDatabase().catch(() => undefined);
}
