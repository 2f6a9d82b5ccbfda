/**
 * The cabin: six 1024 x 1024 cube-map faces for the interior 360 viewer (right-hand drive, as
 * sold in Indonesia) and the interior gallery, which crops the same faces to 1200 x 800.
 */
import type { CubeFace } from '../media-paths';
import { f, mix, svgDocument } from './svg';

/** Cabin colours of one model; premium cabins get a sunroof. */
export interface Cabin { name: string; trim: string; accent: string; sunroof?: boolean }

type Painter = (c: Cabin) => string;
const S = 1024;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const poly = (pts: number[], fill: string) => `<polygon points="${pts.map(f).join(' ')}" fill="${fill}"/>`;
const grad = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
const light = (hex: string, t: number) => mix(hex, '#ffffff', t);
const dark = (hex: string, t: number) => mix(hex, '#000000', t);

/** A window onto the outside: sky, Merapi-like hills and a road, clipped to the opening. */
function view(id: string, x: number, y: number, w: number, h: number, r: number): string {
  const ground = y + h * 0.72;
  return `<defs>${grad(`${id}-sky`, '#7fb6e6', '#e4f0f9')}<clipPath id="${id}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}"/></clipPath></defs>`
    + `<g clip-path="url(#${id})">${rect(x, y, w, h, `url(#${id}-sky)`)}`
    + poly([x, ground, x + w * 0.35, y + h * 0.42, x + w * 0.5, y + h * 0.46, x + w, ground], '#74836f')
    + rect(x, ground, w, h, '#6f9a58')
    + poly([x + w * 0.46, ground, x + w * 0.54, ground, x + w * 0.8, y + h, x + w * 0.2, y + h], '#5d6166')
    + `<polygon points="${f(x)},${f(y)} ${f(x + w * 0.25)},${f(y)} ${f(x)},${f(y + h * 0.5)}" fill="#ffffff" opacity="0.18"/></g>`;
}

/** A round gauge with ticks and a needle at `t` (0..1). */
function gauge(cx: number, cy: number, r: number, t: number, accent: string): string {
  const ticks = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.75 + i * 0.1875);
    return `<line x1="${f(cx + r * 0.78 * Math.cos(a))}" y1="${f(cy + r * 0.78 * Math.sin(a))}" x2="${f(cx + r * 0.92 * Math.cos(a))}" y2="${f(cy + r * 0.92 * Math.sin(a))}" stroke="#d9dee3" stroke-width="3"/>`;
  }).join('');
  const a = Math.PI * (0.75 + t * 1.5);
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#0b0d10" stroke="${accent}" stroke-width="4"/>${ticks}`
    + `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + r * 0.8 * Math.cos(a))}" y2="${f(cy + r * 0.8 * Math.sin(a))}" stroke="#ff4b3a" stroke-width="5" stroke-linecap="round"/>`;
}

const front: Painter = (c) => {
  const vents = [70, 300, 640, 880].map((x) => rect(x, 650, 90, 44, '#101215', 12) + [0, 1, 2].map((k) => rect(x + 8, 660 + k * 12, 74, 3, '#3a3e44')).join('')).join('');
  return `<defs>${grad('dash', light(c.trim, 0.12), dark(c.trim, 0.45))}${grad('screen', '#1d3550', '#0b1320')}</defs>`
    + view('wind', 0, 0, S, 600, 0)
    + rect(0, 0, S, 56, dark(c.trim, 0.3)) + rect(452, 56, 120, 44, '#15171a', 14)
    + poly([0, 0, 96, 0, 190, 600, 0, 640], dark(c.trim, 0.35)) + poly([S, 0, S - 96, 0, S - 190, 600, S, 640], dark(c.trim, 0.35))
    + `<path d="M0 560 Q ${S / 2} 500 ${S} 560 L ${S} ${S} L 0 ${S} Z" fill="url(#dash)"/>`
    + `<path d="M0 560 Q ${S / 2} 500 ${S} 560" fill="none" stroke="${c.accent}" stroke-width="6"/>`
    + vents + rect(392, 590, 240, 150, 'url(#screen)', 16, `stroke="#2b2f35" stroke-width="6"`)
    + `<path d="M412 700 L470 650 L520 680 L610 610" fill="none" stroke="#5fb3ff" stroke-width="5"/>` + rect(412, 610, 70, 10, '#8fa3b8', 4)
    + rect(640, 570, 250, 120, '#15171a', 30) + gauge(710, 632, 48, 0.35, c.accent) + gauge(820, 632, 48, 0.6, c.accent)
    + `<circle cx="765" cy="800" r="160" fill="none" stroke="#16181b" stroke-width="30"/>`
    + poly([615, 790, 915, 790, 870, 830, 660, 830], '#1d2024') + rect(750, 815, 30, 120, '#1d2024')
    + `<circle cx="765" cy="805" r="46" fill="#24272b" stroke="${c.accent}" stroke-width="3"/>`
    + poly([430, 780, 594, 780, 640, S, 384, S], dark(c.trim, 0.3)) + rect(497, 860, 30, 90, '#1a1c1f', 12) + `<circle cx="512" cy="858" r="24" fill="#2c3035"/>`;
};

const back: Painter = (c) => {
  const seat = light(c.trim, 0.14);
  const headrests = [0.22, 0.5, 0.78].map((t) => rect(S * t - 70, 400, 140, 96, seat, 30)).join('');
  const stitches = [0.36, 0.64].map((t) => rect(S * t - 2, 520, 4, 230, dark(seat, 0.25))).join('');
  return `<defs>${grad('bench', light(seat, 0.1), dark(seat, 0.25))}</defs>`
    + rect(0, 0, S, S, dark(c.trim, 0.35)) + view('rear', 170, 80, 684, 270, 40)
    + poly([0, 0, 190, 60, 170, 380, 0, 470], dark(c.trim, 0.45)) + poly([S, 0, S - 190, 60, S - 170, 380, S, 470], dark(c.trim, 0.45))
    + rect(140, 350, 744, 40, dark(c.trim, 0.55), 10) + headrests
    + rect(110, 490, 804, 290, 'url(#bench)', 46) + stitches
    + rect(80, 760, 864, 150, dark(seat, 0.12), 40) + rect(448, 600, 128, 160, dark(seat, 0.2), 20) + rect(0, 910, S, 114, '#1c1d20');
};

/** A door panel; the right door (driver's side) carries the window switches. */
const door = (right: boolean): Painter => (c) => {
  const x = (v: number, w: number) => (right ? S - v - w : v);
  const panel = light(c.trim, 0.06);
  const speaker = `<circle cx="${f(x(230, 0))}" cy="860" r="86" fill="#17191c"/>`
    + Array.from({ length: 16 }, (_, i) => `<circle cx="${f(x(230, 0) + 50 * Math.cos(i * 0.39))}" cy="${f(860 + 50 * Math.sin(i * 0.39))}" r="6" fill="#2d3136"/>`).join('');
  return `<defs>${grad('panel', light(panel, 0.08), dark(panel, 0.3))}</defs>`
    + rect(0, 0, S, S, dark(c.trim, 0.3)) + view(right ? 'door-r' : 'door-l', x(90, 844), 70, 844, 360, 30)
    + rect(0, 450, S, 574, 'url(#panel)') + rect(0, 450, S, 18, c.accent)
    + rect(x(120, 560), 600, 560, 70, dark(panel, 0.3), 30) + rect(x(700, 150), 520, 150, 36, '#c4c9cf', 14)
    + (right ? [0, 1, 2, 3].map((k) => rect(x(160 + k * 60, 40), 615, 40, 34, '#202327', 8)).join('') : '')
    + speaker + rect(x(380, 520), 900, 520, 70, dark(panel, 0.4), 16);
};

const top: Painter = (c) => {
  const roof = mix(c.trim, '#ece9e2', 0.8);
  const glass = c.sunroof ? view('sunroof', 262, 220, 500, 380, 30) + rect(262, 220, 500, 380, 'none', 30, 'stroke="#2a2d31" stroke-width="14"') : '';
  return `<defs>${grad('roof', light(roof, 0.2), dark(roof, 0.12))}</defs>`
    + rect(0, 0, S, S, 'url(#roof)') + glass
    + rect(462, 700, 100, 40, '#fff6d6', 12, 'stroke="#c9c4b8" stroke-width="4"')
    + [120, 780].map((y) => rect(40, y, 26, 120, dark(roof, 0.2), 10) + rect(S - 66, y, 26, 120, dark(roof, 0.2), 10)).join('')
    + rect(140, 900, 300, 100, dark(roof, 0.08), 20) + rect(584, 900, 300, 100, dark(roof, 0.08), 20);
};

const bottom: Painter = (c) => {
  const lines = Array.from({ length: 32 }, (_, i) => rect(0, i * 32, S, 2, '#26282c')).join('');
  return rect(0, 0, S, S, '#1f2124') + lines
    + rect(90, 120, 330, 360, '#141517', 26) + rect(604, 120, 330, 360, '#141517', 26)
    + rect(130, 620, 760, 300, '#141517', 26) + rect(462, 0, 100, 560, dark(c.trim, 0.25), 20)
    + rect(700, 150, 60, 150, '#3a3d42', 12) + rect(800, 170, 110, 90, '#3a3d42', 12) + rect(600, 160, 60, 110, '#2b2e33', 12);
};

const FACES: Record<CubeFace, Painter> = { front, back, left: door(false), right: door(true), top, bottom };
const FACE_TITLES: Record<CubeFace, string> = { front: 'dasbor', back: 'kursi belakang', left: 'pintu kiri', right: 'pintu kanan', top: 'plafon', bottom: 'lantai' };

/** One 1024 x 1024 face of the interior cube map. */
export function cubeFace(c: Cabin, face: CubeFace): string {
  return svgDocument(S, S, `Interior Toyota ${c.name}, ${FACE_TITLES[face]}`, FACES[face](c));
}

/** Cover (the dashboard), then the gallery; the last picture is a close-up of the centre console. */
const GALLERY: Array<{ face: CubeFace; view: string; title: string }> = [
  { face: 'front', view: `0 0 ${S} ${S}`, title: FACE_TITLES.front },
  { face: 'back', view: `0 0 ${S} ${S}`, title: FACE_TITLES.back },
  { face: 'left', view: `0 0 ${S} ${S}`, title: FACE_TITLES.left },
  { face: 'right', view: `0 0 ${S} ${S}`, title: FACE_TITLES.right },
  { face: 'front', view: '330 520 600 400', title: 'layar dan panel instrumen' },
];

/** Interior gallery picture i (1200 x 800, the face cropped to fill): 0 is the cover. */
export function interiorShot(c: Cabin, i: number): string {
  const shot = GALLERY[i % GALLERY.length];
  const inner = `<svg width="1200" height="800" viewBox="${shot.view}" preserveAspectRatio="xMidYMid slice">${FACES[shot.face](c)}</svg>`;
  return svgDocument(1200, 800, `Interior Toyota ${c.name}, ${shot.title}`, inner);
}
