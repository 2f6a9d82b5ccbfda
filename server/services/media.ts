/**
 * The media pipeline (issue 11.2): an uploaded photo is checked by its bytes (magic number, then
 * sharp's own reading of it, within size and pixel limits), turned into WebP variants at the
 * widths of domain/media.ts and stored under its content hash in the blob store (database with
 * PostgreSQL, so every instance serves it); a PDF is checked by `%PDF-` and stored as it is.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_UPLOAD_PREFIX, MEDIA_WIDTHS, PDF_MAX_BYTES, mediaVariantUrl, variantWidths,
} from '../../domain/media';
import { fieldError } from '../http/envelope';

export const MEDIA_MESSAGES = {
  notMedia: '*Berkas harus foto JPG, PNG atau WebP, atau brosur PDF!.',
  notImage: '*Berkas bukan gambar yang bisa dibaca!.',
  tooBig: `*Ukuran foto maksimal ${Math.round(MEDIA_MAX_BYTES / 1024 / 1024)} MB!.`,
  pdfTooBig: `*Ukuran PDF maksimal ${Math.round(PDF_MAX_BYTES / 1024 / 1024)} MB!.`,
  tooManyPixels: `*Resolusi foto terlalu besar (maksimal ${MEDIA_MAX_PIXELS / 1_000_000} megapiksel)!.`,
  empty: '*Pilih berkas untuk diunggah!.',
} as const;

/** The field a refusal is about: the upload's `file`. */
const FIELD = 'file';

type Sniffed = 'jpeg' | 'png' | 'webp' | 'pdf';

/** What the first bytes say the file is; the name and the declared type are never trusted. */
export function sniff(bytes: Buffer): Sniffed | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}

export interface ProcessedMedia {
  id: string;
  kind: 'photo' | 'pdf';
  url: string;
  width: number;
  height: number;
  bytes: number;
  widths: number[];
  /** Blob key -> bytes and type. */
  files: Array<{ key: string; bytes: Buffer; contentType: string }>;
}

/** The content hash naming an upload. */
export const mediaId = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** The blob key of a served name ('<hash>-960.webp', '<hash>.pdf'), or null. */
export function blobKeyOf(name: string): string | null {
  return /^[0-9a-f]{32}(-\d{1,5}\.webp|\.pdf)$/.test(name) ? `media/${name}` : null;
}

/** Checks an upload and makes what is stored; a 422 on `file` when it is not acceptable. */
export async function processUpload(bytes: Buffer): Promise<ProcessedMedia> {
  if (!bytes.length) throw fieldError(FIELD, MEDIA_MESSAGES.empty);
  const type = sniff(bytes);
  if (!type) throw fieldError(FIELD, MEDIA_MESSAGES.notMedia);
  const id = mediaId(bytes);
  if (type === 'pdf') {
    if (bytes.length > PDF_MAX_BYTES) throw fieldError(FIELD, MEDIA_MESSAGES.pdfTooBig);
    const name = `${id}.pdf`;
    return { id, kind: 'pdf', url: `${MEDIA_UPLOAD_PREFIX}${name}`, width: 0, height: 0, bytes: bytes.length, widths: [], files: [{ key: `media/${name}`, bytes, contentType: 'application/pdf' }] };
  }
  if (bytes.length > MEDIA_MAX_BYTES) throw fieldError(FIELD, MEDIA_MESSAGES.tooBig);
  // Pixels are checked from the header before anything is decoded (a 100-megapixel bomb costs nothing).
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta || meta.format !== type || !meta.width || !meta.height) throw fieldError(FIELD, MEDIA_MESSAGES.notImage);
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw fieldError(FIELD, MEDIA_MESSAGES.tooManyPixels);
  // EXIF orientations 5-8 turn the picture a quarter: its displayed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const widths = variantWidths(Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]));
  const files: ProcessedMedia['files'] = [];
  try {
    for (const w of widths) {
      const out = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
        .rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80, effort: 4 }).toBuffer();
      files.push({ key: `media/${id}-${w}.webp`, bytes: out, contentType: 'image/webp' });
    }
  } catch {
    // A header that reads but a body that does not decode (truncated, corrupt).
    throw fieldError(FIELD, MEDIA_MESSAGES.notImage);
  }
  const largest = widths[widths.length - 1];
  return { id, kind: 'photo', url: mediaVariantUrl(id, largest), width, height, bytes: bytes.length, widths, files };
}
