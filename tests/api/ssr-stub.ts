/**
 * A stand-in build for the API tests of server/plugins/ssr.ts: a shell and a `server/entry-server.js`
 * with the render's interface, without React, so the server's side of rendering (page cache and its
 * invalidation, private pages, og:image, warm-up) is tested without `vite build`.
 *
 * The stub page `/stub?reads=/api/a,/api/b&picture=/media/x.svg` reads those API URLs through the
 * server's fetch and names the picture's og:image; its markup carries a render counter (`data-render`),
 * the same number again means the page came from the cache. Paths under `/private` are private.
 * `&modules=src/a.tsx,…` names the screens the page says it drew (their styles and code, from the build's manifest).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SHELL = '<!doctype html><html lang="id"><head><title>Shell</title><meta property="og:title" content="Shell" /></head><body><div id="root"></div></body></html>';

const ENTRY = `
let apiFetch = null;
let ogImage = null;
let count = 0;
const esc = (t) => String(t).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const PRERENDERED_SCRIPT_ID = 'prerendered-data';
export const scriptJson = (v) => JSON.stringify(v).replace(/</g, '\\\\u003c');
export function setApiFetch(impl) { apiFetch = impl; }
export function setOgImage(impl) { ogImage = impl; }
export function isPrivatePage(pathname) { return pathname === '/private' || pathname.startsWith('/private/'); }
export async function renderPage(url, origin) {
  const u = new URL(url, origin);
  const reads = (u.searchParams.get('reads') || '').split(',').filter(Boolean);
  const answers = [];
  for (const read of reads) answers.push(await (await apiFetch(read, { method: 'GET', headers: {} })).text());
  const image = await ogImage(u.searchParams.get('picture'));
  count += 1;
  const head = [
    '<title>Stub | Merapi Toyota</title>',
    '<meta property="og:image" content="' + esc(image.url) + '" />',
    '<meta property="og:image:width" content="' + image.width + '" />',
    '<meta property="og:image:height" content="' + image.height + '" />',
    '<meta property="og:image:type" content="' + esc(image.type) + '" />',
  ].join('');
  return { status: 200, html: '<main data-render="' + count + '" data-path="' + esc(u.pathname) + '">' + esc(answers.join('\\n')) + '</main>', head, embedded: { rows: [], missing: [] }, modules: (u.searchParams.get('modules') || '').split(',').filter(Boolean) };
}
`;

/** Writes a stub build into a new folder (one per app: the render's module state is per file). */
export function stubDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merapi-ssr-stub-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

/** The render counter of a stub page (`data-render`). */
export const renderNumber = (html: string): number => Number(/data-render="(\d+)"/.exec(html)?.[1] ?? NaN);
/** The content of a head meta tag. */
export const metaOf = (html: string, name: string): string | undefined => new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1];
