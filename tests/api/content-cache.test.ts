/**
 * Issue 12.5: the public reads answer from memory with a strong ETag (304 for an unchanged read),
 * are emptied by every write that changes what they show, and, on PostgreSQL, on every instance.
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEMO_API_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { brochures, carTypes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('read cache', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t?.close());

  it('GET vehicles: a strong ETag, the same bytes from memory, 304 with it, compressed bodies per encoding', async () => {
    const first = await t.get('/api/vehicles');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.get('/api/vehicles');
    expect([again.body, again.headers.etag]).toEqual([first.body, etag]);
    const not = await t.get('/api/vehicles', { 'if-none-match': `"other", ${etag}` });
    expect([not.statusCode, not.body]).toEqual([304, '']);
    const gz = await t.get('/api/vehicles', { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], gz.headers.etag]).toEqual(['gzip', etag]);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    const br = await t.get('/api/vehicles', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    // Without the API key it is still 401, cached or not.
    expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(401);
  });

  it('caches the POST reads by body; never a call with a token; an article read (counts views) empties it', async () => {
    const a = await t.post('/api/cardetail', { car_seo: 'avanza' });
    const b = await t.post('/api/cardetail', { car_seo: 'avanza' });
    expect(b.headers.etag).toBe(a.headers.etag);
    const other = await t.post('/api/cardetail', { car_seo: 'rush' });
    expect(other.headers.etag).not.toBe(a.headers.etag);
    expect((await t.get('/api/vehicles', { authorization: 'Bearer abc' })).headers.etag).toBeUndefined();
    const vehicles = await t.get('/api/vehicles');
    const home = await t.get('/api/news/home');
    const [article] = home.json().data;
    expect((await t.get('/api/news/home', { 'if-none-match': home.headers.etag as string })).statusCode).toBe(304);
    expect((await t.get(`/api/newsdetail/${article.seo}`)).headers.etag).toBeUndefined();
    // The view count shows in the news lists: those are read again; the catalogue stays cached.
    const after = await t.get('/api/news/home', { 'if-none-match': home.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.find((n: { seo: string }) => n.seo === article.seo).view).toBe(article.view + 1);
    expect((await t.get('/api/vehicles', { 'if-none-match': vehicles.headers.etag as string })).statusCode).toBe(304);
  });

  it('a brochure download shows in the next brochure list', async () => {
    const [brochure] = await t.database.db.select().from(brochures).orderBy(asc(brochures.id)).limit(1);
    const count = async () => (await t.get('/api/brochure')).json().data.category.flatMap((c: { items: unknown[] }) => c.items)
      .find((i: { brochure_id: number }) => i.brochure_id === brochure.id).downloaded as number;
    const before = await count();
    expect((await t.post('/api/brochure/download', { brochure_id: brochure.id })).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe.runIf(onPostgres)('read cache on two instances of one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let database: Database;
  const getB = (url: string, headers: Record<string, string> = {}) => b.inject({ method: 'GET', url, headers: { 'x-api-key': DEMO_API_KEY, ...headers } });

  beforeAll(async () => {
    a = await createTestApp();
    const url = (a.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    database = await openDatabase({ databaseUrl: url, dataDir: null });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-second-'));
    b = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist') }), database });
    await b.ready();
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await database?.close();
    await a?.close();
  });

  it('a price changed through one instance shows through the other on its next request; a photo uploaded through one is served by the other', async () => {
    expect(b.readCache.active).toBe(true);
    const before = await getB('/api/vehicles');
    const etag = before.headers.etag as string;
    expect((await getB('/api/vehicles', { 'if-none-match': etag })).statusCode).toBe(304);
    const [type] = await a.database.db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
    const token = await staffToken(a, 'content');
    const invalidated = once(b.readCache.events, 'invalidated');
    const res = await a.call({ method: 'PATCH', url: `/api/staff/content/types/${type.id}`, payload: { price_otr: 1_234_000, price_disc: 0 }, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    await invalidated;
    const after = await getB('/api/vehicles', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const prices = after.json().data.category.flatMap((c: { car_model: unknown }) => (Array.isArray(c.car_model) ? c.car_model : []))
      .map((m: { harga_mulai: number }) => m.harga_mulai);
    expect(prices).toContain(1_234_000);
    expect((await getB('/api/vehicles', { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
    expect((await a.database.db.select().from(carTypes).where(eq(carTypes.id, type.id)))[0].priceOtr).toBe(1_234_000);

    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const upload = await a.call({ method: 'POST', url: '/api/staff/content/media', payload: jpeg, headers: { ...auth(token), 'content-type': 'image/jpeg' } });
    expect(upload.statusCode, upload.body).toBe(200);
    const served = await b.inject({ method: 'GET', url: upload.json().data.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});
