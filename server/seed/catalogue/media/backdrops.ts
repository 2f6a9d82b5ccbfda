/**
 * Backgrounds for the car pictures: a studio, a city street at dusk, the road below Mount Merapi,
 * and a coastal road. Deterministic (fixed pseudo-random sequences), vector only, no text.
 */
import { f, mix, rng } from './svg';

/** The scenes a car can be shown in. */
export type Backdrop = 'studio' | 'dusk' | 'merapi' | 'coast';

const stops = (list: Array<[number, string, number?]>) =>
  list.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
/** A vertical linear gradient definition. */
export const vgrad = (id: string, list: Array<[number, string, number?]>) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops(list)}</linearGradient>`;
/** A radial gradient definition (bounding-box units). */
export const rgrad = (id: string, list: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** A smooth ridge line across the width as path data (closed to the bottom at `base`). */
export function ridge(w: number, base: number, heights: number[]): string {
  const step = w / (heights.length - 1);
  let d = `M0 ${f(base)}L0 ${f(heights[0])}`;
  for (let i = 1; i < heights.length; i++) {
    const x0 = (i - 1) * step;
    d += `C${f(x0 + step / 2)} ${f(heights[i - 1])} ${f(x0 + step / 2)} ${f(heights[i])} ${f(i * step)} ${f(heights[i])}`;
  }
  return `${d}L${f(w)} ${f(base)}Z`;
}

function studio(w: number, h: number, horizon: number): string {
  return `<defs>${vgrad('bd-wall', [[0, '#1d2026'], [1, '#4b515b']])}${vgrad('bd-floor', [[0, '#5a606a'], [1, '#22252a']])}`
    + `${rgrad('bd-spot', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]])}</defs>`
    + `<rect width="${w}" height="${f(horizon)}" fill="url(#bd-wall)"/><rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#bd-floor)"/>`
    + `<ellipse cx="${f(w / 2)}" cy="${f(horizon + (h - horizon) * 0.45)}" rx="${f(w * 0.45)}" ry="${f((h - horizon) * 0.5)}" fill="url(#bd-spot)"/>`
    + `<rect y="${f(horizon - 2)}" width="${w}" height="3" fill="#ffffff" opacity="0.12"/>`
    + [0.2, 0.5, 0.8].map((t) => `<polygon points="${f(w * t - w * 0.03)},0 ${f(w * t + w * 0.03)},0 ${f(w * t + w * 0.12)},${f(horizon)} ${f(w * t - w * 0.12)},${f(horizon)}" fill="#ffffff" opacity="0.035"/>`).join('');
}

/** Three window patterns (lit at random but fixed), so a lit skyline costs two rectangles a building. */
function windowPatterns(seed: string): string {
  const r = rng(seed);
  return [0, 1, 2].map((k) => {
    let cells = '';
    for (let row = 0; row < 4; row++) for (let col = 0; col < 3; col++) {
      if (r() < 0.42) cells += `<rect x="${4 + col * 12}" y="${5 + row * 15}" width="6" height="7" fill="#ffd27a" opacity="${f(0.55 + r() * 0.45)}"/>`;
    }
    return `<pattern id="bd-win${k}" width="36" height="60" patternUnits="userSpaceOnUse">${cells}</pattern>`;
  }).join('');
}

function skyline(w: number, horizon: number, seed: string): string {
  const r = rng(seed);
  let out = `<defs>${windowPatterns(seed)}</defs>`;
  for (let x = -10; x < w;) {
    const bw = w * (0.04 + r() * 0.06);
    const bh = horizon * (0.18 + r() * 0.42);
    const [bx, by] = [f(x), f(horizon - bh)];
    out += `<rect x="${bx}" y="${by}" width="${f(bw)}" height="${f(bh)}" fill="${mix('#1c2240', '#2c2f4f', r())}"/>`
      + `<rect x="${f(x + 4)}" y="${f(horizon - bh + 8)}" width="${f(bw - 8)}" height="${f(bh - 12)}" fill="url(#bd-win${Math.floor(r() * 3)})"/>`;
    x += bw + w * 0.004;
  }
  return out;
}

function dusk(w: number, h: number, horizon: number): string {
  const lamps = [0.12, 0.42, 0.72, 0.95].map((t) => {
    const x = w * t;
    return `<rect x="${f(x)}" y="${f(horizon - h * 0.34)}" width="4" height="${f(h * 0.34)}" fill="#151827"/>`
      + `<circle cx="${f(x + 2)}" cy="${f(horizon - h * 0.34)}" r="${f(h * 0.03)}" fill="#ffe3a3" opacity="0.35"/><circle cx="${f(x + 2)}" cy="${f(horizon - h * 0.34)}" r="5" fill="#fff4d6"/>`;
  }).join('');
  return `<defs>${vgrad('bd-sky', [[0, '#141d3d'], [0.55, '#7d3f6e'], [0.85, '#e5795a'], [1, '#f7b267']])}${vgrad('bd-road', [[0, '#3a3d46'], [1, '#1b1c21']])}</defs>`
    + `<rect width="${w}" height="${f(horizon)}" fill="url(#bd-sky)"/><circle cx="${f(w * 0.68)}" cy="${f(horizon - h * 0.05)}" r="${f(h * 0.09)}" fill="#ffd59e" opacity="0.8"/>`
    + skyline(w, horizon, `dusk${w}`) + lamps
    + `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#bd-road)"/>`
    + `<rect y="${f(horizon + 2)}" width="${w}" height="${f(h * 0.012)}" fill="#8a8d96"/>`
    + Array.from({ length: 9 }, (_, i) => `<rect x="${f((i + 0.2) * (w / 9))}" y="${f(horizon + (h - horizon) * 0.78)}" width="${f(w / 20)}" height="${f(h * 0.008)}" fill="#f2f2f2" opacity="0.7"/>`).join('');
}

function palm(x: number, base: number, s: number, fill: string): string {
  const top = base - 150 * s;
  const fronds = [-70, -35, 0, 35, 70, 110, -110].map((a) => {
    const rad = (a * Math.PI) / 180;
    const ex = x + Math.sin(rad) * 70 * s;
    const ey = top + (1 - Math.cos(rad)) * 40 * s + 10 * s;
    return `<path d="M${f(x)} ${f(top)}Q${f((x + ex) / 2)} ${f(top - 22 * s)} ${f(ex)} ${f(ey)}Q${f((x + ex) / 2)} ${f(top - 6 * s)} ${f(x)} ${f(top)}Z" fill="${fill}"/>`;
  }).join('');
  return `<path d="M${f(x - 3 * s)} ${f(base)}Q${f(x + 10 * s)} ${f(base - 80 * s)} ${f(x)} ${f(top)}L${f(x + 4 * s)} ${f(top)}Q${f(x + 16 * s)} ${f(base - 80 * s)} ${f(x + 4 * s)} ${f(base)}Z" fill="${fill}"/>${fronds}`;
}

function merapi(w: number, h: number, horizon: number): string {
  const peak = horizon - h * 0.46;
  const cx = w * 0.58;
  const volcano = `M${f(cx - w * 0.55)} ${f(horizon)}C${f(cx - w * 0.25)} ${f(horizon - h * 0.1)} ${f(cx - w * 0.08)} ${f(peak + h * 0.05)} ${f(cx - w * 0.03)} ${f(peak)}`
    + `L${f(cx + w * 0.03)} ${f(peak + 4)}C${f(cx + w * 0.09)} ${f(peak + h * 0.06)} ${f(cx + w * 0.25)} ${f(horizon - h * 0.1)} ${f(cx + w * 0.6)} ${f(horizon)}Z`;
  const ravines = [-0.02, -0.012, 0.004, 0.016, 0.026].map((t, i) => {
    const top = peak + h * 0.03;
    const spread = (i - 2) * w * 0.06;
    return `<path d="M${f(cx + w * t)} ${f(top)}Q${f(cx + w * t + spread * 0.4)} ${f(peak + h * 0.18)} ${f(cx + w * t + spread)} ${f(horizon - h * 0.08)}" fill="none" stroke="#51574f" stroke-width="${f(w * 0.002)}" opacity="0.55"/>`;
  }).join('');
  const plume = [0, 1, 2, 3].map((i) => `<ellipse cx="${f(cx + w * (0.02 + i * 0.035))}" cy="${f(peak - h * (0.04 + i * 0.035))}" rx="${f(w * (0.03 + i * 0.012))}" ry="${f(h * (0.025 + i * 0.008))}" fill="#ffffff" opacity="${f(0.75 - i * 0.14)}"/>`).join('');
  const hills = `<path d="${ridge(w, horizon + 2, [0.9, 0.8, 0.86, 0.78, 0.84, 0.8, 0.88].map((t) => horizon - h * (1 - t) * 0.6))}" fill="#4f7a47"/>`;
  const fields = `<path d="${ridge(w, horizon + 2, [0.96, 0.93, 0.95, 0.92, 0.96].map((t) => horizon - h * (1 - t) * 0.8))}" fill="#6e9a4f"/>`;
  return `<defs>${vgrad('bd-sky', [[0, '#5d9fd8'], [0.7, '#bfdcf2'], [1, '#e8f3fa']])}${vgrad('bd-mtn', [[0, '#6b6f6e'], [0.35, '#7d8576'], [1, '#5d7352']])}${vgrad('bd-road', [[0, '#7c8087'], [1, '#4a4e55']])}</defs>`
    + `<rect width="${w}" height="${f(horizon)}" fill="url(#bd-sky)"/>${plume}<path d="${volcano}" fill="url(#bd-mtn)"/>${ravines}`
    + `<path d="M${f(cx - w * 0.03)} ${f(peak)}L${f(cx + w * 0.03)} ${f(peak + 4)}L${f(cx + w * 0.05)} ${f(peak + h * 0.05)}L${f(cx - w * 0.045)} ${f(peak + h * 0.045)}Z" fill="#8e8f8b"/>`
    + hills + fields + palm(w * 0.08, horizon + 4, h / 700, '#2f4d2e') + palm(w * 0.93, horizon + 4, h / 620, '#2f4d2e')
    + `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#bd-road)"/>`
    + `<rect y="${f(horizon)}" width="${w}" height="${f(h * 0.01)}" fill="#c9c4b4"/>`;
}

function coast(w: number, h: number, horizon: number): string {
  return `<defs>${vgrad('bd-sky', [[0, '#3f86c6'], [1, '#cfe6f5']])}${vgrad('bd-sea', [[0, '#2a7fa8'], [1, '#5fb4c9']])}${vgrad('bd-road', [[0, '#6d7179'], [1, '#3d4047']])}</defs>`
    + `<rect width="${w}" height="${f(horizon)}" fill="url(#bd-sky)"/>`
    + `<ellipse cx="${f(w * 0.25)}" cy="${f(h * 0.16)}" rx="${f(w * 0.09)}" ry="${f(h * 0.03)}" fill="#ffffff" opacity="0.8"/><ellipse cx="${f(w * 0.75)}" cy="${f(h * 0.1)}" rx="${f(w * 0.07)}" ry="${f(h * 0.025)}" fill="#ffffff" opacity="0.7"/>`
    + `<path d="${ridge(w, horizon - h * 0.1, [0.55, 0.5, 0.6, 0.72, 0.74].map((t) => horizon - h * 0.1 - h * (1 - t) * 0.35))}" fill="#5b8a63"/>`
    + `<rect y="${f(horizon - h * 0.1)}" width="${w}" height="${f(h * 0.1)}" fill="url(#bd-sea)"/>`
    + `<rect y="${f(horizon - h * 0.018)}" width="${w}" height="${f(h * 0.02)}" fill="#e9dcb8"/>`
    + palm(w * 0.86, horizon, h / 560, '#28492f') + palm(w * 0.94, horizon, h / 700, '#28492f')
    + `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#bd-road)"/>`;
}

/** Elements that paint the whole w x h canvas; the road or floor starts at `horizon`. */
export function backdrop(kind: Backdrop, w: number, h: number, horizon: number): string {
  switch (kind) {
    case 'studio': return studio(w, h, horizon);
    case 'dusk': return dusk(w, h, horizon);
    case 'merapi': return merapi(w, h, horizon);
    case 'coast': return coast(w, h, horizon);
  }
}
