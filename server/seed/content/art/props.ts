/**
 * Props for the content pictures: a phone, coins, a calendar, a shield, balloons and confetti,
 * traffic cones, an event tent, a fuel pump, a tow truck, a warning triangle, rain and leaves.
 * Shapes only, never lettering.
 */
import { f, rng } from '../../catalogue/media/svg';
import { circle, GROUND, light, poly, rect } from './stage';

/** A smartphone at (x, y) of width w showing `screen` (drawn in a 100 x 200 box). */
export function phone(x: number, y: number, w: number, screen: string): string {
  const s = w / 110;
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${f(s)})"><rect width="110" height="220" rx="16" fill="#16181b"/>`
    + `<svg x="5" y="10" width="100" height="200" viewBox="0 0 100 200">${screen}</svg><rect x="40" y="4" width="30" height="3" rx="1.5" fill="#3a3d42"/></g>`;
}

/** Screen contents: a small rising chart with blocks (finance), a calendar grid with one day picked, a car listing. */
export const SCREENS = {
  chart: '<rect width="100" height="200" fill="#f5f7f9"/><rect x="8" y="14" width="60" height="8" rx="3" fill="#c8102e"/><rect x="8" y="30" width="84" height="70" rx="6" fill="#ffffff"/>'
    + '<path d="M14 90L32 72L48 80L66 52L86 40" fill="none" stroke="#2f8f5b" stroke-width="4"/><rect x="8" y="112" width="84" height="14" rx="4" fill="#e4e8ec"/><rect x="8" y="132" width="60" height="14" rx="4" fill="#e4e8ec"/><rect x="8" y="168" width="84" height="20" rx="6" fill="#c8102e"/>',
  calendar: '<rect width="100" height="200" fill="#f5f7f9"/><rect x="8" y="14" width="84" height="16" rx="4" fill="#c8102e"/>'
    + Array.from({ length: 20 }, (_, i) => `<rect x="${10 + (i % 5) * 17}" y="${40 + Math.floor(i / 5) * 17}" width="13" height="13" rx="3" fill="${i === 12 ? '#c8102e' : '#dfe4e9'}"/>`).join('')
    + '<rect x="8" y="120" width="84" height="12" rx="4" fill="#e4e8ec"/><rect x="8" y="138" width="70" height="12" rx="4" fill="#e4e8ec"/><rect x="8" y="168" width="84" height="20" rx="6" fill="#2f8f5b"/>',
  car: '<rect width="100" height="200" fill="#f5f7f9"/><rect x="8" y="16" width="84" height="60" rx="6" fill="#dbe6ef"/><path d="M20 60L30 46L64 44L78 56L82 62L18 62Z" fill="#c8102e"/><circle cx="32" cy="63" r="6" fill="#222"/><circle cx="68" cy="63" r="6" fill="#222"/>'
    + '<rect x="8" y="86" width="60" height="9" rx="3" fill="#2b2f36"/><rect x="8" y="102" width="40" height="9" rx="3" fill="#c8102e"/><rect x="8" y="124" width="84" height="12" rx="4" fill="#e4e8ec"/><rect x="8" y="168" width="84" height="20" rx="6" fill="#c8102e"/>',
};

/** A stack of gold coins. */
export function coins(x: number, ground: number, n: number, r = 38): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = ground - i * r * 0.3;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.32)}" fill="#b8860b"/><ellipse cx="${f(x)}" cy="${f(y - r * 0.12)}" rx="${f(r)}" ry="${f(r * 0.32)}" fill="${i === n - 1 ? '#f2c94c' : '#e0b233'}"/>`;
  }
  return out;
}

/** A shield with a tick (insurance, warranty). */
export function shield(x: number, y: number, r: number, fill = '#2f8f5b'): string {
  return `<path d="M${f(x)} ${f(y - r)}L${f(x + r * 0.85)} ${f(y - r * 0.62)}L${f(x + r * 0.85)} ${f(y + r * 0.05)}Q${f(x + r * 0.8)} ${f(y + r * 0.75)} ${f(x)} ${f(y + r)}Q${f(x - r * 0.8)} ${f(y + r * 0.75)} ${f(x - r * 0.85)} ${f(y + r * 0.05)}L${f(x - r * 0.85)} ${f(y - r * 0.62)}Z" fill="${fill}"/>`
    + `<path d="M${f(x - r * 0.35)} ${f(y)}L${f(x - r * 0.05)} ${f(y + r * 0.3)}L${f(x + r * 0.42)} ${f(y - r * 0.28)}" fill="none" stroke="#ffffff" stroke-width="${f(r * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Balloons on strings. */
export function balloons(x: number, y: number, colours: string[]): string {
  return colours.map((c, i) => {
    const bx = x + i * 46 - (colours.length * 23);
    const by = y + (i % 2) * 30;
    return `<path d="M${f(bx)} ${f(by + 48)}Q${f(bx + 12)} ${f(by + 120)} ${f(x)} ${f(y + 220)}" fill="none" stroke="#8a9098" stroke-width="2"/><ellipse cx="${f(bx)}" cy="${f(by)}" rx="34" ry="44" fill="${c}"/><ellipse cx="${f(bx - 10)}" cy="${f(by - 14)}" rx="8" ry="12" fill="#ffffff" opacity="0.45"/>`;
  }).join('');
}

/** Confetti scattered over the upper stage (fixed pseudo-random). */
export function confetti(seed: string, n = 60): string {
  const r = rng(seed);
  const colours = ['#c8102e', '#f2c94c', '#2f8f5b', '#2f6f9f', '#ffffff'];
  return Array.from({ length: n }, () => rect(r() * 1600, r() * 520, 8 + r() * 10, 4 + r() * 6, colours[Math.floor(r() * colours.length)], `transform="rotate(${Math.round(r() * 180)} ${f(r() * 1600)} ${f(r() * 520)})" opacity="0.9"`)).join('');
}

/** A string of triangular pennants between two points. */
export function bunting(x0: number, y0: number, x1: number, y1: number, n = 14): string {
  const colours = ['#c8102e', '#ffffff', '#f2c94c', '#2f6f9f'];
  let out = `<path d="M${x0} ${y0}Q${(x0 + x1) / 2} ${Math.max(y0, y1) + 40} ${x1} ${y1}" fill="none" stroke="#5e6266" stroke-width="3"/>`;
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const x = x0 + (x1 - x0) * t;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (Math.max(y0, y1) + 40) + t ** 2 * y1;
    out += poly([x - 16, y, x + 16, y, x, y + 40], colours[i % colours.length]);
  }
  return out;
}

/** A traffic cone standing on the ground. */
export function cone(x: number, ground: number, h = 90): string {
  return poly([x - h * 0.45, ground, x + h * 0.45, ground, x + h * 0.36, ground - h * 0.12, x - h * 0.36, ground - h * 0.12], '#2b2d31')
    + poly([x - h * 0.3, ground - h * 0.12, x + h * 0.3, ground - h * 0.12, x + h * 0.08, ground - h, x - h * 0.08, ground - h], '#f26b21')
    + poly([x - h * 0.21, ground - h * 0.42, x + h * 0.21, ground - h * 0.42, x + h * 0.16, ground - h * 0.6, x - h * 0.16, ground - h * 0.6], '#ffffff');
}

/** An open event tent (red and white canopy) centred on x. */
export function tent(x: number, ground: number, w: number): string {
  const top = ground - w * 0.75;
  const scallops = Array.from({ length: 6 }, (_, i) => `<path d="M${f(x - w / 2 + (i * w) / 6)} ${f(top + w * 0.22)}q${f(w / 12)} ${f(w * 0.07)} ${f(w / 6)} 0" fill="${i % 2 ? '#ffffff' : '#c8102e'}"/>`).join('');
  return poly([x - w / 2, top + w * 0.22, x, top, x + w / 2, top + w * 0.22], '#c8102e') + poly([x - w * 0.2, top + w * 0.22, x, top, x + w * 0.2, top + w * 0.22], '#ffffff')
    + scallops + rect(x - w / 2, top + w * 0.22, 8, ground - top - w * 0.22, '#9aa1a9') + rect(x + w / 2 - 8, top + w * 0.22, 8, ground - top - w * 0.22, '#9aa1a9')
    + rect(x - w * 0.35, ground - w * 0.2, w * 0.7, w * 0.2, '#f4f6f8') + rect(x - w * 0.35, ground - w * 0.2, w * 0.7, 10, '#c8102e');
}

/** A fuel pump. */
export function fuelPump(x: number, ground: number, h = 300): string {
  const w = h * 0.42;
  return rect(x - w / 2, ground - h, w, h, '#c8102e', 'rx="10"') + rect(x - w * 0.35, ground - h * 0.85, w * 0.7, h * 0.28, '#1d2228', 'rx="6"')
    + rect(x - w * 0.3, ground - h * 0.8, w * 0.6, h * 0.08, '#7fd6a0') + rect(x - w / 2 - 8, ground - h * 0.08, w + 16, h * 0.08, '#5e6266')
    + `<path d="M${f(x + w / 2)} ${f(ground - h * 0.55)}q${f(w * 0.5)} 0 ${f(w * 0.45)} ${f(h * 0.3)}" fill="none" stroke="#1d1f22" stroke-width="${f(h * 0.03)}"/>`;
}

/** A flatbed tow truck (side view, cab on the right) with amber beacons. */
export function towTruck(x: number, ground: number, len = 620, night = false): string {
  const h = len * 0.42;
  const wheel = (cx: number) => circle(cx, ground - len * 0.075, len * 0.075, '#141517') + circle(cx, ground - len * 0.075, len * 0.04, '#9aa1a9');
  return poly([x - len / 2, ground - h * 0.5, x + len * 0.18, ground - h * 0.5, x + len * 0.18, ground - h * 0.36, x - len / 2, ground - h * 0.3], '#9aa1a9')
    + rect(x + len * 0.16, ground - h, len * 0.3, h * 0.78, '#f4f6f8', 'rx="14"') + poly([x + len * 0.3, ground - h + 10, x + len * 0.44, ground - h + 10, x + len * 0.46, ground - h * 0.6, x + len * 0.3, ground - h * 0.6], night ? '#2a3a4f' : '#8fb3cf')
    + rect(x + len * 0.16, ground - h * 0.5, len * 0.3, h * 0.1, '#c8102e') + rect(x - len / 2, ground - h * 0.3, len * 0.96, h * 0.12, '#3b3f45')
    + rect(x + len * 0.2, ground - h - 16, len * 0.1, 16, '#f5a623') + (night ? circle(x + len * 0.25, ground - h - 8, 46, '#f5a623', 'opacity="0.3"') : '')
    + wheel(x - len * 0.32) + wheel(x - len * 0.12) + wheel(x + len * 0.35);
}

/** A red warning triangle on the road. */
export function warningTriangle(x: number, ground: number, s = 70): string {
  return poly([x - s / 2, ground, x + s / 2, ground, x, ground - s * 0.87], '#d0021b') + poly([x - s * 0.28, ground - s * 0.1, x + s * 0.28, ground - s * 0.1, x, ground - s * 0.6], '#ffffff');
}

/** Rain: slanted streaks over the whole stage and a wet sheen on the road. */
export function rain(seed: string): string {
  const r = rng(seed);
  const drops = Array.from({ length: 110 }, () => {
    const x = r() * 1700 - 50;
    const y = r() * 860;
    return `<path d="M${f(x)} ${f(y)}l-10 34" stroke="#dfe8f0" stroke-width="2" opacity="${f(0.35 + r() * 0.4)}"/>`;
  }).join('');
  return rect(0, 0, 1600, 900, '#48586a', 'opacity="0.35"') + drops + rect(0, GROUND - 20, 1600, 120, '#ffffff', 'opacity="0.06"');
}

/** A leaf (eco, hybrid) at (x, y) of length s, rotated by `deg`. */
export function leaf(x: number, y: number, s: number, deg: number, fill = '#3c9a5f'): string {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${deg})"><path d="M0 0Q${f(s * 0.5)} ${f(-s * 0.45)} ${f(s)} 0Q${f(s * 0.5)} ${f(s * 0.45)} 0 0Z" fill="${fill}"/><path d="M0 0L${f(s * 0.9)} 0" stroke="${light(fill, 0.4)}" stroke-width="${f(s * 0.04)}"/></g>`;
}

/** Two curved arrows chasing each other (trade in, exchange). */
export function swapArrows(x: number, y: number, r: number): string {
  const arrow = (rot: number, c: string) => `<g transform="rotate(${rot} ${f(x)} ${f(y)})"><path d="M${f(x - r)} ${f(y)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r * 0.85)} ${f(y - r * 0.5)}" fill="none" stroke="${c}" stroke-width="${f(r * 0.18)}" stroke-linecap="round"/>`
    + poly([x + r * 0.6, y - r * 0.85, x + r * 1.15, y - r * 0.6, x + r * 0.7, y - r * 0.15], c) + '</g>';
  return arrow(0, '#c8102e') + arrow(180, '#2b2f36');
}

/** Little four-point sparkles (polish, new). */
export function sparkles(points: Array<[number, number, number]>): string {
  return points.map(([x, y, s]) => `<path d="M${f(x)} ${f(y - s)}Q${f(x)} ${f(y)} ${f(x + s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + s)}Q${f(x)} ${f(y)} ${f(x - s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - s)}Z" fill="#ffffff"/>`).join('');
}

/** A tyre seen from the side, with a five-spoke rim. */
export function tyre(x: number, y: number, r: number): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<path d="M${f(x)} ${f(y)}L${f(x + Math.cos(a - 0.18) * r * 0.55)} ${f(y + Math.sin(a - 0.18) * r * 0.55)}L${f(x + Math.cos(a + 0.18) * r * 0.55)} ${f(y + Math.sin(a + 0.18) * r * 0.55)}Z" fill="#c9ced3"/>`;
  }).join('');
  return circle(x, y, r, '#18191b') + circle(x, y, r * 0.82, '#2a2c30') + circle(x, y, r * 0.62, '#5e6369') + spokes + circle(x, y, r * 0.14, '#9aa1a9')
    + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.91)}" fill="none" stroke="#34363a" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.12)} ${f(r * 0.08)}"/>`;
}

/** A darker tint laid over the whole stage (night, mood). */
export const tint = (colour: string, opacity: number) => rect(0, 0, 1600, 900, colour, `opacity="${opacity}"`);
