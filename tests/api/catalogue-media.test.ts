/** The catalogue media writer: every URL the catalogue serves exists, is served as SVG, turns in 360, and is deterministic. */
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carColors, carModels, carTypes } from '../../server/db/schema';
import { writeCatalogueMedia } from '../../server/seed/catalogue/media';
import { FRAME_FILES } from '../../server/seed/catalogue/media-paths';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mediaDir: string;
const spare: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  mediaDir = path.join(t.app.config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  await writeCatalogueMedia(mediaDir);
});
afterAll(async () => {
  await t?.close();
  for (const dir of [...spare, t?.app.config.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every media URL the seeded catalogue rows point at. */
async function catalogueUrls(): Promise<string[]> {
  const db = t.database.db;
  const urls: string[] = [];
  for (const m of await db.select().from(carModels)) {
    urls.push(m.image, ...m.slider, ...m.sliderMobile, ...m.featured.map((f) => f.icon ?? ''));
    urls.push(m.exterior.cover, ...m.exterior.gallery, m.interior.cover, ...m.interior.gallery);
    if (m.interior360) urls.push(...Object.values(m.interior360));
    if (m.video) urls.push(m.video.cover, m.video.url);
  }
  for (const x of await db.select().from(carTypes)) urls.push(x.image);
  for (const c of await db.select().from(carColors)) urls.push(c.image, ...FRAME_FILES.map((f) => c.framesPath + f));
  return urls;
}

const fileOf = (dir: string, url: string) => path.join(dir, url.replace(/^\/media\//, ''));

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

describe('catalogue media', () => {
  it('has a well-formed SVG file for every media URL of the catalogue', async () => {
    const urls = await catalogueUrls();
    expect(urls.length).toBeGreaterThan(1500);
    const missing = urls.filter((u) => !u.startsWith('/media/cars/') || !existsSync(fileOf(mediaDir, u)));
    expect(missing).toEqual([]);
    for (const url of new Set(urls)) {
      const svg = readFileSync(fileOf(mediaDir, url), 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), url).toBe(true);
      expect(svg, url).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('serves them under /media as SVG images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/cars/veloz/color-turquoise-mica-metallic.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<title>Toyota Veloz Turquoise Mica Metallic</title>');
  });

  it('paints each colour in its own hex and turns the car from frame to frame', () => {
    const white = readFileSync(fileOf(mediaDir, '/media/cars/raize/color-super-white-ii.svg'), 'utf8');
    const yellow = readFileSync(fileOf(mediaDir, '/media/cars/raize/color-yellow.svg'), 'utf8');
    expect(white).not.toEqual(yellow);
    const frames = FRAME_FILES.map((f) => readFileSync(fileOf(mediaDir, `/media/cars/raize/360/yellow/${f}`), 'utf8'));
    expect(new Set(frames).size).toBe(18);
  });

  it('writes the same bytes on every run', async () => {
    const again = mkdtempSync(path.join(os.tmpdir(), 'merapi-catalogue-media-'));
    spare.push(again);
    const count = await writeCatalogueMedia(again);
    expect(count).toBe(new Set(await catalogueUrls()).size);
    const only = (dir: string) => treeHash(path.join(dir, 'cars'));
    expect(only(again)).toBe(only(mediaDir));
  });
});
