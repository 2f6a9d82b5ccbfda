/** The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { tunePglite } from './pglite-tuning';
import { checkChannel, listenPostgres, type Unlisten } from './listen';

/** PGlite's shared_buffers (Postgres's default is 128MB). */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Drizzle over either driver; both speak the same PostgreSQL dialect. A transaction is one too.
 * Built without the schema map: the relational `db.query.*` API is not used, and with the map
 * drizzle built a query builder for every table on every transaction (a few percent of a form write).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The one transaction type: what `db.transaction` hands its callback (assignable to `Db`, so repositories take either). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` once its transaction committed
   * (PostgreSQL: from any instance; PGlite: this process), and with '' each time listening starts
   * (PostgreSQL: also after a lost connection), since a NOTIFY sent before was not heard.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<Unlisten>;
  /**
   * The delivery worker's handle (services/notify/worker.ts). PostgreSQL: a pool of its own of
   * `WORKER_POOL_MAX` connections, opened at the first call and ended by `close`, so its claims and
   * marks never wait behind requests for one of theirs; PGlite: `db` (one process, one database).
   */
  workerDb(): Db;
  close(): Promise<void>;
}

/** Connections of the request pool on PostgreSQL. */
const REQUEST_POOL_MAX = 10;
/** Connections of the delivery worker's own pool: one for the claim or a mark, one for the reads beside it. */
export const WORKER_POOL_MAX = 2;

/** Work that must run once per database while no other instance starts up (migrations, seeding). */
export type StartupStep = (db: Db) => Promise<unknown>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Key of the session-level advisory lock every instance takes around migrations and seeding, so
 * several instances started at once on one empty PostgreSQL do them one after the other.
 */
export const STARTUP_LOCK_KEY = 7_301_977;

/**
 * Opens the database and applies pending migrations, then runs `startup` (e.g. seeding) under the
 * same lock. `dataDir` null means in memory (tests); `snapshot` starts an in-memory PGlite from a
 * dumped data directory (tests: migrated and seeded once).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null; snapshot?: Blob; startup?: StartupStep }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: REQUEST_POOL_MAX });
    const raw = drizzle({ client: pool });
    const db = raw as unknown as Db;
    // The lock lives on one dedicated connection: a crash closes it and frees the lock.
    const lockHolder = await pool.connect();
    try {
      await lockHolder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      await migrate(raw, { migrationsFolder });
      await opts.startup?.(db);
    } finally {
      await lockHolder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      lockHolder.release();
    }
    let worker: { pool: InstanceType<typeof pg.Pool>; db: Db } | null = null;
    const workerDb = () => {
      if (!worker) {
        const workerPool = new pg.Pool({ connectionString: opts.databaseUrl, max: WORKER_POOL_MAX });
        // An idle connection that breaks (a restarted server) is dropped by the pool; the next round opens another.
        workerPool.on('error', () => undefined);
        worker = { pool: workerPool, db: drizzle({ client: workerPool }) as unknown as Db };
      }
      return worker.db;
    };
    const close = async () => { await Promise.all([pool.end(), worker?.pool.end()]); };
    return { db, kind: 'postgres', listen: (channel, onNotify) => listenPostgres(pool, channel, onNotify), workerDb, close };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // Postgres's own 128 MB of shared buffers sit in PGlite's WebAssembly memory, in the server's RSS, for a
  // database of about 40 MB whose public reads the read cache answers from memory anyway: 32 MB hold its
  // hot pages and keep about 100 MiB out of the process (docs/performance.md, issue 35).
  const options = { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
  const client = dir ? new PGlite(dir, options) : opts.snapshot ? new PGlite({ loadDataDir: opts.snapshot, ...options }) : new PGlite(options);
  await client.waitReady;
  tunePglite(client);
  const raw = drizzle({ client });
  const db = raw as unknown as Db;
  // One process owns an embedded database: no lock needed.
  await migrate(raw, { migrationsFolder });
  await opts.startup?.(db);
  // One process owns the database: every NOTIFY comes from this process, delivered at its commit.
  const listen = async (channel: string, onNotify: (payload: string) => void): Promise<Unlisten> => {
    const unlisten = await client.listen(checkChannel(channel), onNotify);
    onNotify('');
    return async () => { if (!client.closed) await unlisten(); };
  };
  return { db, kind: 'pglite', listen, workerDb: () => db, close: () => client.close() };
}
