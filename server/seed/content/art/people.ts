/**
 * People in flat illustration style: customers, families, sales staff and mechanics, standing,
 * drawn from a few body measures so they stay in proportion at any size. Deterministic looks.
 */
import { f } from '../../catalogue/media/svg';
import { circle, dark } from './stage';

/** Skin tones, hair colours, clothes. */
export const SKIN = ['#f1c7a1', '#d9a27a', '#b97c55', '#8d5a3b'];
const HAIR = ['#1d1a19', '#2e241f', '#4a3426', '#111111'];

/** How a figure looks. */
export interface Figure {
  /** Standing height in stage units (about 1.65 m = 300 units next to a car at 126 px/m is 208). */
  height: number;
  skin: number;
  hair: number;
  top: string;
  legs: string;
  /** Long hair or a hijab; a cap for mechanics. */
  head?: 'short' | 'long' | 'hijab' | 'cap';
  /** Facing left (-1) or right (1); 0 faces us. */
  facing?: -1 | 0 | 1;
  /** One arm raised (waving or pointing). */
  wave?: boolean;
  /** Overalls with a reflective stripe (mechanic). */
  overall?: boolean;
}

/** A standing person with feet on (x, ground). */
export function person(x: number, ground: number, p: Figure): string {
  const h = p.height;
  const u = h / 8; // head units
  const skin = SKIN[p.skin % SKIN.length];
  const hair = HAIR[p.hair % HAIR.length];
  const turn = (p.facing ?? 0) * u * 0.12;
  const headY = ground - h + u * 0.55;
  const shoulder = ground - h + u * 1.35;
  const hip = ground - h + u * 4.1;
  const sw = u * 1.05;
  const legs = `<path d="M${f(x - sw * 0.78)} ${f(hip - u * 0.2)}L${f(x - sw * 0.72)} ${f(ground - u * 0.15)}L${f(x - u * 0.12)} ${f(ground - u * 0.15)}L${f(x)} ${f(hip + u * 0.4)}L${f(x + u * 0.12)} ${f(ground - u * 0.15)}L${f(x + sw * 0.72)} ${f(ground - u * 0.15)}L${f(x + sw * 0.78)} ${f(hip - u * 0.2)}Z" fill="${p.legs}"/>`
    + `<rect x="${f(x - sw * 0.8)}" y="${f(ground - u * 0.2)}" width="${f(sw * 0.7)}" height="${f(u * 0.2)}" rx="${f(u * 0.08)}" fill="#1b1b1d"/>`
    + `<rect x="${f(x + sw * 0.1)}" y="${f(ground - u * 0.2)}" width="${f(sw * 0.7)}" height="${f(u * 0.2)}" rx="${f(u * 0.08)}" fill="#1b1b1d"/>`;
  const torso = `<path d="M${f(x - sw)} ${f(shoulder + u * 0.25)}Q${f(x - sw)} ${f(shoulder)} ${f(x - sw * 0.6)} ${f(shoulder)}L${f(x + sw * 0.6)} ${f(shoulder)}Q${f(x + sw)} ${f(shoulder)} ${f(x + sw)} ${f(shoulder + u * 0.25)}`
    + `L${f(x + sw * 0.85)} ${f(hip)}L${f(x - sw * 0.85)} ${f(hip)}Z" fill="${p.top}"/>`
    + (p.overall ? `<rect x="${f(x - sw * 0.86)}" y="${f(shoulder + u * 1.6)}" width="${f(sw * 1.72)}" height="${f(u * 0.18)}" fill="#f2f26b"/>` : '')
    + `<path d="M${f(x - u * 0.22)} ${f(shoulder)}L${f(x)} ${f(shoulder + u * 0.45)}L${f(x + u * 0.22)} ${f(shoulder)}Z" fill="${skin}"/>`;
  const arm = (side: 1 | -1, up: boolean) => {
    const sx = x + side * sw * 0.92;
    const hand = up ? [sx + side * u * 0.7, shoulder - u * 1.1] : [sx + side * u * 0.12, hip + u * 0.3];
    return `<path d="M${f(sx)} ${f(shoulder + u * 0.2)}L${f(hand[0])} ${f(hand[1])}" stroke="${dark(p.top, 0.12)}" stroke-width="${f(u * 0.42)}" stroke-linecap="round"/>`
      + circle(hand[0], hand[1], u * 0.2, skin);
  };
  const head = circle(x + turn, headY, u * 0.5, skin);
  let hairShape = '';
  const hx = x + turn;
  switch (p.head ?? 'short') {
    case 'short': hairShape = `<path d="M${f(hx - u * 0.52)} ${f(headY)}Q${f(hx - u * 0.5)} ${f(headY - u * 0.62)} ${f(hx)} ${f(headY - u * 0.58)}Q${f(hx + u * 0.5)} ${f(headY - u * 0.62)} ${f(hx + u * 0.52)} ${f(headY)}Q${f(hx)} ${f(headY - u * 0.3)} ${f(hx - u * 0.52)} ${f(headY)}Z" fill="${hair}"/>`; break;
    case 'long': hairShape = `<path d="M${f(hx - u * 0.55)} ${f(headY + u * 0.9)}Q${f(hx - u * 0.7)} ${f(headY - u * 0.7)} ${f(hx)} ${f(headY - u * 0.6)}Q${f(hx + u * 0.7)} ${f(headY - u * 0.7)} ${f(hx + u * 0.55)} ${f(headY + u * 0.9)}L${f(hx + u * 0.35)} ${f(headY + u * 0.1)}Q${f(hx)} ${f(headY - u * 0.3)} ${f(hx - u * 0.35)} ${f(headY + u * 0.1)}Z" fill="${hair}"/>`; break;
    case 'hijab': hairShape = `<path d="M${f(hx - u * 0.62)} ${f(headY + u * 1.1)}Q${f(hx - u * 0.75)} ${f(headY - u * 0.75)} ${f(hx)} ${f(headY - u * 0.66)}Q${f(hx + u * 0.75)} ${f(headY - u * 0.75)} ${f(hx + u * 0.62)} ${f(headY + u * 1.1)}Z" fill="${dark(p.top, 0.25)}"/>`
      + circle(hx, headY + u * 0.05, u * 0.4, skin); break;
    case 'cap': hairShape = `<path d="M${f(hx - u * 0.52)} ${f(headY - u * 0.05)}Q${f(hx)} ${f(headY - u * 0.8)} ${f(hx + u * 0.52)} ${f(headY - u * 0.05)}Z" fill="${dark(p.top, 0.2)}"/><rect x="${f(hx + (p.facing ?? 1) * u * 0.1 - u * 0.1)}" y="${f(headY - u * 0.12)}" width="${f(u * 0.75)}" height="${f(u * 0.12)}" fill="${dark(p.top, 0.3)}"/>`; break;
  }
  return `<g>${legs}${arm(-1, false)}${torso}${arm(1, Boolean(p.wave))}${head}${hairShape}</g>`;
}

/** A family: two adults and two children of the given height scale, left to right from x. */
export function family(x: number, ground: number, scale: number, seed = 0): string {
  const s = (k: number) => (seed + k) % 4;
  return person(x, ground, { height: 210 * scale, skin: s(1), hair: 0, top: '#2f5d8a', legs: '#2b2f36', facing: 1 })
    + person(x + 70 * scale, ground, { height: 150 * scale, skin: s(1), hair: 1, top: '#e0a43a', legs: '#3a4e7a', wave: true })
    + person(x + 130 * scale, ground, { height: 120 * scale, skin: s(2), hair: 2, top: '#d9534f', legs: '#2b2f36', head: 'long' })
    + person(x + 200 * scale, ground, { height: 198 * scale, skin: s(2), hair: 1, top: '#8a4f9e', legs: '#2b2f36', head: seed % 2 ? 'hijab' : 'long', facing: -1 });
}

/** A sales consultant (white shirt, dark trousers) facing left or right. */
export function consultant(x: number, ground: number, height: number, facing: -1 | 1, skin = 1): string {
  return person(x, ground, { height, skin, hair: 0, top: '#f4f6f8', legs: '#23262b', facing, wave: true });
}

/** A mechanic in dark red overalls and a cap. */
export function mechanic(x: number, ground: number, height: number, facing: -1 | 1, skin = 2): string {
  return person(x, ground, { height, skin, hair: 1, top: '#7a1f24', legs: '#5e1a1e', head: 'cap', facing, overall: true });
}
