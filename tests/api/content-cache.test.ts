/** Issue 12.5: the public reads answer from memory with a strong ETag; 304 for an unchanged read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

describe('read cache', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('GET vehicles: ETag, then 304 with it, the same bytes from memory', async () => {
    const first = await t.get('/api/vehicles');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const again = await t.get('/api/vehicles');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const not = await t.get('/api/vehicles', { 'if-none-match': etag });
    expect(not.statusCode).toBe(304);
    expect(not.body).toBe('');
    const gz = await t.get('/api/vehicles', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
  it('POST cardetail is cached by body; newsdetail (counts views) is not', async () => {
    const a = await t.post('/api/cardetail', { car_seo: 'avanza' });
    const b = await t.post('/api/cardetail', { car_seo: 'avanza' });
    expect(a.headers.etag).toBeDefined();
    expect(b.body).toBe(a.body);
  });
});
