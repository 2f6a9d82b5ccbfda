/**
 * Issue 12.5: a cached public GET is answered by the HTTP server's request listener, before
 * Fastify, with the bytes Fastify sent for it from memory: the same status, headers (security
 * headers included) and body. Anything the key does not cover (another API key, a token, another
 * encoding, a body) goes through Fastify; a write empties what the hot path answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../server/config';
import { carTypes } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

let t: TestApp;
let port = 0;

/** One request over a real socket; the answer's headers without Date. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const key = { 'x-api-key': DEMO_API_KEY };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

describe('read cache hot path', () => {
  it('answers a cached GET with exactly what Fastify sent from memory: 200, 304 and a compressed copy', async () => {
    t.app.readCache.clearLocal();
    await raw('/api/vehicles', key); // miss: Fastify reads and stores
    const hits = t.app.readCache.hotHits;
    const fromFastify = await raw('/api/vehicles', key); // hit in Fastify: its answer is kept
    const hot = await raw('/api/vehicles', key);
    expect(t.app.readCache.hotHits).toBe(hits + 1);
    expect(hot).toEqual(fromFastify);
    expect(hot.status).toBe(200);
    expect(hot.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hot.headers['strict-transport-security']).toBeDefined();
    expect(hot.headers['x-content-type-options']).toBe('nosniff');
    expect(hot.headers.etag).toMatch(/^"[\w-]{32}"$/);

    const conditional = { ...key, 'if-none-match': hot.headers.etag as string };
    const notModified = await raw('/api/vehicles', conditional);
    const hotNotModified = await raw('/api/vehicles', conditional);
    expect(t.app.readCache.hotHits).toBe(hits + 2);
    expect(hotNotModified).toEqual(notModified);
    expect([hotNotModified.status, hotNotModified.body.length]).toEqual([304, 0]);
    expect(hotNotModified.headers['x-frame-options']).toBe('SAMEORIGIN');

    const br = { ...key, 'accept-encoding': 'br' };
    await raw('/api/vehicles', br);
    const brFastify = await raw('/api/vehicles', br);
    const brHot = await raw('/api/vehicles', br);
    expect(t.app.readCache.hotHits).toBe(hits + 3);
    expect(brHot).toEqual(brFastify);
    expect(brHot.headers['content-encoding']).toBe('br');
  });

  it('leaves to Fastify what the key does not cover: a wrong or missing key, a token, a body, HEAD', async () => {
    await raw('/api/vehicles', key);
    await raw('/api/vehicles', key);
    const hits = t.app.readCache.hotHits;
    const wrong = await raw('/api/vehicles', { 'x-api-key': 'salah' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await raw('/api/vehicles')).status).toBe(401);
    const member = await raw('/api/vehicles', { ...key, authorization: 'Bearer abc' });
    expect(member.headers.etag).toBeUndefined();
    await raw('/api/vehicles', { ...key, 'content-type': 'application/json', 'content-length': '2' }, 'GET', '{}');
    await raw('/api/vehicles', key, 'HEAD');
    expect(t.app.readCache.hotHits).toBe(hits);
    expect((await raw('/api/vehicles', key)).status).toBe(200);
    expect(t.app.readCache.hotHits).toBe(hits + 1);
  });

  it('a write empties what the hot path answers: the next read shows it', async () => {
    await raw('/api/vehicles', key);
    const before = await raw('/api/vehicles', key);
    const hits = t.app.readCache.hotHits;
    expect((await raw('/api/vehicles', key)).headers.etag).toBe(before.headers.etag);
    expect(t.app.readCache.hotHits).toBe(hits + 1);
    const [type] = await t.database.db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
    const token = await staffToken(t, 'content');
    const res = await t.call({ method: 'PATCH', url: `/api/staff/content/types/${type.id}`, payload: { price_otr: 1_234_000, price_disc: 0 }, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await raw('/api/vehicles', key);
    expect(t.app.readCache.hotHits).toBe(hits + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain('1234000');
  });
});
