/**
 * Every API test file starts from one migrated and seeded database instead of migrating and seeding
 * again per file (seconds each on two cores): on PGlite a data-directory snapshot, on PostgreSQL a
 * template database (`<name>_template`) each file's database is copied from.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';
import { keepSeedCopy, onPg } from './seed-restore';

declare module 'vitest' {
  export interface ProvidedContext { pgliteSnapshot: string }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    const url = process.env.TEST_DATABASE_URL;
    await seedTemplate(url);
    return () => dropCopies(url);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merapi-snapshot-'));
  const database = await openDatabase({ dataDir: null });
  await seedIfEmpty(database.db, { demoStaff: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await keepSeedCopy(client);
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The PostgreSQL template every file's database is copied from (tests/api/helpers.ts), built afresh per run. */
export function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'test'}_template`;
}

async function seedTemplate(url: string): Promise<void> {
  const name = templateName(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), dataDir: null });
  await seedIfEmpty(database.db, { demoStaff: true });
  await database.close();
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  await keepSeedCopy(onPg(client));
  await client.end();
}

/** Drops the run's copies a test still held when its app closed (tests/api/helpers.ts), and the template. */
async function dropCopies(url: string): Promise<void> {
  const base = new URL(url).pathname.slice(1) || 'test';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${base}\\_w%\\_%`]);
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  await admin.query(`drop database if exists "${templateName(url)}" with (force)`);
  await admin.end();
}
