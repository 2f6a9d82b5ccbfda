/**
 * The page's IndexedDB (Dexie): the schema is shared/merapi-db.ts; this is the page's one instance.
 *
 * Loaded on demand through `openDb()` (src/data/db.ts), never by the first paint's code: Dexie is
 * 31 KiB of compressed JavaScript that a server-rendered page does not need before it is drawn.
 */
import { MerapiDb } from '../../shared/merapi-db';

export { MerapiDb };

export const db = new MerapiDb();

export { Dexie, liveQuery } from '../../shared/dexie';
