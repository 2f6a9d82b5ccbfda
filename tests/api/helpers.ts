/**
 * Builds the whole app for API tests on a freshly migrated and seeded database: in-memory PGlite
 * by default, PostgreSQL when TEST_DATABASE_URL is set (that run goes one file at a time, and
 * each file starts from an empty schema).
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
import { watchSerialisation } from './serialisation-check';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** inject with the API key set. */
  call(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Each test worker gets a database of its own beside the given one (`test` -> `test_w1`), so files run in parallel. */
async function workerDatabase(url: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID ?? '1';
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'test'}_w${worker}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name}"`).catch((error: { code?: string }) => {
    if (error.code !== '42P04') throw error; // created meanwhile by another worker
  });
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

async function resetPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
}

/** `overrides`: config variables; `logger`: pino options (plugins/logging's loggerOptions), none by default. */
export async function createTestApp(overrides: Record<string, string> = {}, { logger }: { logger?: Record<string, unknown> } = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL ? await workerDatabase(process.env.TEST_DATABASE_URL) : undefined;
  if (url) await resetPostgres(url);
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
    call,
    get: (url, headers = {}) => call({ method: 'GET', url, headers }),
    post: (url, payload = {}, headers = {}) => call({ method: 'POST', url, payload: payload as never, headers }),
    close: async () => {
      await app.close();
      await database.close();
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
