/**
 * The cabin: six cube-map faces for the interior 360 viewer (right-hand drive, as sold in
 * Indonesia) and the interior gallery pictures, all drawn from the same few shapes.
 */
import type { CubeFace } from '../media-paths';
import { f, mix, svgDocument } from './svg';

/** Cabin colours of one model. */
export interface Cabin { name: string; trim: string; accent: string }

type Painter = (w: number, h: number, c: Cabin) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"/>`;

const sky = (x: number, y: number, w: number, h: number, r = 0) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cc2ee"/><stop offset="1" stop-color="#e6f1fa"/></linearGradient></defs>`
  + rect(x, y, w, h, 'url(#sky)', r)
  + `<polygon points="${f(x)},${f(y + h)} ${f(x + w / 2)},${f(y + h * 0.7)} ${f(x + w)},${f(y + h)}" fill="#7d8a77"/>`;

const front: Painter = (w, h, c) => {
  const dash = h * 0.52;
  const wheelX = w * 0.7;
  const r = Math.min(w, h) * 0.15;
  return sky(0, 0, w, dash + 10)
    + `<path d="M0 ${f(dash)} Q ${f(w / 2)} ${f(dash - h * 0.08)} ${f(w)} ${f(dash)} L ${w} ${h} L 0 ${h} Z" fill="${c.trim}"/>`
    + rect(w * 0.38, dash + h * 0.05, w * 0.24, h * 0.14, '#0d1014', 10)
    + rect(w * 0.4, dash + h * 0.07, w * 0.09, h * 0.1, mix('#0d1014', c.accent, 0.5), 6)
    + rect(w * 0.51, dash + h * 0.07, w * 0.09, h * 0.04, '#3a4a5a', 4)
    + [0.12, 0.44, 0.9].map((t) => rect(w * t - w * 0.04, dash + h * 0.22, w * 0.08, h * 0.04, '#15171a', 8)).join('')
    + rect(wheelX - w * 0.09, dash + h * 0.02, w * 0.18, h * 0.08, '#101215', 12)
    + `<circle cx="${f(wheelX)}" cy="${f(dash + r * 1.3)}" r="${f(r)}" fill="none" stroke="#17191c" stroke-width="${f(r * 0.18)}"/>`
    + `<circle cx="${f(wheelX)}" cy="${f(dash + r * 1.3)}" r="${f(r * 0.28)}" fill="#23262a"/>`
    + `<path d="M ${f(wheelX - r)} ${f(dash + r * 1.3)} L ${f(wheelX + r)} ${f(dash + r * 1.3)}" stroke="#17191c" stroke-width="${f(r * 0.16)}"/>`
    + rect(w * 0.47, h * 0.92, w * 0.06, h * 0.08, c.accent);
};

const back: Painter = (w, h, c) => {
  const seat = mix(c.trim, '#ffffff', 0.12);
  return rect(0, 0, w, h, mix(c.trim, '#000000', 0.3)) + sky(w * 0.2, h * 0.08, w * 0.6, h * 0.22, 18)
    + [0.2, 0.5, 0.8].map((t) => rect(w * t - w * 0.07, h * 0.34, w * 0.14, h * 0.1, seat, 20)).join('')
    + rect(w * 0.08, h * 0.44, w * 0.84, h * 0.3, seat, 30)
    + [0.36, 0.64].map((t) => rect(w * t - 2, h * 0.46, 4, h * 0.26, c.accent)).join('')
    + rect(w * 0.06, h * 0.72, w * 0.88, h * 0.14, mix(seat, '#000000', 0.15), 24);
};

const door = (mirror: boolean): Painter => (w, h, c) => {
  const x = (v: number, width: number) => (mirror ? w - v - width : v);
  return rect(0, 0, w, h, mix(c.trim, '#ffffff', 0.08)) + sky(x(w * 0.1, w * 0.8), h * 0.1, w * 0.8, h * 0.34, 24)
    + rect(x(w * 0.08, w * 0.84), h * 0.5, w * 0.84, h * 0.05, c.accent, 6)
    + rect(x(w * 0.2, w * 0.45), h * 0.6, w * 0.45, h * 0.07, mix(c.trim, '#000000', 0.25), 14)
    + rect(x(w * 0.7, w * 0.12), h * 0.62, w * 0.12, h * 0.03, '#b9bec4', 6)
    + rect(x(w * 0.15, w * 0.3), h * 0.78, w * 0.3, h * 0.12, '#1a1c1f', 10);
};

const top: Painter = (w, h, c) =>
  rect(0, 0, w, h, mix(c.trim, '#e8e6e1', 0.8)) + rect(w * 0.3, h * 0.2, w * 0.4, h * 0.25, '#22303d', 16)
  + rect(w * 0.44, h * 0.6, w * 0.12, h * 0.05, '#fff7dc', 8);

const bottom: Painter = (w, h, c) =>
  rect(0, 0, w, h, '#202225') + [0.12, 0.56].map((t) => rect(w * t, h * 0.15, w * 0.32, h * 0.3, '#111214', 14)).join('')
  + rect(w * 0.2, h * 0.6, w * 0.6, h * 0.28, '#111214', 14) + rect(w * 0.48, 0, w * 0.04, h, mix(c.trim, '#000000', 0.2));

const FACES: Record<CubeFace, Painter> = { front, back, left: door(false), right: door(true), top, bottom };
const FACE_TITLES: Record<CubeFace, string> = { front: 'dasbor', back: 'kursi belakang', left: 'pintu kiri', right: 'pintu kanan', top: 'plafon', bottom: 'lantai' };

/** One 1024 x 1024 face of the interior cube map. */
export function cubeFace(c: Cabin, face: CubeFace): string {
  return svgDocument(1024, 1024, `Interior Toyota ${c.name}, ${FACE_TITLES[face]}`, FACES[face](1024, 1024, c));
}

/** Cover (the dashboard), then the gallery. */
const GALLERY: CubeFace[] = ['front', 'back', 'left', 'right', 'top'];

/** Interior gallery picture i (1200 x 800): 0 is the cover. */
export function interiorShot(c: Cabin, i: number): string {
  const face = GALLERY[i % GALLERY.length];
  return svgDocument(1200, 800, `Interior Toyota ${c.name}, ${FACE_TITLES[face]}`, FACES[face](1200, 800, c));
}
