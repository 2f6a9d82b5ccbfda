/**
 * Issue 12, the server's side of rendered pages (server/plugins/ssr.ts) with a stand-in render
 * (ssr-stub.ts): private pages are the plain shell; rendered pages are kept until a write changes
 * what they read (here, and with PostgreSQL on every instance through the read cache's NOTIFY);
 * Home is rendered once in the background after the server starts listening.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { carTypes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { renderNumber, stubDist } from './ssr-stub';
import { auth, staffToken } from './staff-fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const html = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

/** A staff write through `t`: the first car type's price (content staff); it drops every rendered page. */
async function changeFirstPrice(t: TestApp, price: number): Promise<void> {
  const token = await staffToken(t, 'content');
  const [type] = await t.database.db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
  const write = await t.call({ method: 'PATCH', url: `/api/staff/content/types/${type.id}`, payload: { price_otr: price, price_disc: 0 }, headers: auth(token) });
  expect(write.statusCode, write.body).toBe(200);
}

describe('rendered pages on one instance', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ DIST_DIR: stubDist() }); });
  afterAll(() => t?.close());

  it('a private page is the plain shell, a public one is rendered with its own head (no shell og tag left)', async () => {
    for (const url of ['/private', '/private/detail/1?token=abc']) {
      const page = await html(t.app, url);
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('data-render');
    }
    const page = await html(t.app, '/stub');
    expect(page).toMatch(/<div id="root"><main data-render="\d+"/);
    expect(page).toContain('<title>Stub | Merapi Toyota</title>');
    expect(page).not.toContain('Shell');
  });

  it('keeps a page until a write changes a read it was drawn from: an article view drops the pages that read the news, not the others', async () => {
    const news = '/stub?reads=/api/news/home';
    const cars = '/stub?reads=/api/vehicles';
    const [newsFirst, carsFirst] = [renderNumber(await html(t.app, news)), renderNumber(await html(t.app, cars))];
    expect(renderNumber(await html(t.app, news))).toBe(newsFirst);
    expect(renderNumber(await html(t.app, cars))).toBe(carsFirst);
    const [article] = (await t.get('/api/news/home')).json().data as Array<{ seo: string }>;
    expect((await t.get(`/api/newsdetail/${article.seo}`)).statusCode).toBe(200);
    expect(renderNumber(await html(t.app, news))).toBeGreaterThan(carsFirst);
    expect(renderNumber(await html(t.app, cars))).toBe(carsFirst);
    // Any accepted staff write drops every page.
    await changeFirstPrice(t, 2_345_000);
    const carsAfter = await html(t.app, cars);
    expect(renderNumber(carsAfter)).toBeGreaterThan(carsFirst);
    expect(carsAfter).toContain('2345000');
  });

  it('after half a minute sends a page at once while a render in the background replaces it, for five minutes; a dropped page is never sent again', async () => {
    // Only Date is faked: the server's timers and the test's waits run on the real clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const page = '/stub?reads=/api/vehicles&stale=1';
      const first = renderNumber(await html(t.app, page));
      vi.setSystemTime(Date.now() + 31_000);
      // Older than 30 s: the same page at once, and a render starts behind it (one, however many ask).
      expect(renderNumber(await html(t.app, page))).toBe(first);
      expect(renderNumber(await html(t.app, page))).toBe(first);
      await vi.waitFor(async () => expect(renderNumber(await html(t.app, page))).toBeGreaterThan(first));
      const second = renderNumber(await html(t.app, page));
      expect(second).toBe(first + 1);
      // Older than 30 s and 5 min: rendered before it is sent.
      vi.setSystemTime(Date.now() + 30_000 + 5 * 60_000 + 1_000);
      const third = renderNumber(await html(t.app, page));
      expect(third).toBeGreaterThan(second);
      expect(renderNumber(await html(t.app, page))).toBe(third);
      // Stale, then dropped by a write (a staff edit): the next visitor waits for a fresh render, never the old page.
      vi.setSystemTime(Date.now() + 31_000);
      await changeFirstPrice(t, 2_468_000);
      const afterWrite = await html(t.app, page);
      expect(renderNumber(afterWrite)).toBeGreaterThan(third);
      expect(afterWrite).toContain('2468000');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders Home in the background once the server listens', async () => {
    const before = renderNumber(await html(t.app, '/stub?sebelum=1'));
    const logged = vi.spyOn(t.app.log, 'info');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // No request meanwhile: only the warm-up can render Home now; it says so when done (no clock involved).
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.objectContaining({ rendered: true }), 'home rendered at start-up'), { timeout: 10_000 });
    logged.mockRestore();
    const probe = renderNumber(await html(t.app, '/stub?sesudah=1'));
    const home = await html(t.app, '/');
    expect(home).toContain('data-path="/"');
    // Home was drawn after start-up and before the probe: by the warm-up, and kept for the first visitor.
    expect(renderNumber(home)).toBeGreaterThan(before);
    expect(renderNumber(home)).toBeLessThan(probe);
  });
});

describe.runIf(onPostgres)('rendered pages on two instances of one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let database: Database;

  beforeAll(async () => {
    a = await createTestApp({ DIST_DIR: stubDist() });
    const url = (a.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    database = await openDatabase({ databaseUrl: url, dataDir: null });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-second-'));
    b = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: stubDist() }), database });
    await b.ready();
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await database?.close();
    await a?.close();
  });

  it('a price changed through one instance shows on the other\'s rendered page at once', async () => {
    expect(b.readCache.active).toBe(true);
    const page = '/stub?reads=/api/vehicles';
    const first = renderNumber(await html(b, page));
    expect(renderNumber(await html(b, page))).toBe(first);
    const token = await staffToken(a, 'content');
    const [type] = await a.database.db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
    const invalidated = once(b.readCache.events, 'invalidated');
    const write = await a.call({ method: 'PATCH', url: `/api/staff/content/types/${type.id}`, payload: { price_otr: 1_357_000, price_disc: 0 }, headers: auth(token) });
    expect(write.statusCode, write.body).toBe(200);
    await invalidated;
    const after = await html(b, page);
    expect(renderNumber(after)).not.toBe(first);
    expect(after).toContain('1357000');
  });
});
