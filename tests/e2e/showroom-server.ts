/**
 * A server of its own for the showroom browser tests, in this process: the built PWA and the API
 * on an in-memory PGlite (migrated and seeded), the demo media of the global server's data
 * directory, so a test can change a price or read who a submission is attributed to.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedIfEmpty } from '../../server/seed';
import { launchBrowser } from './browser';
import { TABLET } from './staff-helpers';

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

/** Where the showroom tests put their screenshots. */
export const SHOWROOM_SHOTS = path.join(os.tmpdir(), 'showroom-shots');

export interface ShowroomTablet { server: ShowroomServer; context: BrowserContext; page: Page; errors: string[] }

/**
 * Registers the file's hooks: a browser and a showroom server of the file's own, and one tablet
 * page at the server's address collecting console errors and page errors. The returned object is
 * filled in by beforeAll.
 */
export function showroomTablet(): ShowroomTablet {
  const tablet = { errors: [] as string[] } as ShowroomTablet;
  let browser: Browser | undefined;
  beforeAll(async () => {
    mkdirSync(SHOWROOM_SHOTS, { recursive: true });
    [browser, tablet.server] = await Promise.all([launchBrowser(), startShowroomServer()]);
    tablet.context = await browser.newContext({ viewport: TABLET, baseURL: tablet.server.baseUrl, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
    tablet.page = await tablet.context.newPage();
    tablet.page.on('pageerror', (err) => tablet.errors.push(String(err)));
    tablet.page.on('console', (msg) => { if (msg.type() === 'error') tablet.errors.push(msg.text()); });
  });
  afterAll(async () => {
    await tablet.context?.close();
    await browser?.close();
    await tablet.server?.close();
  });
  return tablet;
}
