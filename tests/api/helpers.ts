/**
 * Builds the whole app for API tests on a freshly migrated and seeded database: in-memory PGlite
 * from the run's seeded snapshot by default, PostgreSQL when TEST_DATABASE_URL is set (each worker
 * has its database, copied afresh per app from the run's seeded template: tests/api/global-setup.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { seedIfEmpty } from '../../server/seed';
import { templateName } from './global-setup';
import { onPg, restorePostgres, restoreSeed } from './seed-restore';
import { watchSerialisation } from './serialisation-check';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's own PostgreSQL database (for a second connection or instance), undefined on PGlite. */
  databaseUrl?: string;
  /** inject with the API key set. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let copies = 0;

/** Gives `use` a connection of its own to `url`, ended after it. */
async function onConnection<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * The worker's PostgreSQL databases whose apps have closed, by URL. Like the PGlite instances below,
 * each is put back as seeded (seed-restore.ts) for the next app instead of copying the template
 * again; one still in use by a connection the test left (a second instance closing, a killed
 * server's) is left alone and dropped at the run's end (global-setup.ts).
 */
const idleCopies: string[] = [];

/**
 * A database of the app's own beside the given one (`test` -> `test_w1_3`: worker 1's third copy, so
 * files run in parallel and a file may hold two apps at once): an idle one put back as seeded, or a
 * new copy of the run's migrated and seeded template.
 */
async function postgresCopy(url: string): Promise<string> {
  while (idleCopies.length) {
    const copy = idleCopies.pop()!;
    if (await onConnection(copy, (client) => restorePostgres(onPg(client)))) return copy;
  }
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '1'}_${++copies}`;
  // A test's commits need not wait for the disk: nothing of it must survive a crash of the machine.
  await onConnection(url, async (client) => {
    for (const statement of [`drop database if exists "${name}" with (force)`, `create database "${name}" template "${templateName(url)}"`,
      `alter database "${name}" set synchronous_commit = off`]) await client.query(statement);
  });
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The worker's PGlite instances, open from the run's seeded snapshot. The worker keeps this module
 * between files (`isolate: false`), so an app's instance, once its app closes, is put back as seeded
 * (seed-restore.ts) and given to the next app instead of opening the snapshot again: 1.8 s of CPU per
 * app on two cores, against milliseconds. A file that holds two apps at once gets two instances.
 */
const idle: Database[] = [];

async function pgliteFromSnapshot(): Promise<Database> {
  while (idle.length) {
    const database = idle.pop()!;
    if (await restoreSeed(clientOf(database))) return database;
    await database.close().catch(() => undefined);
  }
  const database = await openDatabase({ dataDir: null, snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
  // A snapshot opens with its sequences where recovery leaves them (up to 32 past the seed's last
  // values): restored at once, a new instance starts exactly as a reused one does.
  if (!(await restoreSeed(clientOf(database)))) throw new Error('the seeded snapshot could not be restored');
  return database;
}

function clientOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * The instance as the app sees it: a drizzle of its own over the shared client (what the server keeps
 * per database object, such as its VAPID key, starts empty for each app as in a process of its own);
 * closing it hands the instance back to the worker's idle ones.
 */
function lent(database: Database): Database {
  let returned = false;
  const db = pgliteDrizzle({ client: clientOf(database) }) as unknown as Db;
  return { ...database, db, workerDb: () => db, close: async () => { if (!returned) { returned = true; idle.push(database); } } };
}

/** `overrides`: config variables; `logger`: pino options (plugins/logging's loggerOptions), none by default. */
export async function createTestApp(overrides: Record<string, string> = {}, { logger }: { logger?: Record<string, unknown> } = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL ? await postgresCopy(process.env.TEST_DATABASE_URL) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-test-'));
  const database = url ? await openDatabase({ databaseUrl: url, dataDir: null }) : lent(await pgliteFromSnapshot());
  await seedIfEmpty(database.db, { demoStaff: true });
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), ...overrides });
  const app = await buildApp({ config, database, logger });
  const reshaped = watchSerialisation(app);
  await app.ready();
  const call = (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({ ...opts, headers: { 'x-api-key': DEMO_API_KEY, ...(opts.headers ?? {}) } });
  return {
    app,
    database,
    databaseUrl: url,
    call,
    get: (url, headers = {}) => call({ method: 'GET', url, headers }),
    post: (url, payload = {}, headers = {}) => call({ method: 'POST', url, payload: payload as never, headers }),
    close: async () => {
      await app.close();
      await database.close();
      if (url) idleCopies.push(url);
      if (reshaped.length) throw new Error(`A response schema changed ${reshaped.length} answer(s):\n${reshaped.slice(0, 5).join('\n')}`);
    },
  };
}

/**
 * An upload is kept privately: in the blob store (the database with PostgreSQL), and with the disk
 * store as a file no one but the server's user may read.
 */
export async function expectPrivateUpload(t: TestApp, key: string): Promise<void> {
  const { expect } = await import('vitest');
  const blob = await t.app.blobs.get(key);
  expect(blob?.contentType).toBe('image/jpeg');
  expect(blob!.bytes.length).toBeGreaterThan(0);
  if (t.app.blobs.kind === 'disk') expect(statSync(path.join(t.app.config.dataDir, key)).mode & 0o077).toBe(0);
  else expect(t.database.kind).toBe('postgres');
}
