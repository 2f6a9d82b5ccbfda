/**
 * Open Graph pictures (issue 12, docs/rendering.md): WhatsApp and Facebook show no SVG, so a
 * server page's og:image is a 1200x630 JPEG of the page's own picture (a car's render or photo, an
 * article's picture, Home's first slide, else the brand mark) on a plain brand-coloured canvas.
 *
 * URL: `/media/og/<key>/<source>.jpg`. `key` is a hash of the source's content (and of the layout
 * version), so a changed picture gets a new URL and every URL can be cached for a year; `<source>`
 * says where the picture is (`u/<hash>-1600.webp` an upload in the blob store, `cars/x/y.svg` a
 * demo render under the media folder, `brand` the mark). The JPEG is made on its first request,
 * only when the source's content still gives that key, and kept in the blob store (the database
 * with PostgreSQL), so every instance serves it and none makes it twice. Nothing is fetched from
 * the network: a source elsewhere gets the brand picture.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../domain/brand';
import { MEDIA_MAX_PIXELS } from '../../domain/media';
import { blobKeyOf } from '../services/media';

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
/** Where the pictures are served. */
const OG_PREFIX = '/media/og/';
/** Part of every key: changing how the picture is laid out gives every page a new URL. */
const LAYOUT = 'og-1: brand canvas, 72 px margin, transparent edges trimmed';
/** Space kept free around the picture on the canvas. */
const MARGIN = 72;
const FIT = { width: OG_WIDTH - 2 * MARGIN, height: OG_HEIGHT - 2 * MARGIN };

/** The brand mark (public/favicon.svg's mountain, without its tile), white on the brand colour. */
const BRAND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`
  + `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${BRAND.themeColor}"/>`
  + '<g transform="translate(600 315) scale(16) translate(-18 -19)">'
  + '<path d="M5 28 L15 12 L18.5 16.5 L21 13 L31 28 Z" fill="#fff"/><path d="M15 12 L18.5 16.5 L21 13 L19.5 10.5 L17 10 Z" fill="#ffd2d6"/>'
  + '</g></svg>';
const BRAND_REF = 'brand';

/** A source under the media folder: safe relative path of a picture. */
const DISK_REF = /^(?!u\/)[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*\.(svg|png|jpe?g|webp)$/i;
const UPLOAD_REF = /^u\/([0-9a-f]{32})-(\d{1,5})\.webp$/;
const KEY = /^[0-9a-f]{32}$/;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
/** The key of a source whose content hash is `contentHash`. */
const keyOf = (contentHash: string) => sha256(`${LAYOUT}\n${contentHash}`).slice(0, 32);

/** The picture a server page names in its head. */
export interface OgImage { url: string; width: number; height: number; type: string }

interface Source { ref: string; hash: string }

/**
 * Lays `bytes` (a photo or SVG) on the brand canvas: fitted inside the margins, never cropped or
 * stretched, centred; the transparent edges of a cut-out (a car render) are trimmed first so the
 * car itself, not its canvas, is centred and large.
 */
async function renderOgJpeg(bytes: Buffer): Promise<Buffer> {
  const meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  if (!meta.width || !meta.height) throw new Error('unreadable picture');
  // An SVG is drawn at a density that gives enough pixels for the canvas (its own size may be small),
  // with a fifth more for what trimming takes away.
  const scale = Math.min(4, Math.max(FIT.width / meta.width, FIT.height / meta.height) * 1.25);
  const source = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', ...(meta.format === 'svg' ? { density: 72 * scale } : {}) }).rotate();
  const picture = meta.hasAlpha ? source.trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 }) : source;
  const fitted = await picture.resize({ ...FIT, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BRAND.themeColor } })
    .composite([{ input: fitted.data, left: Math.round((OG_WIDTH - fitted.info.width) / 2), top: Math.round((OG_HEIGHT - fitted.info.height) / 2) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export interface OgImages {
  /** The og:image (absolute URL) of a page whose picture is `source` (a site URL such as '/media/...'), else the brand picture. */
  imageFor(source: string | null | undefined): Promise<OgImage>;
}

/** Registers GET /media/og/... and answers the URL of a page's picture. */
export function registerOgImages(app: FastifyInstance, opts: { mediaDir: string; origin: string }): OgImages {
  const mediaDir = path.resolve(opts.mediaDir);
  // Content hashes of the files under the media folder, by path, while their size and time are unchanged.
  const fileHashes = new Map<string, { size: number; mtimeMs: number; hash: string }>();
  const making = new Map<string, Promise<Buffer | null>>();
  const brand: Source = { ref: BRAND_REF, hash: sha256(BRAND_SVG) };

  const diskFile = (ref: string): string | null => {
    const file = path.resolve(mediaDir, ref);
    return DISK_REF.test(ref) && file.startsWith(mediaDir + path.sep) ? file : null;
  };

  async function fileHash(file: string): Promise<string | null> {
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const known = fileHashes.get(file);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.hash;
    const hash = sha256(await readFile(file));
    if (fileHashes.size > 5000) fileHashes.clear();
    fileHashes.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, hash });
    return hash;
  }

  /** Where a page's picture is and the hash of its content; null when it is not a picture this server holds. */
  async function sourceOf(url: string | null | undefined): Promise<Source | null> {
    if (!url?.startsWith('/media/') || url.startsWith(OG_PREFIX)) return null;
    let ref: string;
    try {
      ref = decodeURIComponent(url.slice('/media/'.length).split(/[?#]/)[0]);
    } catch {
      return null;
    }
    const upload = UPLOAD_REF.exec(ref);
    // An upload's name is already its content's hash: nothing to read.
    if (upload) return { ref, hash: `${upload[1]}-${upload[2]}` };
    const file = diskFile(ref);
    const hash = file ? await fileHash(file) : null;
    return hash ? { ref, hash } : null;
  }

  /** The picture's bytes and content hash, read where `ref` says. */
  async function load(ref: string): Promise<{ bytes: Buffer; hash: string } | null> {
    if (ref === BRAND_REF) return { bytes: Buffer.from(BRAND_SVG), hash: brand.hash };
    const upload = UPLOAD_REF.exec(ref);
    if (upload) {
      const key = blobKeyOf(ref.slice(2));
      const blob = key ? await app.blobs.get(key) : null;
      return blob ? { bytes: blob.bytes, hash: `${upload[1]}-${upload[2]}` } : null;
    }
    const file = diskFile(ref);
    const bytes = file ? await readFile(file).catch(() => null) : null;
    return bytes ? { bytes, hash: sha256(bytes) } : null;
  }

  /** The JPEG of `key`: from the blob store, else made from its source (once at a time) and stored. */
  async function jpegOf(key: string, ref: string): Promise<Buffer | null> {
    const blobKey = `og/${key}.jpg`;
    const stored = await app.blobs.get(blobKey);
    if (stored) return stored.bytes;
    let job = making.get(key);
    if (!job) {
      job = (async () => {
        const source = await load(ref);
        // Only the picture the URL was made for: a changed or unknown source is not drawn.
        if (!source || keyOf(source.hash) !== key) return null;
        const jpeg = await renderOgJpeg(source.bytes);
        await app.blobs.put(blobKey, jpeg, 'image/jpeg');
        return jpeg;
      })().finally(() => making.delete(key));
      making.set(key, job);
    }
    return job;
  }

  app.get(`${OG_PREFIX}:key/*`, {
    schema: { hide: true, params: { type: 'object', properties: { key: { type: 'string' }, '*': { type: 'string' } }, required: ['key', '*'] } as const },
  }, async (request, reply) => {
    const { key } = request.params;
    const name = request.params['*'];
    const ref = name.endsWith('.jpg') ? name.slice(0, -4) : '';
    const known = KEY.test(key) && (ref === BRAND_REF || UPLOAD_REF.test(ref) || diskFile(ref) !== null);
    let jpeg: Buffer | null = null;
    if (known) {
      try {
        jpeg = await jpegOf(key, ref);
      } catch (error) {
        request.log.warn({ err: error, key }, 'open graph picture not made');
      }
    }
    if (!jpeg) return reply.code(404).send({ status: 404, message: 'Tidak ditemukan', data: null });
    const etag = `"${key}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('content-type', 'image/jpeg')
      // Made to be shown by other sites (link previews).
      .header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(jpeg);
  });

  const origin = opts.origin.replace(/\/$/, '');
  return {
    async imageFor(url) {
      const source = (await sourceOf(url).catch(() => null)) ?? brand;
      return { url: `${origin}${OG_PREFIX}${keyOf(source.hash)}/${source.ref.split('/').map(encodeURIComponent).join('/')}.jpg`, width: OG_WIDTH, height: OG_HEIGHT, type: 'image/jpeg' };
    },
  };
}
