/**
 * Issue 12: the demo renders (SVG "photos") also come as WebP renditions at the MEDIA_WIDTHS, and
 * icons at the ICON_WIDTHS, `/media/r/<width>/<path>.webp`, so the browser decodes a raster off the
 * main thread: made on the first request at the asked width with the SVG's aspect and transparency,
 * kept in the blob store (the database with PostgreSQL) under the SVG's content hash, ETag/304;
 * logos, the animated video, other widths (a photo's width for an icon, an icon's for a photo) and
 * unsafe paths are 404.
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORS } from '../../server/seed/catalogue/colors';
import { ALL_MODELS } from '../../server/seed/catalogue/lineup';
import { designOf } from '../../server/seed/catalogue/media/car-design';
import { colorImage } from '../../server/seed/catalogue/media/scenes';
import { createTestApp, type TestApp } from './helpers';

/** The seeded Avanza colour render (800x450, the car on a transparent canvas), as the catalogue seed writes it. */
function avanzaRender(): string {
  const avanza = ALL_MODELS.find((m) => m.seo === 'avanza')!;
  const key = avanza.colors[0];
  return colorImage({ name: avanza.name, design: designOf(avanza), hex: COLORS[key].hex, colorName: COLORS[key].name });
}

/** A plain 600x400 picture in one colour. */
const plainSvg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="${fill}"/></svg>`;

describe('demo render renditions', () => {
  let t: TestApp;
  let mediaDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const write = (rel: string, body: string) => {
    mkdirSync(path.dirname(path.join(mediaDir, rel)), { recursive: true });
    writeFileSync(path.join(mediaDir, rel), body);
  };
  /** Rendition blobs in the store. */
  const stored = async () => (await t.app.blobs.list('renditions/')).map((b) => b.key);

  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = path.join(t.app.config.dataDir, 'media');
    write('cars/avanza/uji-warna.svg', avanzaRender());
    write('cars/icons/seat.svg', plainSvg('#333'));
    write('content/values/shield.svg', plainSvg('#e00'));
    write('content/clubs/klub-uji-logo.svg', plainSvg('#070'));
    write('cars/avanza/gallery/video.svg', plainSvg('#007'));
    write('content/news/berita-uji.svg', plainSvg('#1f4fa0'));
  });
  afterAll(() => t?.close());

  it('draws a car colour render as WebP of each asked width, aspect kept, the canvas still transparent', async () => {
    for (const width of [480, 960]) {
      const res = await get(`/media/r/${width}/cars/avanza/uji-warna.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}-\d+"$/);
      // The same rules as every /media answer: same-origin resource, no sniffing.
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', width, Math.round((width * 450) / 800), true]);
      const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      // Corner: transparent canvas; low in the middle: the car's body, opaque.
      expect(alphaAt(2, 2)).toBe(0);
      expect(alphaAt(Math.round(info.width / 2), Math.round(info.height * 0.72))).toBe(255);
    }
  });

  it('is drawn once, kept in the blob store and then read from it; 304 with its ETag', async () => {
    write('content/news/sekali.svg', plainSvg('#206020'));
    const url = '/media/r/480/content/news/sekali.webp';
    const before = await stored();
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const key = `renditions/${(first.headers.etag as string).slice(1, -1)}.webp`;
    expect((await stored()).filter((k) => !before.includes(k))).toEqual([key]);
    const blob = await t.app.blobs.get(key);
    expect(blob?.contentType).toBe('image/webp');
    expect(blob!.bytes.equals(first.rawPayload)).toBe(true);
    if (t.database.kind === 'postgres') {
      // In the database: every instance serves what one made.
      const rows = await t.database.db.execute(sql`select count(*)::int as n from blobs where key = ${key}`);
      expect(((rows as unknown as { rows: Array<{ n: number }> }).rows ?? rows)[0].n).toBe(1);
    }
    // The second answer comes from the store: replace the stored bytes and they are what is sent.
    const marked = Buffer.concat([blob!.bytes, Buffer.from('stored')]);
    await t.app.blobs.put(key, marked, 'image/webp');
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(marked)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"anders"' })).statusCode).toBe(200);
  });

  it('makes one rendition once for concurrent first requests', async () => {
    write('content/news/serentak.svg', plainSvg('#602060'));
    const url = '/media/r/960/content/news/serentak.webp';
    const puts: string[] = [];
    const put = t.app.blobs.put.bind(t.app.blobs);
    t.app.blobs.put = (key, bytes, type, db) => { puts.push(key); return put(key, bytes, type, db); };
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
      expect(puts).toHaveLength(1);
    } finally {
      t.app.blobs.put = put;
    }
  });

  it('a changed SVG gives new bytes under a new ETag', async () => {
    const rel = 'content/news/ganti.svg';
    write(rel, plainSvg('#202060'));
    const before = await get('/media/r/480/content/news/ganti.webp');
    write(rel, plainSvg('#e0c020'));
    // A later time, so a file system with coarse times still sees the change.
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(mediaDir, rel), later, later);
    const after = await get('/media/r/480/content/news/ganti.webp');
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const colour = async (bytes: Buffer) => [...(await sharp(bytes).removeAlpha().raw().toBuffer()).subarray(0, 3)];
    expect((await colour(before.rawPayload))[2]).toBeGreaterThan(80);
    expect((await colour(after.rawPayload))[0]).toBeGreaterThan(180);
  });

  it('draws an icon at the icon widths only', async () => {
    for (const [url, width] of [['/media/r/96/cars/icons/seat.webp', 96], ['/media/r/192/content/values/shield.webp', 192]] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, Math.round((width * 400) / 600)]);
    }
  });

  it('answers 404 for logos, the animated video, unknown widths, missing files and unsafe paths', async () => {
    const refused = [
      '/media/r/480/cars/icons/seat.webp',
      '/media/r/480/content/values/shield.webp',
      '/media/r/96/content/news/berita-uji.webp',
      '/media/r/480/content/clubs/klub-uji-logo.webp',
      '/media/r/480/cars/avanza/gallery/video.webp',
      '/media/r/500/content/news/berita-uji.webp',
      '/media/r/0480/content/news/berita-uji.webp',
      '/media/r/abc/content/news/berita-uji.webp',
      '/media/r/480/content/news/tidak-ada.webp',
      '/media/r/480/content/news/berita-uji.png',
      '/media/r/480/content/news/berita-uji.svg',
      '/media/r/480/content/../news/berita-uji.webp',
      '/media/r/480/content/%2e%2e/news/berita-uji.webp',
      '/media/r/480/..%2f..%2fetc/passwd.webp',
      '/media/r/480/%2e%2e/%2e%2e/package.webp',
      '/media/r/480/u/0123456789abcdef0123456789abcdef-480.webp',
      '/media/r/480/.hidden/x.webp',
    ];
    for (const url of refused) expect((await get(url)).statusCode, url).toBe(404);
    // The same file at an allowed width is fine.
    expect((await get('/media/r/1600/content/news/berita-uji.webp')).statusCode).toBe(200);
  });
});
