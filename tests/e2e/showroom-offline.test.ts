/**
 * The showroom tablet's offline catalogue (docs/showroom.md): 'Unduh Katalog' on a fresh profile
 * with the service worker, then every read in the mirror and every picture and 360 frame in the saved
 * cache, car details (their pictures' WebP renditions answered by the saved SVGs) and their 360 frames,
 * the price list and a brochure with the network off; a second
 * run after a price change moves only the changed reads.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueManifest } from '../../domain/api/offline-catalogue';
import { OUTBOX_DB_NAME } from '../../domain/outbox';
import { carColors, carModels, carTypes } from '../../server/db/schema';
import { PHONE, until, visible, waitForController } from './browser';
import { showroomTablet, SHOWROOM_SHOTS, type ShowroomServer } from './showroom-server';
import { TABLET } from './staff-helpers';

const API = { 'x-api-key': 'merapi-demo-key' };

const tablet = showroomTablet();
let server: ShowroomServer;
let context: BrowserContext;
let page: Page;
const errors = tablet.errors;
beforeAll(() => { ({ server, context, page } = tablet); });

async function manifest(): Promise<CatalogueManifest> {
  return (await (await page.request.get('/api/catalogue/manifest', { headers: API })).json()).data;
}

const progressText = () => page.getByTestId('offline-progress').textContent();

describe('download for offline', () => {
  it('saves the whole catalogue on a fresh profile, then every read and frame is on the device and car details turn their 360 frames with the network off', async () => {
    await page.goto('/offline', { waitUntil: 'networkidle' });
    await waitForController(page);
    await visible(page.getByText('Belum pernah diunduh di perangkat ini.'));
    const full = await manifest();

    const started = Date.now();
    await page.getByRole('button', { name: 'Unduh Katalog' }).click();
    await until(progressText, (t) => !!t && !t.startsWith('0 dari'), 60_000);
    await page.screenshot({ path: path.join(SHOWROOM_SHOTS, 'offline-during-820.png') });
    await visible(page.getByRole('button', { name: 'Katalog tersimpan' }), 240_000);
    const seconds = (Date.now() - started) / 1000;
    const items = full.reads.length + full.media.length;
    console.info(`[showroom] full download: ${items} items, ${(full.total_bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
    expect(await progressText()).toContain(`${items.toLocaleString('id-ID')} dari ${items.toLocaleString('id-ID')} item`);
    await visible(page.getByText(/^Terakhir diperbarui: /));
    await page.screenshot({ path: path.join(SHOWROOM_SHOTS, 'offline-done-820.png') });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: path.join(SHOWROOM_SHOTS, 'offline-done-390.png'), fullPage: true });
    await page.setViewportSize(TABLET);
    expect(await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, 'catalogue-media-v1')).toBe(full.media.length);

    const models = await server.database.db.select({ seo: carModels.seo, name: carModels.name }).from(carModels).orderBy(carModels.id);
    const colors = await server.database.db.select({ framesPath: carColors.framesPath }).from(carColors);
    const frames = full.media.filter((m) => colors.some((c) => m.url.startsWith(c.framesPath)));
    await context.setOffline(true);
    // Every read of the manifest (each car's detail, types, prices...) is in the device's mirror, and every
    // picture and frame answers from the saved cache (below); the pages themselves are drawn for the first,
    // a middle and the last car (the same screen for each, and two minutes less of the suite's time).
    const mirrored = await page.evaluate((name) => new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const keys = open.result.transaction('responses').objectStore('responses').getAllKeys();
        keys.onsuccess = () => resolve(keys.result.map(String));
        keys.onerror = () => reject(keys.error);
      };
    }), OUTBOX_DB_NAME);
    expect(full.reads.map((r) => r.key).filter((key) => !mirrored.includes(key))).toEqual([]);
    for (const model of [models[0], models[Math.floor(models.length / 2)], models[models.length - 1]]) {
      await page.goto(`/${model.seo}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: '360° Exterior' }).click();
      const viewer = await visible(page.getByRole('slider', { name: new RegExp(`^Tampilan 360° ${model.name}`) }), 30_000);
      expect(await viewer.locator('img').getAttribute('src')).toMatch(/^blob:/);
      // The slide asks for a WebP rendition (never saved); offline the worker answers it with the saved SVG.
      const slide = page.getByRole('region', { name: `Galeri ${model.name}` }).locator('img').first();
      const shown = await until(() => slide.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')), (src) => src !== '', 15_000);
      expect(shown).toMatch(/\/media\/r\/\d+\/cars\/[a-z0-9-]+\/slider\/\d\.webp$/);
    }
    // Every frame and picture of every colour answers offline, from the saved cache.
    const failed = await page.evaluate(async (urls) => {
      const results = await Promise.all(urls.map(async (u) => ((await fetch(u)).ok ? null : u)));
      return results.filter(Boolean);
    }, full.media.map((m) => m.url));
    expect(failed).toEqual([]);
    expect(frames.length).toBe(colors.length * 18);
    await page.goto('/price-list', { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Daftar Harga Toyota Indonesia' }));
    await visible(page.getByText(/Rp\s?\d/).first());
    await page.goto('/brochure', { waitUntil: 'domcontentloaded' });
    await visible(page.getByText('Download PDF').first(), 15_000);
    await context.setOffline(false);
    expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  }, 400_000);

  it('after a price change, the next download moves only the reads that changed and no media', async () => {
    await context.setOffline(false);
    const before = await manifest();
    const [type] = await server.database.db.select().from(carTypes).limit(1);
    const [model] = await server.database.db.select().from(carModels).where(eq(carModels.id, type.modelId));
    const newPrice = type.priceOtr + 7_000_000;
    await server.database.db.update(carTypes).set({ priceOtr: newPrice }).where(eq(carTypes.id, type.id));
    // Written past the content API, so the cached reads are emptied as its writes do.
    await server.app.readCache.invalidate();
    const after = await manifest();
    const old = new Map([...before.reads.map((r) => [r.key, r.hash] as const), ...before.media.map((m) => [m.url, m.hash] as const)]);
    const changed = [...after.reads.map((r) => [r.key, r.hash] as const), ...after.media.map((m) => [m.url, m.hash] as const)].filter(([k, h]) => old.get(k) !== h);
    expect(changed.length).toBeGreaterThan(0);

    await page.goto('/offline', { waitUntil: 'networkidle' });
    const moved: string[] = [];
    page.on('request', (r) => { if (/\/(api|media)\//.test(r.url()) && !r.url().includes('catalogue/manifest')) moved.push(r.url()); });
    await page.getByRole('button', { name: 'Periksa Pembaruan' }).click();
    await until(progressText, (t) => !!t && t.startsWith(`${changed.length} dari ${changed.length} item`), 60_000);
    await visible(page.getByRole('button', { name: 'Katalog tersimpan' }));
    console.info(`[showroom] update after one price change: ${changed.length} of ${after.reads.length + after.media.length} items moved (${changed.map(([k]) => k).join(', ')})`);
    expect(moved.filter((u) => u.includes('/media/'))).toEqual([]);
    // Only the download's requests count: a screen's own background read while it runs (a revalidation
    // once its answer is older than FRESH_MS, as on a loaded machine) is not the update's doing.
    const readPaths = new Set(after.reads.map((r) => `/api/${r.path.replace(/^\//, '').split('?')[0]}`));
    const downloaded = moved.filter((u) => readPaths.has(new URL(u).pathname));
    expect(downloaded.length, moved.join('\n')).toBe(changed.length);
    await visible(page.getByTestId('offline-skipped'));
    const stored = await page.evaluate(async (key) => new Promise<unknown>((resolve, reject) => {
      const open = indexedDB.open('merapi-toyota');
      open.onsuccess = () => {
        const get = open.result.transaction('responses').objectStore('responses').get(key);
        get.onsuccess = () => resolve(get.result?.data);
        get.onerror = () => reject(get.error);
      };
      open.onerror = () => reject(open.error);
    }), `cartypedetail:${model.seo}`) as Array<{ car_type_id?: number; price: number }>;
    expect(JSON.stringify(stored)).toContain(String(type.priceDisc > 0 ? type.priceDisc : newPrice));
  }, 120_000);
});
