/**
 * Builds the whole app for API tests on a freshly migrated and seeded database: in-memory PGlite
 * from the run's seeded snapshot by default, PostgreSQL when TEST_DATABASE_URL is set (each worker
 * has its database, copied afresh per app from the run's seeded template: tests/api/global-setup.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';
import { templateName } from './global-setup';
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

/**
 * A database of the app's own beside the given one (`test` -> `test_w1_3`: worker 1's third app, so
 * files run in parallel and a file may hold two apps at once), copied from the run's migrated and
 * seeded template; `drop` removes it when the app closes, if nothing else still uses it.
 */
async function copyDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'test'}_w${process.env.VITEST_POOL_ID ?? '1'}_${++copies}`;
  const admin = async (statements: string[]) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  };
  // A test's commits need not wait for the disk: nothing of it must survive a crash of the machine.
  await admin([`drop database if exists "${name}" with (force)`, `create database "${name}" template "${templateName(url)}"`,
    `alter database "${name}" set synchronous_commit = off`]);
  target.pathname = `/${name}`;
  // Without force: a connection the test still holds (a second instance, a listener closing) is not
  // cut under it; a copy still in use is dropped at the run's end (global-setup.ts).
  return { url: target.toString(), drop: () => admin([`drop database if exists "${name}"`]).catch(() => undefined) };
}

/** `overrides`: config variables; `logger`: pino options (plugins/logging's loggerOptions), none by default. */
export async function createTestApp(overrides: Record<string, string> = {}, { logger }: { logger?: Record<string, unknown> } = {}): Promise<TestApp> {
  const copy = process.env.TEST_DATABASE_URL ? await copyDatabase(process.env.TEST_DATABASE_URL) : undefined;
  const url = copy?.url;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-test-'));
  const snapshotFile = url ? '' : inject('pgliteSnapshot');
  const snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;
  const database = await openDatabase({ databaseUrl: url, dataDir: null, snapshot });
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
      await copy?.drop();
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
