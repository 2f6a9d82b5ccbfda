/**
 * PGlite runs of the API tests start every file from one migrated and seeded snapshot instead of
 * migrating and seeding again per file (seconds each on two cores). PostgreSQL runs reset per file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';

declare module 'vitest' {
  export interface ProvidedContext { pgliteSnapshot: string }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merapi-snapshot-'));
  const database = await openDatabase({ dataDir: null });
  await seedIfEmpty(database.db, { demoStaff: true });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
