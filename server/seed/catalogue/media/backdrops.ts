/** Backgrounds for the car scenes: studio, city street at dusk, and Mount Merapi by day. */
import { f } from './svg';

/** The scenes a car can be shown in. */
export type Backdrop = 'studio' | 'dusk' | 'merapi';

const gradient = (id: string, stops: Array<[number, string]>, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">`
  + stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') + '</linearGradient>';

/** Row of simple buildings with a few lit windows (positions fixed, so output is deterministic). */
function skyline(w: number, horizon: number): string {
  let out = '';
  let x = 0;
  for (let i = 0; x < w; i++) {
    const bw = w * (0.05 + ((i * 37) % 5) * 0.012);
    const bh = horizon * (0.25 + ((i * 53) % 7) * 0.06);
    out += `<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#1f2540"/>`;
    for (let k = 0; k < 4; k++) {
      if ((i + k) % 3 === 0) out += `<rect x="${f(x + bw * (0.2 + 0.15 * k))}" y="${f(horizon - bh * (0.3 + 0.15 * k))}" width="${f(bw * 0.08)}" height="${f(bh * 0.05)}" fill="#f6c75a" opacity="0.8"/>`;
    }
    x += bw + w * 0.006;
  }
  return out;
}

/** Elements that paint the whole w x h canvas; the road or floor starts at `horizon`. */
export function backdrop(kind: Backdrop, w: number, h: number, horizon: number): string {
  if (kind === 'studio') {
    return `<defs>${gradient('bg', [[0, '#2b2f36'], [0.7, '#4a505a'], [1, '#2b2f36']])}</defs>`
      + `<rect width="${w}" height="${h}" fill="url(#bg)"/>`
      + `<ellipse cx="${f(w / 2)}" cy="${f(horizon + (h - horizon) * 0.45)}" rx="${f(w * 0.42)}" ry="${f((h - horizon) * 0.4)}" fill="#ffffff" opacity="0.07"/>`;
  }
  if (kind === 'dusk') {
    return `<defs>${gradient('sky', [[0, '#1b2a52'], [0.6, '#c0587a'], [1, '#f6a65b']])}</defs>`
      + `<rect width="${w}" height="${h}" fill="url(#sky)"/>${skyline(w, horizon)}`
      + `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#2c2f36"/>`
      + `<rect y="${f(horizon + (h - horizon) * 0.55)}" width="${w}" height="${f(h * 0.006)}" fill="#f0f0f0" opacity="0.6"/>`;
  }
  const peak = horizon - h * 0.42;
  return `<defs>${gradient('sky', [[0, '#7fb6e6'], [1, '#dcecf7']])}</defs>`
    + `<rect width="${w}" height="${h}" fill="url(#sky)"/>`
    + `<polygon points="${f(w * 0.05)},${f(horizon)} ${f(w * 0.47)},${f(peak)} ${f(w * 0.53)},${f(peak + h * 0.01)} ${f(w * 0.95)},${f(horizon)}" fill="#6d7a6a"/>`
    + `<polygon points="${f(w * 0.41)},${f(peak + h * 0.07)} ${f(w * 0.47)},${f(peak)} ${f(w * 0.53)},${f(peak + h * 0.01)} ${f(w * 0.58)},${f(peak + h * 0.08)}" fill="#8b8f88"/>`
    + `<rect y="${f(horizon - h * 0.04)}" width="${w}" height="${f(h * 0.05)}" fill="#5f8f4e"/>`
    + `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#8f949a"/>`;
}
