/**
 * Places on the 1600 x 900 stage: showroom inside and out, the service bay, the paint booth, the
 * parts store and a sales desk. Outdoor roads come from the catalogue's backdrops.
 */
import { backdrop, type Backdrop } from '../../catalogue/media/backdrops';
import { f } from '../../catalogue/media/svg';
import { circle, dark, GROUND, H, light, poly, rect, vgrad, W } from './stage';

/** An outdoor road scene from the catalogue's backdrops, horizon at 560. */
export function outdoor(kind: Backdrop): string {
  return backdrop(kind, W, H, 560);
}

/** Glossy floor from `top` down, with soft reflections of ceiling lights. */
function floor(top: number, tone: string): string {
  return `<defs>${vgrad('pl-floor', [[0, light(tone, 0.1)], [1, dark(tone, 0.35)]])}</defs>`
    + rect(0, top, W, H - top, 'url(#pl-floor)')
    + [0.15, 0.4, 0.65, 0.9].map((t) => `<ellipse cx="${f(W * t)}" cy="${f(top + 60)}" rx="90" ry="10" fill="#ffffff" opacity="0.12"/>`).join('');
}

/** Showroom inside: tall glazing onto a garden, a red accent wall, strip lights and a glossy floor. */
export function showroom(): string {
  const panes = Array.from({ length: 8 }, (_, i) => rect(40 + i * 170, 150, 150, 470, 'url(#pl-glass)')).join('');
  return `<defs>${vgrad('pl-wall', [[0, '#e9ecef'], [1, '#cfd4d9']])}${vgrad('pl-glass', [[0, '#cfe4f2'], [0.65, '#a9cbe0'], [1, '#7fae8a']])}</defs>`
    + rect(0, 0, W, 640, 'url(#pl-wall)') + rect(0, 0, W, 110, '#f6f7f8') + panes
    + Array.from({ length: 9 }, (_, i) => rect(30 + i * 170, 150, 12, 470, '#9aa3ab')).join('')
    + rect(0, 120, W, 24, '#c8102e') + Array.from({ length: 5 }, (_, i) => rect(120 + i * 300, 40, 200, 10, '#ffffff', 'opacity="0.95"')).join('')
    + floor(640, '#b9bec4');
}

/** The showroom seen from the forecourt: glass front, a red fascia band (no lettering), paving, flags. */
export function facade(): string {
  const mullions = Array.from({ length: 11 }, (_, i) => rect(250 + i * 120, 330, 8, 330, '#5b6670')).join('');
  const flags = [140, 210].map((x, i) => rect(x, 300, 6, 420, '#9aa1a9') + poly([x + 6, 305, x + 70, 320, x + 6, 345], i ? '#ffffff' : '#c8102e')).join('');
  return `<defs>${vgrad('pl-sky', [[0, '#6fa8dc'], [1, '#d7e9f5']])}${vgrad('pl-front', [[0, '#3d5568'], [0.5, '#7ea2bd'], [1, '#2f4352']])}${vgrad('pl-pave', [[0, '#b4b0a6'], [1, '#8d8980']])}</defs>`
    + rect(0, 0, W, 660, 'url(#pl-sky)')
    + `<ellipse cx="300" cy="130" rx="140" ry="28" fill="#ffffff" opacity="0.8"/><ellipse cx="1250" cy="90" rx="110" ry="22" fill="#ffffff" opacity="0.7"/>`
    + rect(230, 200, 1340, 470, '#eef0f2') + rect(230, 200, 1340, 90, '#c8102e') + rect(230, 290, 1340, 16, '#ffffff')
    + rect(250, 330, 1300, 330, 'url(#pl-front)') + mullions
    + poly([250, 330, 560, 330, 380, 660, 250, 660], '#ffffff', 'opacity="0.12"') + poly([900, 330, 1000, 330, 820, 660, 720, 660], '#ffffff', 'opacity="0.1"')
    + rect(0, 660, W, 240, 'url(#pl-pave)') + rect(0, 660, W, 10, '#d7d3c9') + flags
    + circle(1560, 600, 60, '#4f7a47') + rect(1556, 600, 8, 70, '#5a4632');
}

/** The service bay: two-post lifts, red tool chests, tyre racks, bright ceiling and an epoxy floor with lane lines. */
export function workshop(): string {
  const lights = Array.from({ length: 6 }, (_, i) => rect(60 + i * 260, 36, 180, 14, '#ffffff')).join('');
  const stripes = Array.from({ length: 40 }, (_, i) => poly([i * 40, 600, i * 40 + 20, 600, i * 40 + 10, 620, i * 40 - 10, 620], '#f2c400')).join('');
  return `<defs>${vgrad('pl-wall', [[0, '#d9dde1'], [1, '#b8bec5']])}</defs>`
    + rect(0, 0, W, 620, 'url(#pl-wall)') + rect(0, 0, W, 70, '#8e969e') + lights
    + rect(0, 600, W, 20, '#1f2226') + stripes
    + rect(40, 380, 200, 220, '#b3141f') + Array.from({ length: 5 }, (_, i) => rect(50, 395 + i * 40, 180, 30, '#c8202c') + rect(120, 405 + i * 40, 40, 6, '#e6e6e6')).join('')
    + rect(280, 420, 120, 180, '#5c636b') + Array.from({ length: 3 }, (_, i) => `<ellipse cx="340" cy="${440 + i * 55}" rx="55" ry="24" fill="#1c1d20"/>`).join('')
    + floor(620, '#8a9a93')
    + Array.from({ length: 4 }, (_, i) => rect(i * 420 + 120, 760, 200, 8, '#f2c400', 'opacity="0.85"')).join('');
}

/** Two-post lift columns around a car position (drawn behind and in front of it). */
export function liftPost(x: number): string {
  return rect(x - 22, 250, 44, GROUND - 250, '#2f5f8f') + rect(x - 30, GROUND - 16, 60, 16, '#26292d') + rect(x - 16, 262, 32, 10, '#f2c400');
}

/** The paint booth: white walls, ceiling light panels, a grated floor, a cool bright light. */
export function paintBooth(): string {
  const panels = Array.from({ length: 5 }, (_, i) => rect(90 + i * 300, 30, 220, 60, '#f7fbff', 'stroke="#c9d3dc" stroke-width="4"')).join('');
  const walls = Array.from({ length: 4 }, (_, i) => rect(40 + i * 420, 180, 60, 360, '#eef5fb', 'stroke="#c9d3dc" stroke-width="3"')).join('');
  const grate = Array.from({ length: 32 }, (_, i) => rect(i * 50, 640, 3, 260, '#8f99a3')).join('');
  return `<defs>${vgrad('pl-booth', [[0, '#f3f6f9'], [1, '#d9e1e8']])}</defs>`
    + rect(0, 0, W, 640, 'url(#pl-booth)') + panels + walls + rect(0, 640, W, 260, '#b6bfc8') + grate
    + rect(0, 0, W, H, '#cfe6ff', 'opacity="0.12"');
}

/** The parts store: shelving with labelled-looking (blank) boxes and a counter. */
export function partsStore(): string {
  const box = (x: number, y: number, w: number, h: number, c: string) => rect(x, y, w, h, c) + rect(x + w * 0.2, y + h * 0.35, w * 0.6, h * 0.25, '#ffffff', 'opacity="0.7"');
  let shelves = '';
  const colours = ['#c8102e', '#e9ecef', '#2f5f8f', '#d9a441', '#5e6266'];
  for (let row = 0; row < 4; row++) {
    shelves += rect(0, 180 + row * 130, W, 10, '#6d747c');
    for (let k = 0; k < 16; k++) shelves += box(20 + k * 100, 110 + row * 130, 80 - (k % 3) * 8, 70 - (k % 2) * 14, colours[(k + row * 2) % colours.length]);
  }
  return rect(0, 0, W, 660, '#dde1e5') + shelves + floor(660, '#a7adb3') + rect(0, 560, 700, 120, '#2d3137') + rect(0, 550, 720, 16, '#c8102e');
}

/** A sales desk with a monitor, two chairs and a plant, inside the showroom. */
export function salesDesk(x: number): string {
  return rect(x, 560, 420, 26, '#3b3f45') + rect(x + 20, 586, 380, 140, '#4a4f56') + rect(x + 150, 470, 150, 90, '#1b1f24') + rect(x + 215, 560, 20, 8, '#1b1f24')
    + rect(x + 160, 480, 130, 70, '#2f6f9f') + circle(x - 60, 600, 60, '#3f7d4a') + rect(x - 80, 640, 40, 90, '#8a5a3b');
}
