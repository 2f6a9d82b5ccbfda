/**
 * Small values by key (the member, staff and showroom sessions, the order draft) in the `keyval`
 * table of the page's one IndexedDB database (src/data/database.ts, version 4). Each user of it
 * has a namespace (`member:session`). Reads use plain IndexedDB, so the session is known before
 * the first render without loading Dexie (src/data/db.ts); writes go through Dexie, which owns the
 * schema. Values kept by idb-keyval before (a database per namespace) are moved here once, the
 * first time the namespace is used, so nobody is signed out and no order draft is lost.
 */
import { OUTBOX_DB_NAME } from '../../domain/outbox-names';
import { openDb } from './db';
import { done, openExisting } from './idb-peek';

/** The table's name (database.ts declares it). */
const TABLE = 'keyval';

/** One namespace of values. */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Deletes every value of the namespace. */
  clear(): Promise<void>;
}

/** No storage (the server's render): reads and writes fail, as the stores expect of a broken IndexedDB. */
export const noKeyValueStore: KeyValueStore = {
  get: () => Promise.reject(new Error('no storage here')),
  set: () => Promise.reject(new Error('no storage here')),
  del: () => Promise.reject(new Error('no storage here')),
  clear: () => Promise.reject(new Error('no storage here')),
};

/** Reads one value of `store` in database `name` with plain IndexedDB; undefined when absent. */
async function readPlain<T>(name: string, store: string, key: string): Promise<T | undefined> {
  const idb = await openExisting(name, store);
  if (!idb) return undefined;
  try {
    return (await done(idb.transaction(store, 'readonly').objectStore(store).get(key))) as T | undefined;
  } finally {
    idb.close();
  }
}

/** Every key and value of an idb-keyval database (its store is 'keyval'), or null when it does not exist. */
async function readLegacy(name: string): Promise<Array<[string, unknown]> | null> {
  const idb = await openExisting(name, 'keyval');
  if (!idb) return null;
  try {
    const store = idb.transaction('keyval', 'readonly').objectStore('keyval');
    const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
    return keys.map((key, i) => [String(key), values[i]]);
  } finally {
    idb.close();
  }
}

/** Deletes a database; resolves whatever happens (a blocked delete finishes when its last connection closes). */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/**
 * The values of namespace `namespace`; `legacyDb` is the idb-keyval database it used before
 * (moved over on first use, then deleted).
 */
export function keyValueStore(namespace: string, legacyDb?: string): KeyValueStore {
  const full = (key: string) => `${namespace}:${key}`;
  const table = async () => (await openDb()).keyval;
  let moved: Promise<void> | null = null;
  /** Moves the old database's values where the table has none, then deletes it: once. */
  const moveLegacy = (): Promise<void> =>
    (moved ??= (async () => {
      if (!legacyDb) return;
      const entries = await readLegacy(legacyDb);
      if (!entries) return;
      const keyval = await table();
      await keyval.db.transaction('rw', keyval, async () => {
        for (const [key, value] of entries) if ((await keyval.get(full(key))) === undefined) await keyval.put(value, full(key));
      });
      await deleteDatabase(legacyDb);
    })().catch((error: unknown) => {
      moved = null;
      console.warn('[storage] could not move the old values of', namespace, error);
    }));

  return {
    async get<T>(key: string): Promise<T | undefined> {
      const value = await readPlain<T>(OUTBOX_DB_NAME, TABLE, full(key));
      if (value !== undefined || !legacyDb) return value;
      // Not here yet: the old database may still hold it. Read it there now; the move waits for Dexie.
      const entries = await readLegacy(legacyDb);
      if (!entries) return undefined;
      void moveLegacy();
      return entries.find(([k]) => k === key)?.[1] as T | undefined;
    },
    async set(key, value) {
      await moveLegacy();
      await (await table()).put(value, full(key));
    },
    async del(key) {
      await moveLegacy();
      await (await table()).delete(full(key));
    },
    async clear() {
      await moveLegacy();
      const keyval = await table();
      const prefix = `${namespace}:`;
      const keys = (await keyval.toCollection().primaryKeys()).filter((key) => key.startsWith(prefix));
      await keyval.bulkDelete(keys);
    },
  };
}
