/** Small SVG helpers for the generated demo media: numbers, colours, polygons, documents. */

/** One decimal keeps the files small and the output byte-for-byte deterministic. */
export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

/** Red, green, blue 0..255. */
export type Rgb = [number, number, number];

const parsed = new Map<string, Rgb>();

/** '#RRGGBB' -> [r, g, b] (memoised: the renderer mixes the same few colours over and over). */
export function hexToRgb(hex: string): Rgb {
  let rgb = parsed.get(hex);
  if (!rgb) {
    const n = parseInt(hex.replace('#', ''), 16);
    rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
    if (parsed.size < 5000) parsed.set(hex, rgb);
  }
  return rgb;
}

/** [r, g, b] -> '#rrggbb', clamped. */
export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [hexToRgb(a), hexToRgb(b)];
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

/** A point on the canvas. */
export interface Pt { X: number; Y: number }

/** Convex hull (monotone chain) of projected points. */
export function hull(pts: Pt[]): Pt[] {
  const s = [...pts].sort((a, b) => a.X - b.X || a.Y - b.Y);
  const cross = (o: Pt, a: Pt, b: Pt) => (a.X - o.X) * (b.Y - o.Y) - (a.Y - o.Y) * (b.X - o.X);
  const half = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(s), ...half([...s].reverse())];
}

/** Text safe inside SVG elements and attributes. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A complete SVG document with an accessible title. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">`
    + `<title>${escapeXml(title)}</title>${body}</svg>\n`;
}

/** A deterministic pseudo-random sequence in [0, 1) from a text seed (mulberry32 over an FNV hash). */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
