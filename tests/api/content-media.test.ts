/** The content media writer: every seeded media path exists, brochures are valid PDFs, output is deterministic. */
import os from 'node:os';
import path from 'node:path';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeContentMedia } from '../../server/seed/content/media';
import { hasDrawing } from '../../server/seed/content/art/parts';
import {
  afterSaleServices, banners, branches, brochures, clubs, news, serviceIcons, servicePageCards, servicePages, singlePages,
  sliders, spareParts, specialOffers, testimonials, trustedValues,
} from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merapi-media-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every media URL the seeded content and dealer rows point at. */
async function seededMediaPaths(): Promise<string[]> {
  const db = t.database.db;
  const urls: string[] = [];
  const add = (rows: Array<Record<string, unknown>>) => {
    for (const row of rows) for (const v of Object.values(row)) if (typeof v === 'string' && v) urls.push(v);
  };
  add(await db.select({ a: sliders.image }).from(sliders));
  add(await db.select({ a: serviceIcons.image }).from(serviceIcons));
  add(await db.select({ a: specialOffers.image }).from(specialOffers));
  add(await db.select({ a: trustedValues.icon }).from(trustedValues));
  add(await db.select({ a: afterSaleServices.image }).from(afterSaleServices));
  add(await db.select({ a: banners.image }).from(banners));
  add(await db.select({ a: servicePages.image }).from(servicePages));
  add(await db.select({ a: servicePageCards.image }).from(servicePageCards));
  add(await db.select({ a: testimonials.image }).from(testimonials));
  add(await db.select({ a: news.image }).from(news));
  add(await db.select({ a: clubs.logo, b: clubs.banner }).from(clubs));
  add(await db.select({ a: brochures.image, b: brochures.file }).from(brochures));
  add(await db.select({ a: spareParts.image }).from(spareParts));
  add(await db.select({ a: singlePages.image }).from(singlePages));
  for (const b of await db.select().from(branches)) {
    urls.push(...b.slider, ...b.nea, ...b.icons.map((i) => i.image), ...b.promo.map((p) => p.image));
  }
  return urls;
}

/** Checks the PDF's cross-reference table points at each object and startxref at the table. */
function checkPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(first).toBe('0');
  const table = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  table.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    const head = `${i + 1} 0 obj\n`;
    expect(text.slice(offset, offset + head.length)).toBe(head);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)![1]);
  const start = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(start + length, start + length + 9)).toBe('endstream');
  expect(text).toMatch(/\/Type \/Catalog/);
}

const listFiles = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

describe('writeContentMedia', () => {
  it('writes a file for every media path the content seed refers to, well under 10 s', async () => {
    const dir = tempDir();
    const started = performance.now();
    await writeContentMedia(dir);
    expect(performance.now() - started).toBeLessThan(10_000);
    const urls = await seededMediaPaths();
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/media\//);
      const file = path.join(dir, url.slice('/media/'.length));
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeGreaterThan(100);
    }
  });

  it('writes each brochure as a valid PDF that carries the brochure title', async () => {
    const dir = tempDir();
    await writeContentMedia(dir);
    const files = await t.database.db.select({ file: brochures.file, title: brochures.title }).from(brochures);
    for (const { file, title } of files) {
      const bytes = readFileSync(path.join(dir, file.slice('/media/'.length)));
      checkPdf(bytes);
      expect(bytes.toString('latin1')).toContain(`(${title} - Merapi Toyota) Tj`);
    }
  });

  it('draws no text into any picture, and a product picture for every part', async () => {
    const dir = tempDir();
    await writeContentMedia(dir);
    const svgs = listFiles(dir).filter((f) => f.endsWith('.svg'));
    expect(svgs.filter((f) => /<text[\s>]/.test(readFileSync(path.join(dir, f), 'utf8')))).toEqual([]);
    const parts = await t.database.db.select({ title: spareParts.title }).from(spareParts);
    expect(parts.filter((p) => !hasDrawing(p.title)).map((p) => p.title)).toEqual([]);
  });

  it('gives covers that differ by subject: a service article, a promo and a dealer front are different pictures', async () => {
    const dir = tempDir();
    await writeContentMedia(dir);
    const body = (url: string) => readFileSync(path.join(dir, url.slice('/media/'.length)), 'utf8').replace(/<title>.*?<\/title>/, '');
    const covers = ['/media/content/news/diskon-service-berkala-15-persen.svg', '/media/content/news/promo-akhir-tahun-cashback-hingga-25-juta.svg',
      '/media/content/news/tips-merawat-mobil-saat-musim-hujan.svg', '/media/dealers/merapi-toyota-pemuda/slider-1.svg'].map(body);
    expect(new Set(covers).size).toBe(4);
    const articles = await t.database.db.select({ image: news.image }).from(news);
    expect(new Set(articles.map((n) => body(n.image))).size).toBeGreaterThanOrEqual(articles.length - 2);
  });

  it('writes well-formed SVG and the same bytes on every run', async () => {
    const a = tempDir();
    const b = tempDir();
    await writeContentMedia(a);
    await writeContentMedia(b);
    const files = listFiles(a);
    expect(listFiles(b)).toEqual(files);
    for (const f of files) {
      const bytes = readFileSync(path.join(a, f));
      expect(bytes.equals(readFileSync(path.join(b, f))), f).toBe(true);
      if (f.endsWith('.svg')) {
        const svg = bytes.toString('utf8');
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), f).toBe(true);
        expect(svg.endsWith('</svg>'), f).toBe(true);
        expect(svg, f).not.toMatch(/<script|<image|href="http/);
      }
    }
  });
});
