/**
 * A server page's stylesheets in one request (server/plugins/page-styles.ts): the page links one bundle,
 * its files concatenated in the order the page applied them one by one, and marks each file in (a
 * disabled link, never fetched) for the chunk loader; the bundle is served like the build's files
 * (compressed, immutable, ETag) by any instance serving the same build, whichever rendered the page; a
 * name that is none of the build's bundles is a 404; a page with one stylesheet links it as before.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { stubDist } from './ssr-stub';

const SHEETS = {
  'assets/index-Sh3ll000.css': 'body{margin:0}',
  'assets/app-Ap900000.css': '.app{color:#111}',
  'assets/shared-Sh4red00.css': '.shared{color:#222}',
  'assets/screen-a-Aaaa0000.css': '.a{color:#333}.shared{color:#444}',
};
const MANIFEST = {
  'index.html': { file: 'assets/index-Ix000000.js', isEntry: true, css: ['assets/index-Sh3ll000.css'], dynamicImports: ['src/boot.tsx'] },
  'src/boot.tsx': { file: 'assets/boot-Bt000000.js', isDynamicEntry: true, css: ['assets/app-Ap900000.css'] },
  'src/screen-a.tsx': { file: 'assets/screen-a-Aa000000.js', isDynamicEntry: true, css: ['assets/screen-a-Aaaa0000.css'], imports: ['_shared-Sh000000.js'] },
  '_shared-Sh000000.js': { file: 'assets/shared-Sh000000.js', css: ['assets/shared-Sh4red00.css'] },
  'src/screen-b.tsx': { file: 'assets/screen-b-Bb000000.js', isDynamicEntry: true },
};
const SHELL = '<!doctype html><html lang="id"><head><title>Shell</title><link rel="stylesheet" crossorigin href="/assets/index-Sh3ll000.css"></head><body><div id="root"></div></body></html>';

const linksOf = (html: string) => [...html.split('</head>')[1].matchAll(/<link rel="stylesheet" href="([^"]+)"( disabled)?>/g)].map((m) => `${m[1]}${m[2] ? ' (marked)' : ''}`);

describe('a server page\'s stylesheets as one bundle', () => {
  let dist: string;
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    dist = stubDist();
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    for (const [file, text] of Object.entries(SHEETS)) writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    // Two instances serving the same build (one database each: only the build is shared here).
    t = await createTestApp({ DIST_DIR: dist });
    other = await createTestApp({ DIST_DIR: dist });
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it('links one bundle of the page\'s stylesheets at the end of <body>, each file marked in, in the order they apply', async () => {
    const page = await t.app.inject({ url: '/stub?modules=src/screen-a.tsx' });
    expect(page.statusCode).toBe(200);
    const links = linksOf(page.body);
    expect(links).toHaveLength(4);
    expect(links[0]).toMatch(/^\/assets\/styles-[A-Za-z0-9]{16}\.css$/);
    // The start's, then the screen's own, then what the screen imports: the order the page linked them in one by one.
    expect(links.slice(1)).toEqual(['/assets/app-Ap900000.css (marked)', '/assets/screen-a-Aaaa0000.css (marked)', '/assets/shared-Sh4red00.css (marked)']);
    // The shell's own stylesheet stays in the head, not in the bundle.
    expect(page.body.split('</head>')[0]).toContain('/assets/index-Sh3ll000.css');
  });

  it('serves the bundle, the files in that order, compressed and immutable, from any instance of the build', async () => {
    const name = linksOf((await t.app.inject({ url: '/stub?modules=src/screen-a.tsx' })).body)[0];
    const expected = `${SHEETS['assets/app-Ap900000.css']}\n${SHEETS['assets/screen-a-Aaaa0000.css']}\n${SHEETS['assets/shared-Sh4red00.css']}\n`;
    // The other instance never rendered that page.
    for (const app of [other.app, t.app]) {
      const res = await app.inject({ url: name, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(expected);
      const again = await app.inject({ url: name, headers: { 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
    const plain = await other.app.inject({ url: name, headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(expected);
  });

  it('answers 404 for a bundle name that is none of the build\'s, and links a page\'s only stylesheet as it is', async () => {
    expect((await t.app.inject({ url: '/assets/styles-AAAAAAAAAAAAAAAA.css' })).statusCode).toBe(404);
    const single = await t.app.inject({ url: '/stub?modules=src/screen-b.tsx' });
    expect(linksOf(single.body)).toEqual(['/assets/app-Ap900000.css']);
  });
});
