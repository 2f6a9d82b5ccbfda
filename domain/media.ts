/**
 * Media URLs and their `srcset` (docs/content-management.md), the one home of both rules:
 *
 * - Uploaded media: every photo is stored as WebP variants at the widths below, named
 *   `/media/u/<hash>-<width>.webp`. A record stores the URL of the largest variant made (never
 *   wider than the original), so the page can build `srcset` from that URL alone.
 * - Demo renders (issue 12): the seeded "photos" are SVG files under the media folder, which
 *   Chrome parses and paints on the main thread. Every photo-like one (`isDemoRender`: not an icon,
 *   a logo or the animated turntable) also has WebP renditions at the same widths, made by the
 *   server on first request: `/media/r/<width>/<path without .svg>.webp` (server/media/renditions.ts).
 *   The SVG stays the `src` (the fallback, and what the offline catalogue saves).
 * - Icons (`/icons/`, `/values/`: Home's service and value icons, the car's feature icons) have the
 *   same renditions at ICON_WIDTHS: an SVG in an `<img>` is a document of its own that Chrome builds,
 *   lays out and paints on the main thread (12-30 ms each on this machine's Home load, four of them
 *   on the first screen), a small WebP is decoded off it.
 */

/** Widths of the WebP variants, ascending. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** Widths of an icon's renditions, ascending: icons show at 24-56 CSS pixels, on screens of up to 3x. */
export const ICON_WIDTHS = [96, 192] as const;

/** Where uploaded media is served. */
export const MEDIA_UPLOAD_PREFIX = '/media/u/';
/** Where the WebP renditions of demo renders are served: `/media/r/<width>/<path>.webp`. */
export const MEDIA_RENDITION_PREFIX = '/media/r/';

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

/** A safe path of an SVG under the media folder (no '..', no empty or hidden segment), outside the served-from-store prefixes. */
const DEMO_SVG = /^\/media\/(?!u\/|r\/|og\/)((?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*)\.svg$/i;
/**
 * Vector marks that stay SVG: club logos (`-logo.svg`, drawn large on a club's own page) and the car's
 * "video" (`video.svg`, an animated turntable a still picture would freeze).
 */
const VECTOR_MARK = /-logo$|(^|\/)video$/;
/** Small line icons (`/icons/`: Home's service icons, the car's feature icons; `/values/`: Home's trusted-value icons). */
const ICON = /(^|\/)(icons|values)\//;

/** A picture with renditions: its path without '/media/' and '.svg' ('cars/avanza/black-mica') and their widths; null for any other URL. */
function renderOf(url: string): { path: string; widths: readonly number[] } | null {
  const m = DEMO_SVG.exec(url);
  if (!m || VECTOR_MARK.test(m[1])) return null;
  return { path: m[1], widths: ICON.test(m[1]) ? ICON_WIDTHS : MEDIA_WIDTHS };
}

/** Whether `url` is a demo render: a photo-like SVG picture under /media (not an icon) that has WebP renditions. */
export const isDemoRender = (url: string): boolean => {
  const render = renderOf(url);
  return render !== null && render.widths === MEDIA_WIDTHS;
};

const rendition = (renderPath: string, width: number): string => `${MEDIA_RENDITION_PREFIX}${width}/${renderPath}.webp`;

/** The URL of one rendition of a demo render or icon ('/media/cars/avanza/black-mica.svg', 480 -> '/media/r/480/cars/avanza/black-mica.webp'); null for any other URL or width. */
export function renditionUrl(url: string, width: number): string | null {
  const render = renderOf(url);
  return render && render.widths.includes(width) ? rendition(render.path, width) : null;
}

const RENDITION = /^\/media\/r\/([1-9]\d{0,4})\/(.+)\.webp$/;

/**
 * The SVG a rendition URL is of: '/media/r/480/cars/avanza/black-mica.webp' ->
 * {width: 480, svg: '/media/cars/avanza/black-mica.svg'}; null unless the SVG is a demo render or an
 * icon (so no '..' or other unsafe path) and the width one of its widths.
 */
export function parseRenditionUrl(url: string): { width: number; svg: string } | null {
  const m = RENDITION.exec(url);
  if (!m) return null;
  const width = Number(m[1]);
  const svg = `/media/${m[2]}.svg`;
  return renderOf(svg)?.widths.includes(width) ? { width, svg } : null;
}

/**
 * The `srcset` of a stored URL: '/media/u/ab..-480.webp 480w, /media/u/ab..-960.webp 960w' for an
 * uploaded photo; '/media/r/480/cars/x.webp 480w, ...' (every width of MEDIA_WIDTHS, or of ICON_WIDTHS
 * for an icon: a vector is sharp at any of them) for a demo render or icon; '' for anything else
 * (logos, other sites), which keeps `src` alone.
 */
export function srcSetFor(url: string): string {
  const parsed = parseMediaUrl(url);
  if (parsed) return variantWidths(parsed.width).map((w) => `${mediaVariantUrl(parsed.hash, w)} ${w}w`).join(', ');
  const render = renderOf(url);
  return render ? render.widths.map((w) => `${rendition(render.path, w)} ${w}w`).join(', ') : '';
}
