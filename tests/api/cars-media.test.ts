/** The catalogue media writer: every URL the catalogue serves exists, is well-formed SVG, turns in 360, and is deterministic. */
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carColors, carModels, carTypes } from '../../server/db/schema';
import { writeCatalogueMedia } from '../../server/seed/catalogue/media';
import { FRAME_FILES } from '../../server/media/exterior-frames';
import { ALL_MODELS } from '../../server/seed/catalogue/lineup';
import { designOf, tyreOf } from '../../server/seed/catalogue/media/car-design';
import { DESIGNS } from '../../server/seed/catalogue/media/car-designs';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mediaDir: string;
const spare: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  mediaDir = path.join(t.app.config.dataDir, 'media');
  await writeCatalogueMedia(mediaDir);
});
afterAll(async () => {
  await t?.close();
  for (const dir of [...spare, t?.app.config.dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every media URL the seeded catalogue rows point at, the turntable videos included. */
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
const read = (url: string) => readFileSync(fileOf(mediaDir, url), 'utf8');

/** Tags open and close in order (a light well-formedness check without an XML parser). */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0;
}

/** The width and height an SVG declares. */
const size = (svg: string) => /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
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
      const svg = read(url);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), url).toBe(true);
      expect(svg, url).not.toMatch(/NaN|Infinity|undefined/);
      expect(balanced(svg), url).toBe(true);
    }
  });

  it('draws a model picture, 18 turning frames per colour and six square interior faces', () => {
    expect(read('/media/cars/avanza/platinum-white-pearl.svg')).toContain('<title>Toyota Avanza Platinum White Pearl</title>');
    const frames = FRAME_FILES.map((f) => read(`/media/cars/raize/360/yellow/${f}`));
    expect(frames).toHaveLength(18);
    expect(new Set(frames).size).toBe(18);
    expect(frames[4]).toContain('<title>Toyota Raize Yellow, sudut 5 dari 18</title>');
    for (const face of ['front', 'back', 'left', 'right', 'top', 'bottom']) {
      expect(size(read(`/media/cars/alphard/interior/${face}.svg`)), face).toEqual([1024, 1024]);
    }
    expect(size(read('/media/cars/agya/slider/1.svg'))).toEqual([1920, 800]);
    expect(size(read('/media/cars/agya/slider/mobile-1.svg'))).toEqual([800, 1000]);
  });

  it('draws no text into any picture (names and headlines are HTML on the page)', async () => {
    const urls = [...new Set(await catalogueUrls())];
    const withText = urls.filter((u) => /<text[\s>]/.test(read(u)));
    expect(withText).toEqual([]);
  });

  it('keeps every exterior frame well under 40 KB', async () => {
    const db = t.database.db;
    const sizes = (await db.select().from(carColors)).flatMap((c) => FRAME_FILES.map((f) => [c.framesPath + f, read(c.framesPath + f).length] as const));
    expect(sizes.length).toBeGreaterThan(1400);
    expect(sizes.filter(([, n]) => n > 30_000)).toEqual([]);
  });

  it('draws each model from its own figures: different models give different pictures in the same colour', () => {
    const strip = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');
    const white = ['avanza', 'veloz', 'innova-zenix'].map((m) => strip(read(`/media/cars/${m}/360/platinum-white-pearl/01.svg`)));
    expect(new Set(white).size).toBe(3);
  });

  it('gives every line-up model its own design, with the wheel size read from its tyre', () => {
    expect(ALL_MODELS.filter((m) => !DESIGNS[m.seo]).map((m) => m.seo)).toEqual([]);
    expect(tyreOf('215/55 R18')).toEqual({ width: 215, radius: 228.6 + 118.25, rim: 228.6 });
    expect(tyreOf('195 R15C').radius).toBeCloseTo(190.5 + 156, 5);
    const fortuner = designOf(ALL_MODELS.find((m) => m.seo === 'fortuner')!);
    const agya = designOf(ALL_MODELS.find((m) => m.seo === 'agya')!);
    expect(fortuner.wheelR).toBeGreaterThan(agya.wheelR);
    expect([fortuner.length, fortuner.height, fortuner.wheelbase]).toEqual([4795, 1835, 2745]);
  });

  it('paints each colour in its own hue (Yellow #E9C416 against Super White II)', () => {
    const yellowish = (svg: string) => [...svg.matchAll(/#([0-9a-f]{6})\b/gi)].some(([, hex]) => {
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return r > 150 && g > 120 && b < r * 0.5;
    });
    expect(yellowish(read('/media/cars/raize/yellow.svg'))).toBe(true);
    expect(yellowish(read('/media/cars/raize/super-white-ii.svg'))).toBe(false);
  });

  it('serves them under /media as SVG images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/cars/veloz/turquoise-mica-metallic.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<title>Toyota Veloz Turquoise Mica Metallic</title>');
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
