/**
 * The build's hashed assets sent from memory (server/plugins/build-assets.ts): the Brotli or gzip form the
 * build wrote, or the file itself, by Accept-Encoding; immutable for a year, with an ETag that answers 304;
 * HEAD without a body; nothing outside the assets folder, and no compressed form by its own name; the rest
 * of the build (the shell, sw.js) still from disk with its own caching.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { stubDist } from './ssr-stub';

const CHUNK = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const SHEET = '.card{color:#1f2329}\n';

describe('the build\'s hashed assets', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = stubDist();
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-Abc123_-.js'), CHUNK);
    writeFileSync(path.join(dist, 'assets', 'app-Abc123_-.js.br'), brotliCompressSync(CHUNK));
    writeFileSync(path.join(dist, 'assets', 'app-Abc123_-.js.gz'), gzipSync(CHUNK));
    // Under 1 KB: the build writes no compressed forms.
    writeFileSync(path.join(dist, 'assets', 'card-Xyz98765.css'), SHEET);
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(dist, 'server', 'secret.txt'), 'server only');
    t = await createTestApp({ DIST_DIR: dist });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  it('sends the Brotli form, the gzip form or the file itself by Accept-Encoding, immutable, with its type and security headers', async () => {
    const br = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    const gz = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(CHUNK));
    const sheet = await get('/assets/card-Xyz98765.css', { 'accept-encoding': 'br' });
    expect(sheet.headers['content-encoding']).toBeUndefined();
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.body).toBe(SHEET);
  });

  it('answers 304 to its ETag, and HEAD with the headers and no body', async () => {
    const first = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Weak and listed forms too, as the read cache's answers take them.
    expect((await get('/assets/app-Abc123_-.js', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/assets/app-Abc123_-.js', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const head = await get('/assets/app-Abc123_-.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends nothing outside the assets folder, no compressed form by its name, and a 404 for a chunk not in this build', async () => {
    for (const url of ['/assets/nope-12345678.js', '/assets/app-Abc123_-.js.br', '/assets/app-Abc123_-.js.gz', '/assets/..%2Fserver%2Fsecret.txt', '/assets/%2E%2E%2Findex.html', '/assets/.hidden.js', '/server/secret.txt']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('server only');
    }
    // A chunk written after a miss (a build copied in place) is found on the next request.
    writeFileSync(path.join(dist, 'assets', 'late-00000000.js'), 'export {};\n');
    expect((await get('/assets/late-00000000.js')).statusCode).toBe(200);
  });

  it('still sends the rest of the build from disk with its own caching', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
  });
});
