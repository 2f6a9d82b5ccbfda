/** GET catalogue/manifest: every catalogue read and media file with a hash and size; a price change moves only the reads it touches. */
import { statSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueManifest } from '../../domain/api/offline-catalogue';
import { carColors, carModels, carTypes } from '../../server/db/schema';
import { ensureMedia } from '../../server/seed';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  t = await createTestApp();
  mediaDir = path.join(t.app.config.dataDir, 'media');
  await ensureMedia(mediaDir);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (t) rmSync(t.app.config.dataDir, { recursive: true, force: true });
});

async function manifest(): Promise<CatalogueManifest> {
  const res = await t.get('/api/catalogue/manifest');
  expect(res.statusCode).toBe(200);
  return res.json().data as CatalogueManifest;
}

describe('GET /api/catalogue/manifest', () => {
  it('needs the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalogue/manifest' });
    expect(res.statusCode).toBe(401);
  });

  it('lists every model read, every 360 frame and panorama face, the price list, brochures, branches and rates, with true sizes', async () => {
    const m = await manifest();
    const models = await t.database.db.select().from(carModels);
    const colors = await t.database.db.select().from(carColors);
    const keys = new Set(m.reads.map((r) => r.key));
    for (const key of ['vehicles', 'carcategory', 'pricelist', 'brochure', 'creditrates', 'cabang/kota', 'provinsi']) expect(keys).toContain(key);
    for (const model of models) {
      for (const part of ['cardetail', 'cardefault', 'exterior360', 'interior360', 'cartypedetail', 'caryoutube']) expect(keys).toContain(`${part}:${model.seo}`);
    }
    expect(m.reads.filter((r) => r.key.startsWith('cabang:')).length).toBeGreaterThan(0);
    const urls = new Set(m.media.map((x) => x.url));
    for (const c of colors) {
      expect(urls).toContain(c.image);
      expect([...urls].filter((u) => u.startsWith(c.framesPath)).length).toBe(18);
    }
    for (const model of models) if (model.interior360) for (const face of Object.values(model.interior360)) expect(urls).toContain(face);
    expect(m.media.some((x) => x.url.endsWith('.pdf'))).toBe(true);
    for (const x of m.media.slice(0, 50)) expect(x.bytes).toBe(statSync(path.join(mediaDir, x.url.slice('/media/'.length))).size);
    expect(m.total_bytes).toBe([...m.reads, ...m.media].reduce((s, x) => s + x.bytes, 0));
    const vehicles = m.reads.find((r) => r.key === 'vehicles');
    expect(vehicles).toMatchObject({ method: 'GET', path: 'vehicles', pick: 'category' });
    expect(m.reads.find((r) => r.key === `cardetail:${models[0].seo}`)).toMatchObject({ method: 'POST', path: 'cardetail', body: { car_seo: models[0].seo } });
  }, 60_000);

  it('is stable, and a price change moves only the reads that show that price', async () => {
    const before = await manifest();
    const again = await manifest();
    expect(again.version).toBe(before.version);
    const [type] = await t.database.db.select().from(carTypes).limit(1);
    const [model] = await t.database.db.select().from(carModels).where(eq(carModels.id, type.modelId));
    await t.database.db.update(carTypes).set({ priceOtr: type.priceOtr + 1_000_000 }).where(eq(carTypes.id, type.id));
    // Written past the content API, so the cached reads are emptied as its writes do.
    await t.app.readCache.invalidate();
    const after = await manifest();
    expect(after.version).not.toBe(before.version);
    const hashOf = (x: CatalogueManifest) => new Map([...x.reads.map((r) => [r.key, r.hash] as const), ...x.media.map((r) => [r.url, r.hash] as const)]);
    const [a, b] = [hashOf(before), hashOf(after)];
    const changed = [...b].filter(([k, h]) => a.get(k) !== h).map(([k]) => k);
    expect(changed).toContain(`cartypedetail:${model.seo}`);
    expect(changed).toContain('pricelist');
    expect(changed.every((k) => !k.startsWith('/media/'))).toBe(true);
    expect(changed.some((k) => k.startsWith('exterior360:'))).toBe(false);
    expect(changed.length).toBeLessThan(15);
    await t.database.db.update(carTypes).set({ priceOtr: type.priceOtr }).where(eq(carTypes.id, type.id));
    await t.app.readCache.invalidate();
  }, 60_000);
});
