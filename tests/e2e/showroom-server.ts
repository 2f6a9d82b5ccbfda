/**
 * A server of its own for the showroom browser tests, in this process: the built PWA and the API
 * on an in-memory PGlite (migrated and seeded), the demo media of the global server's data
 * directory, so a test can change a price or read who a submission is attributed to.
 */
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';

export interface ShowroomServer { app: FastifyInstance; database: Database; baseUrl: string; close(): Promise<void> }

export async function startShowroomServer(): Promise<ShowroomServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-showroom-'));
  symlinkSync(path.join(inject('dataDir'), 'media'), path.join(dataDir, 'media'));
  const database = await openDatabase({ dataDir: null, startup: async (db) => { await seedIfEmpty(db, { demoStaff: true }); } });
  const config = loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app, database, baseUrl: address,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
