/// <reference lib="webworker" />
/**
 * Stores mirrored answers off the page's main thread: the answers a server-rendered page was drawn
 * with, and what its queries fetch, while the page itself has no use for its database (src/data/db.ts).
 * Loading Dexie, opening (or creating and upgrading) the database and cloning the rows into it cost a
 * slow phone's main thread a good part of a page's boot; here they cost it one message.
 */
import { expose } from 'comlink';
import { MerapiDb } from '../shared/merapi-db';
import { storeUnlessNewer, type MirrorRow } from '../shared/mirror-rows';
import type { MirrorWorkerApi } from './api';

let db: MerapiDb | null = null;

const api: MirrorWorkerApi = {
  async store(rows: Array<MirrorRow<unknown>>): Promise<void> {
    db ??= new MerapiDb();
    await storeUnlessNewer(db, rows);
  },
};

expose(api);
