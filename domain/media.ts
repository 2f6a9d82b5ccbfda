/**
 * Uploaded media (docs/content-management.md): every photo is stored as WebP variants at the
 * widths below, named `/media/u/<hash>-<width>.webp`. A record stores the URL of the largest
 * variant made (never wider than the original), so the page can build `srcset` from that URL alone.
 */

/** Widths of the WebP variants, ascending. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

/** Where uploaded media is served. */
export const MEDIA_UPLOAD_PREFIX = '/media/u/';

/** Largest accepted upload, bytes (photos and frames). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Largest accepted PDF brochure, bytes. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Most pixels an uploaded photo may have (width x height). */
export const MEDIA_MAX_PIXELS = 40_000_000;
/**
 * Photos are JPEG, PNG or WebP, checked by content (magic bytes), not by name; a 360 exterior set
 * is 18 photos and an interior panorama six (PANORAMA_FACES); brochures are PDF (`%PDF-`).
 */

/** Interior panorama faces, in upload order (the viewer's cube map). */
export const PANORAMA_FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

const UPLOADED = /^\/media\/u\/([0-9a-f]{16,64})-(\d{1,5})\.webp$/;

/** The hash and largest width of an uploaded photo's URL, or null for any other URL (demo renders). */
export function parseMediaUrl(url: string): { hash: string; width: number } | null {
  const m = UPLOADED.exec(url);
  return m ? { hash: m[1], width: Number(m[2]) } : null;
}

/** The URL of one variant. */
export const mediaVariantUrl = (hash: string, width: number): string => `${MEDIA_UPLOAD_PREFIX}${hash}-${width}.webp`;

/** Widths stored for a photo whose largest variant is `max` wide: every standard width below it, and `max`. */
export function variantWidths(max: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < max), max];
}

/**
 * The `srcset` of a stored URL: '/media/u/ab..-480.webp 480w, /media/u/ab..-960.webp 960w'; '' for
 * a URL that is not an uploaded photo (demo renders have one size; use `src` alone).
 */
export function srcSetFor(url: string): string {
  const parsed = parseMediaUrl(url);
  if (!parsed) return '';
  return variantWidths(parsed.width).map((w) => `${mediaVariantUrl(parsed.hash, w)} ${w}w`).join(', ');
}
