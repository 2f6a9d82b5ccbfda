/** brochure/download counts atomically and logs the IP; visitor logs the IP the server saw. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { BrochureCategory } from '../../domain/api';
import { brochureDownloads, brochures, visitors } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const firstBrochure = async () => {
  const categories = (await t.get('/api/brochure')).json().data.category as BrochureCategory[];
  return categories.flatMap((c) => c.items)[0];
};

describe('POST brochure/download', () => {
  it('increments the count by one per call, ignoring the count the page sends, and logs the download', async () => {
    const b = await firstBrochure();
    const res = await t.post('/api/brochure/download', { brochure_id: b.brochure_id, downloaded: 999 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ brochure_id: b.brochure_id, downloaded: b.downloaded + 1 });
    const again = await t.post('/api/brochure/download', { brochure_id: String(b.brochure_id), downloaded: b.downloaded + 1 });
    expect(again.json().data.downloaded).toBe(b.downloaded + 2);
    const logged = await t.database.db.select().from(brochureDownloads).where(eq(brochureDownloads.brochureId, b.brochure_id));
    expect(logged).toHaveLength(2);
    expect(logged[0].ipAddress).toBe('127.0.0.1');
    expect((await firstBrochure()).downloaded).toBe(b.downloaded + 2);
  });

  it('loses no download when several arrive at once', async () => {
    const b = await firstBrochure();
    await Promise.all(Array.from({ length: 6 }, () => t.post('/api/brochure/download', { brochure_id: b.brochure_id, downloaded: 0 })));
    const [row] = await t.database.db.select().from(brochures).where(eq(brochures.id, b.brochure_id));
    expect(row.downloaded).toBe(b.downloaded + 6);
  });

  it('answers 404 for an unknown brochure and changes nothing', async () => {
    const before = await t.database.db.select().from(brochureDownloads);
    const res = await t.post('/api/brochure/download', { brochure_id: 999999, downloaded: 1 });
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(brochureDownloads)).toHaveLength(before.length);
  });

  it.each([
    [{}, 'brochure_id'],
    [{ brochure_id: 'abc' }, 'brochure_id'],
    [{ brochure_id: 0 }, 'brochure_id'],
    [{ brochure_id: 1, downloaded: 'banyak' }, 'downloaded'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const res = await t.post('/api/brochure/download', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });
});

describe('POST visitor', () => {
  it('records the visit with the IP the server saw, not the one the page sent', async () => {
    const res = await t.post('/api/visitor', { date: '2026-11-21', ip_address: '8.8.8.8' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ date: '2026-11-21', ip_address: '127.0.0.1' });
    const [row] = await t.database.db.select().from(visitors).orderBy(desc(visitors.id)).limit(1);
    expect(row).toMatchObject({ date: '2026-11-21', ipAddress: '127.0.0.1' });
  });

  it('keeps only the day of a full timestamp', async () => {
    const res = await t.post('/api/visitor', { date: '2026-11-21T08:15:00.000Z' });
    expect(res.json().data.date).toBe('2026-11-21');
  });

  it.each([[{}], [{ date: 'kemarin' }], [{ date: '2026-02-30' }], [{ date: 20261121 }]])('refuses %j with 422 on date', async (body) => {
    const res = await t.post('/api/visitor', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('date');
  });
});
