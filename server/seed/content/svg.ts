/**
 * Deterministic SVG artwork for the demo media: gradient banners with Indonesian headlines,
 * simple car silhouettes, icon cards and initials avatars. No photos and no brand logos.
 */
import { ICONS, type IconName } from './icons';

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#EB0A1E', '#7A0010'], ['#1A1A1C', '#5E6266'], ['#0F4C81', '#1E8C93'],
  ['#A0141E', '#3B0A0E'], ['#1E8C93', '#0F3B40'], ['#5E6266', '#1A1A1C'],
];

/** XML-escapes text for an SVG text node or attribute. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A stable small number from a string, so the same path always gets the same look. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Greedy word wrap by character count (good enough for a bold sans headline). */
export function wrap(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

function frame(w: number, h: number, seed: string, body: string): string {
  const [a, b] = PALETTES[hash(seed) % PALETTES.length];
  const id = `g${hash(seed).toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.6}" fill="#fff" fill-opacity="0.06"/>` +
    `<circle cx="${w * 0.1}" cy="${h * 1.05}" r="${h * 0.45}" fill="#fff" fill-opacity="0.05"/>` +
    `<path d="M0 ${h * 0.78} L${w} ${h * 0.58} L${w} ${h * 0.64} L0 ${h * 0.84}Z" fill="#fff" fill-opacity="0.08"/>` +
    body + '</svg>';
}

function textBlock(lines: string[], x: number, y: number, size: number, weight = 700, opacity = 1, anchor = 'start'): string {
  return lines.map((l, i) =>
    `<text x="${x}" y="${y + i * size * 1.2}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="#fff" fill-opacity="${opacity}" text-anchor="${anchor}">${esc(l)}</text>`,
  ).join('');
}

/** A generic car side view (no real model's shape), scaled to `width` at (x, y) top-left. */
export function carSilhouette(x: number, y: number, width: number, color = '#FFFFFF'): string {
  const s = width / 400;
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}">` +
    '<path d="M20 120 Q20 92 52 86 L110 78 L160 40 Q176 30 200 30 L290 30 Q312 30 326 44 L360 80 Q392 86 392 112 L392 128 Q392 138 382 138 L30 138 Q20 138 20 128Z" fill-opacity="0.92"/>' +
    '<path d="M128 80 L168 48 L236 48 L236 80Z M250 48 L300 48 Q312 48 320 58 L336 80 L250 80Z" fill="#000" fill-opacity="0.35"/>' +
    '<circle cx="100" cy="138" r="30" fill="#1A1A1C"/><circle cx="100" cy="138" r="13" fill="#B8BCC0"/>' +
    '<circle cx="316" cy="138" r="30" fill="#1A1A1C"/><circle cx="316" cy="138" r="13" fill="#B8BCC0"/></g>';
}

/** A wide banner: headline and subline on the left, a car silhouette on the right. */
export function bannerSvg(w: number, h: number, title: string, sub: string, seed: string): string {
  const wide = w / h >= 1.3;
  const size = Math.round(Math.min(w, h * 1.6) / (wide ? 16 : 11));
  const lines = wrap(title, wide ? 24 : 16);
  const textX = Math.round(w * 0.07);
  const textY = Math.round(wide ? h * 0.3 : h * 0.18);
  const subY = textY + lines.length * size * 1.2 + size * 0.3;
  const car = wide
    ? carSilhouette(w * 0.52, h * 0.42, w * 0.42)
    : carSilhouette(w * 0.1, h * 0.58, w * 0.8);
  return frame(w, h, seed,
    textBlock(lines, textX, textY, size) +
    textBlock(wrap(sub, wide ? 40 : 26, 2), textX, subY, Math.round(size * (wide ? 0.5 : 0.6)), 400, 0.9) +
    `<rect x="${textX}" y="${textY - size * 1.4}" width="${size * 2}" height="${Math.max(4, size / 8)}" fill="#fff"/>` + car);
}

/** A card with a large line icon and a caption (after-sales cards, parts, service cards). */
export function iconCardSvg(w: number, h: number, icon: IconName, caption: string, seed: string): string {
  const size = Math.min(w, h) * 0.38;
  const lines = wrap(caption, Math.max(12, Math.round(w / 24)), 2);
  const font = Math.round(Math.min(w, h) / 14);
  return frame(w, h, seed,
    `<g transform="translate(${(w - size) / 2} ${h * 0.14}) scale(${size / 24})" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ICONS[icon]}</g>` +
    textBlock(lines, w / 2, h * 0.14 + size + font * 1.6, font, 700, 1, 'middle'));
}

/** A round initials badge (testimonial avatars, club logos). */
export function initialsSvg(size: number, name: string, ring = false): string {
  const initials = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w)).slice(0, 3).map((w) => w[0].toUpperCase()).join('');
  const [a, b] = PALETTES[hash(name) % PALETTES.length];
  const r = size / 2;
  const font = Math.round(size / (initials.length > 2 ? 3.4 : 2.6));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<circle cx="${r}" cy="${r}" r="${r}" fill="${a}"/><circle cx="${r}" cy="${r}" r="${r * 0.86}" fill="${b}"/>` +
    (ring ? `<circle cx="${r}" cy="${r}" r="${r * 0.74}" fill="none" stroke="#fff" stroke-width="${size / 60}" stroke-dasharray="${size / 30} ${size / 50}"/>` : '') +
    `<text x="${r}" y="${r + font * 0.36}" font-family="Helvetica, Arial, sans-serif" font-size="${font}" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials)}</text></svg>`;
}

/** A plain line icon on a transparent background, in the brand red. */
export function iconSvg(icon: IconName, color = '#EB0A1E'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" role="img">${ICONS[icon]}</svg>`;
}
