/**
 * WebP renditions of the demo renders and icons (issue 12, docs/content-management.md): Chrome parses
 * and paints an SVG picture on the main thread (50-80 ms each on a mid-range phone), a WebP is decoded
 * off it. `srcSetFor` (domain/media.ts) lists `/media/r/<width>/<path>.webp` for every photo-like
 * SVG under the media folder and every icon; this route makes them.
 *
 * - Only a safe path naming an existing `.svg` under the media folder that is a demo render (at
 *   MEDIA_WIDTHS) or an icon (at ICON_WIDTHS), never a logo or the animated turntable
 *   (`parseRenditionUrl`); anything else is 404.
 * - Drawn by sharp (librsvg) at the density that gives the width, aspect kept; a transparent
 *   canvas (a car cut-out) stays transparent (WebP with alpha).
 * - Made on the first request, one at a time per rendition (a promise per key in this process),
 *   and kept in the blob store (the database with PostgreSQL: every instance serves what one made,
 *   and a second instance making it too only writes the same bytes again) under a key of the SVG's
 *   content hash and the width, so a changed SVG gives new bytes.
 * - `image/webp`, ETag of that key, 304 on If-None-Match, `Cache-Control: public, max-age=86400`
 *   (the URL carries no content hash, so not immutable: a day, like the SVGs themselves). The
 *   security headers (CORP same-origin, nosniff, ...) are those of every answer, as for /media.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { MEDIA_MAX_PIXELS, MEDIA_RENDITION_PREFIX, parseRenditionUrl } from '../../domain/media';

/** Part of every key: changing how renditions are made gives every rendition new bytes. */
const RECIPE = 'r-1: svg density to width, webp q78 smart subsample, alpha kept';
const QUALITY = 78;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
/** The key of a rendition of an SVG whose content hash is `contentHash`. */
const keyOf = (contentHash: string, width: number) => `${sha256(`${RECIPE}\n${contentHash}`).slice(0, 32)}-${width}`;
const blobKeyOf = (key: string) => `renditions/${key}.webp`;

/** `svg` drawn `width` pixels wide (height by its aspect ratio) as WebP; transparency kept. */
async function renderRendition(svg: Buffer, width: number): Promise<Buffer> {
  const meta = await sharp(svg, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  if (meta.format !== 'svg' || !meta.width || !meta.height) throw new Error('not an SVG picture');
  // At 72 dpi librsvg draws the SVG at its own size; this density draws it `width` wide, sharp at any width.
  const drawn = sharp(svg, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', density: (72 * width) / meta.width });
  const height = Math.max(1, Math.round((width * meta.height) / meta.width));
  // The density's rounding may leave a pixel more or less: fitted to the exact size.
  return drawn.resize(width, height, { fit: 'fill' }).webp({ quality: QUALITY, smartSubsample: true }).toBuffer();
}

/** Registers GET /media/r/<width>/<path>.webp. */
export function registerMediaRenditions(app: FastifyInstance, opts: { mediaDir: string }): void {
  const mediaDir = path.resolve(opts.mediaDir);
  // Content hashes of the SVGs, by file, while their size and time are unchanged.
  const fileHashes = new Map<string, { size: number; mtimeMs: number; hash: string }>();
  const making = new Map<string, Promise<Buffer | null>>();

  /** The SVG file a rendition URL is of and its content hash; null when there is no such demo render. */
  async function sourceOf(url: string): Promise<{ file: string; hash: string; width: number } | null> {
    const parsed = parseRenditionUrl(url);
    if (!parsed) return null;
    const file = path.resolve(mediaDir, parsed.svg.slice('/media/'.length));
    if (!file.startsWith(mediaDir + path.sep)) return null;
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const known = fileHashes.get(file);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return { file, hash: known.hash, width: parsed.width };
    const hash = sha256(await readFile(file));
    if (fileHashes.size > 5000) fileHashes.clear();
    fileHashes.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, hash });
    return { file, hash, width: parsed.width };
  }

  /** The rendition's bytes: from the blob store, else drawn (once at a time per key) and stored. */
  async function renditionOf(key: string, source: { file: string; hash: string; width: number }): Promise<Buffer | null> {
    const stored = await app.blobs.get(blobKeyOf(key));
    if (stored) return stored.bytes;
    let job = making.get(key);
    if (!job) {
      job = (async () => {
        const svg = await readFile(source.file);
        // Changed since it was hashed: not drawn under the old content's key (the next request hashes again).
        if (sha256(svg) !== source.hash) return null;
        const webp = await renderRendition(svg, source.width);
        await app.blobs.put(blobKeyOf(key), webp, 'image/webp');
        return webp;
      })().finally(() => making.delete(key));
      making.set(key, job);
    }
    return job;
  }

  const notFound = { status: 404, message: 'Tidak ditemukan', data: null };

  app.get(`${MEDIA_RENDITION_PREFIX}:w/*`, {
    schema: { hide: true, params: { type: 'object', properties: { w: { type: 'string' }, '*': { type: 'string' } }, required: ['w', '*'] } as const },
  }, async (request, reply) => {
    const url = `${MEDIA_RENDITION_PREFIX}${request.params.w}/${request.params['*']}`;
    const source = await sourceOf(url).catch(() => null);
    if (!source) return reply.code(404).send(notFound);
    const key = keyOf(source.hash, source.width);
    const etag = `"${key}"`;
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    let webp: Buffer | null = null;
    try {
      webp = await renditionOf(key, source);
    } catch (error) {
      request.log.warn({ err: error, url }, 'media rendition not made');
    }
    if (!webp) return reply.code(404).header('cache-control', 'no-store').removeHeader('etag').send(notFound);
    return reply.header('content-type', 'image/webp').send(webp);
  });
}
