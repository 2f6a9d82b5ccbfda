/**
 * Plain IndexedDB reads of the page's database, for what must be known without loading Dexie (which
 * owns the schema, shared/merapi-db.ts): the signed-in session before the first render (keyval.ts) and
 * whether the outbox holds anything before its machinery is loaded (outbox-peek.ts). Nothing here
 * creates or upgrades the database.
 */

export const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * Opens database `name` at whatever version it has: 'absent' when it does not exist (never created
 * here: the creation is aborted), 'unreadable' when IndexedDB fails (private modes, a broken profile).
 */
export function openAsItIs(name: string): Promise<IDBDatabase | 'absent' | 'unreadable'> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      return resolve('unreadable');
    }
    let creating = false;
    request.onupgradeneeded = () => {
      creating = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      resolve(creating ? 'absent' : 'unreadable');
    };
    request.onsuccess = () => {
      const idb = request.result;
      // A newer schema (Dexie opening a higher version) must not wait for this connection.
      idb.onversionchange = () => idb.close();
      resolve(idb);
    };
  });
}

/**
 * Opens database `name` as it is, with object store `store`; null when it does not exist, has no such
 * store yet (Dexie has not upgraded it) or cannot be read.
 */
export async function openExisting(name: string, store: string): Promise<IDBDatabase | null> {
  const idb = await openAsItIs(name);
  if (typeof idb === 'string') return null;
  if (idb.objectStoreNames.contains(store)) return idb;
  idb.close();
  return null;
}
