/**
 * The build's hashed files (`dist/assets/*`: the app's chunks and stylesheets) sent from memory. Their
 * names change with their content, so each is read once, with the Brotli and gzip files the build wrote
 * beside it, and kept for the process's life: bounded by the build (about 4.6 MB with both compressed
 * forms; read only when asked), the same on every instance that serves that build.
 *
 * Sent through `@fastify/static` (a stat, an open and a read stream per request), one such file cost the
 * server about 0.8 ms of CPU on the project's machine; a new visitor asks for 40-90 of them with the page and
 * 278 more when the service worker precaches, on the two cores the visitor's browser shares with the
 * server in the bench (docs/performance.md, 29 Nov 2026). Everything else in the build (the shell,
 * `sw.js`, the manifest, icons) stays with `@fastify/static` in static.ts.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { StyleBundles } from './page-styles';
import { encodingOf, etagMatches } from './read-cache-hot-path';

/** A file name of the build's assets folder: no folder, no dot first (nothing outside it can be named). */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

interface Asset { type: string; etag: string; lastModified: string; identity: Buffer; br: Buffer | null; gzip: Buffer | null }

const optional = (file: string) => readFile(file).catch(() => null);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** A page's stylesheet bundle (page-styles.ts) as an asset: compressed once, off the event loop, as the build compresses its files. */
async function bundleAsset({ body, modified }: { body: Buffer; modified: Date }): Promise<Asset> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  return { type: TYPES['.css'], etag: etagOf(body), lastModified: modified.toUTCString(), identity: body, br, gzip: gz };
}

/** The encoding to send for an Accept-Encoding header (the read cache's choice), if the build wrote that form. */
function encodingFor(accept: string | undefined, asset: Asset): 'br' | 'gzip' | null {
  const wanted = encodingOf(accept);
  return wanted !== 'identity' && asset[wanted] ? wanted : null;
}

/** Registers GET (and HEAD) `/assets/:name` for the files of `<distDir>/assets`, and for the pages' stylesheet bundles of that build. */
export function registerBuildAssets(app: FastifyInstance, distDir: string, bundles?: StyleBundles): void {
  const folder = path.join(distDir, 'assets');
  // A file being read is asked for once: the requests meanwhile wait for the same read.
  const assets = new Map<string, Promise<Asset | null>>();
  const load = async (name: string): Promise<Asset | null> => {
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      const bundle = bundles?.content(name);
      return bundle ? bundleAsset(bundle) : null;
    }
    const identity = await optional(file);
    if (!identity) return null;
    const [br, gzip] = await Promise.all([optional(`${file}.br`), optional(`${file}.gz`)]);
    return {
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      etag: etagOf(identity),
      lastModified: info.mtime.toUTCString(),
      identity,
      br,
      gzip,
    };
  };

  app.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const { name } = request.params;
    // The compressed forms are sent for their file, never asked for by name.
    if (!ASSET_NAME.test(name) || /\.(br|gz)$/.test(name)) return reply.callNotFound();
    let loading = assets.get(name);
    if (!loading) {
      loading = load(name);
      assets.set(name, loading);
    }
    const asset = await loading;
    if (!asset) {
      // Not in this build (an old page's chunk after a deploy): not kept, the next build may have it.
      assets.delete(name);
      return reply.callNotFound();
    }
    reply.header('cache-control', IMMUTABLE).header('etag', asset.etag).header('last-modified', asset.lastModified).header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
    const encoding = encodingFor(request.headers['accept-encoding'], asset);
    reply.type(asset.type);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.identity);
  });
}
