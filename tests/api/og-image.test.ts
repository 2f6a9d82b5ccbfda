/**
 * Issue 12: a server page's og:image is a 1200x630 JPEG of the page's own picture on the brand
 * canvas (WhatsApp and Facebook show no SVG): made on its first request, kept in the blob store
 * (the database with PostgreSQL) under the source's content hash, immutable for a year; a changed
 * picture gets a new URL; no source outside the server is ever fetched.
 */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../domain/brand';
import { createTestApp, type TestApp } from './helpers';
import { metaOf, stubDist } from './ssr-stub';
import { auth, staffToken } from './staff-fixtures';

/** The canvas colour: the brand's theme colour. */
const BRAND_RGB = [1, 3, 5].map((i) => parseInt(BRAND.themeColor.slice(i, i + 2), 16));

/** A car-like cut-out: a blue body low on the left of a transparent 800x450 canvas. */
const carSvg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">`
  + `<rect x="60" y="200" width="300" height="180" fill="${fill}"/></svg>`;

/** Where the picture is drawn on the JPEG (pixels far from the brand colour), and the colour of a corner. */
async function drawnBox(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let left = info.width, right = -1, top = info.height, bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      const distance = Math.abs(data[i] - BRAND_RGB[0]) + Math.abs(data[i + 1] - BRAND_RGB[1]) + Math.abs(data[i + 2] - BRAND_RGB[2]);
      if (distance > 90) {
        left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y);
      }
    }
  }
  return { left, right, top, bottom, width: right - left + 1, height: bottom - top + 1, corner: [data[0], data[1], data[2]] };
}

describe('Open Graph pictures', () => {
  let t: TestApp;
  let mediaDir: string;
  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/stub?${query}` });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    t = await createTestApp({ DIST_DIR: stubDist(), PUBLIC_URL: 'https://www.merapitoyota.example' });
    mediaDir = path.join(t.app.config.dataDir, 'media');
    mkdirSync(path.join(mediaDir, 'cars', 'uji'), { recursive: true });
    writeFileSync(path.join(mediaDir, 'cars', 'uji', 'biru.svg'), carSvg('#1f4fa0'));
  });
  afterAll(() => t?.close());

  it('names an absolute 1200x630 JPEG; the JPEG is the car centred on the brand canvas, whole and undistorted', async () => {
    const html = await page('picture=/media/cars/uji/biru.svg');
    const url = metaOf(html, 'og:image')!;
    expect(url).toMatch(/^https:\/\/www\.merapitoyota\.example\/media\/og\/[0-9a-f]{32}\/cars\/uji\/biru\.svg\.jpg$/);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height'), metaOf(html, 'og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);

    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const box = await drawnBox(res.rawPayload);
    // Plain brand colour around it.
    box.corner.forEach((c, i) => expect(Math.abs(c - BRAND_RGB[i])).toBeLessThan(12));
    // The 300x180 body, trimmed of its transparent canvas, fills the height inside the margins: centred, ratio kept.
    expect(Math.abs((box.left + box.right) / 2 - 600)).toBeLessThanOrEqual(3);
    expect(Math.abs((box.top + box.bottom) / 2 - 315)).toBeLessThanOrEqual(3);
    expect(box.top).toBeGreaterThan(40);
    expect(box.left).toBeGreaterThan(40);
    expect(box.width / box.height).toBeCloseTo(300 / 180, 1);
    expect(box.height).toBeGreaterThan(450);
  });

  it('is made once and then served from the blob store (also when the source is gone); 304 with its ETag', async () => {
    writeFileSync(path.join(mediaDir, 'cars', 'uji', 'sekali.svg'), carSvg('#206020'));
    const url = pathOf(metaOf(await page('picture=/media/cars/uji/sekali.svg'), 'og:image')!);
    const key = url.split('/')[3];
    expect(await t.app.blobs.get(`og/${key}.jpg`)).toBeNull();
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const stored = await t.app.blobs.get(`og/${key}.jpg`);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored!.bytes.equals(first.rawPayload)).toBe(true);
    if (t.database.kind === 'postgres') {
      // In the database: every instance serves what one made.
      const rows = await t.database.db.execute(sql`select count(*)::int as n from blobs where key = ${`og/${key}.jpg`}`);
      expect(((rows as unknown as { rows: Array<{ n: number }> }).rows ?? rows)[0].n).toBe(1);
    }
    rmSync(path.join(mediaDir, 'cars', 'uji', 'sekali.svg'));
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = again.headers.etag as string;
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('a changed picture gets a new URL; the old URL draws nothing from the new content', async () => {
    const file = path.join(mediaDir, 'cars', 'uji', 'ganti.svg');
    writeFileSync(file, carSvg('#202060'));
    const before = pathOf(metaOf(await page('picture=/media/cars/uji/ganti.svg'), 'og:image')!);
    writeFileSync(file, carSvg('#606020'));
    // A later time, so a file system with coarse times still sees the change.
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    // (Another address: the page itself is kept a short while.)
    const after = pathOf(metaOf(await page('picture=/media/cars/uji/ganti.svg&lagi=1'), 'og:image')!);
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);
  });

  it('an uploaded photo: read from the blob store, fitted whole on the canvas', async () => {
    const token = await staffToken(t, 'content');
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const upload = await t.call({ method: 'POST', url: '/api/staff/content/media', payload: photo, headers: { ...auth(token), 'content-type': 'image/jpeg' } });
    expect(upload.statusCode, upload.body).toBe(200);
    const source: string = upload.json().data.url;
    const url = pathOf(metaOf(await page(`picture=${encodeURIComponent(source)}`), 'og:image')!);
    expect(url).toMatch(new RegExp(`^/media/og/[0-9a-f]{32}/${source.slice('/media/'.length).replace(/\./g, '\\.')}\\.jpg$`));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const box = await drawnBox(res.rawPayload);
    expect(box.width / box.height).toBeCloseTo(640 / 480, 1);
    expect(Math.abs((box.left + box.right) / 2 - 600)).toBeLessThanOrEqual(3);
    expect(box.top).toBeGreaterThan(40);
  });

  it('no picture, a missing one or one on another site: the brand picture (nothing is fetched)', async () => {
    const urls = await Promise.all(['', 'picture=/media/cars/uji/tidak-ada.svg', `picture=${encodeURIComponent('https://contoh.example/mobil.jpg')}`, 'picture=/icons/icon-512.png']
      .map(async (query) => pathOf(metaOf(await page(query), 'og:image')!)));
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^\/media\/og\/[0-9a-f]{32}\/brand\.jpg$/);
    const res = await t.app.inject({ method: 'GET', url: urls[0] });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const box = await drawnBox(res.rawPayload);
    box.corner.forEach((c, i) => expect(Math.abs(c - BRAND_RGB[i])).toBeLessThan(12));
  });

  it('refuses unknown keys and paths outside the media folder', async () => {
    const good = pathOf(metaOf(await page('picture=/media/cars/uji/biru.svg'), 'og:image')!);
    const key = good.split('/')[3];
    for (const url of [
      `/media/og/${'0'.repeat(32)}/cars/uji/biru.svg.jpg`,
      `/media/og/${key}/cars/uji/../../../../etc/passwd.jpg`,
      `/media/og/${key}/cars/uji/biru.svg`,
      `/media/og/not-a-key/brand.jpg`,
      `/media/og/${'1'.repeat(32)}/u/${'a'.repeat(32)}-960.webp.jpg`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
