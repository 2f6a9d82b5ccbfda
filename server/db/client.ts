/** The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over either driver; both speak the same PostgreSQL dialect. A transaction is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The one transaction type: what `db.transaction` hands its callback (assignable to `Db`, so repositories take either). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Work that must run once per database while no other instance starts up (migrations, seeding). */
export type StartupStep = (db: Db) => Promise<unknown>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Key of the session-level advisory lock every instance takes around migrations and seeding, so
 * several instances started at once on one empty PostgreSQL do them one after the other.
 */
export const STARTUP_LOCK_KEY = 7_301_977;

/**
 * The types drizzle's PGlite driver reads as text (timestamps, dates, intervals and their arrays,
 * numeric[]): it passes the same identity parsers with every query.
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type QueryOptions = Parameters<PGliteClient['query']>[2];

/**
 * PGlite merges per-query parsers into a copy of its whole parser table (300+ types) on every
 * query; with drizzle passing its parsers each time, that copy was about a tenth of a form write's
 * CPU. The same parsers are set once on the client instead, and a query whose parsers are exactly
 * drizzle's set (the same types, identity) runs without them; any other query is left as it is.
 */
function shareDrizzleParsers(client: PGliteClient): void {
  const text = (value: string) => value;
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = text;
  const ownSet = (parsers: Record<number, (value: string, typeId: number) => unknown>) =>
    Object.keys(parsers).length === DRIZZLE_TEXT_TYPES.length && DRIZZLE_TEXT_TYPES.every((oid) => parsers[oid]?.('x', oid) === 'x');
  const lean = (options: QueryOptions): QueryOptions => (options?.parsers && ownSet(options.parsers) ? { ...options, parsers: undefined } : options);
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => query(text, params, lean(options))) as PGliteClient['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<PGliteClient['transaction']>[0]) => transaction((tx) => {
    const txQuery = tx.query.bind(tx);
    tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => txQuery(text, params, lean(options))) as typeof tx.query;
    return work(tx);
  })) as PGliteClient['transaction'];
}

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
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const raw = drizzle({ client: pool, schema });
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
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = dir ? new PGlite(dir) : opts.snapshot ? new PGlite({ loadDataDir: opts.snapshot }) : new PGlite();
  await client.waitReady;
  shareDrizzleParsers(client);
  const raw = drizzle({ client, schema });
  const db = raw as unknown as Db;
  // One process owns an embedded database: no lock needed.
  await migrate(raw, { migrationsFolder });
  await opts.startup?.(db);
  return { db, kind: 'pglite', close: () => client.close() };
}
