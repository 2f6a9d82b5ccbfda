/**
 * The stage every content picture is composed on: 1600 x 900 units, ground at y 780, the subject
 * right of centre (the page sets titles over the left or the top). A picture of another shape
 * crops the stage: wide banners keep the bottom, tall ones keep the right.
 */
import { ALL_MODELS } from '../../catalogue/lineup';
import { COLORS, type ColorKey } from '../../catalogue/colors';
import { designOf } from '../../catalogue/media/car-design';
import { renderCar } from '../../catalogue/media/car-render';
import { f, mix } from '../../catalogue/media/svg';

/** Stage size and ground line. */
export const W = 1600;
export const H = 900;
export const GROUND = 780;

/** A complete SVG document of size w x h showing the stage, cropped to fit; `title` names it for screen readers. */
export function stageDocument(w: number, h: number, title: string, body: string): string {
  const ratio = w / h;
  const align = ratio > 1.9 ? 'xMidYMax' : ratio < 1.2 ? 'xMaxYMid' : 'xMidYMid';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${esc(title)}</title>`
    + `<svg width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="${align} slice">${body}</svg></svg>`;
}

/** XML-escapes text for an attribute or a title. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A vertical gradient definition. */
export const vgrad = (id: string, stops: Array<[number, string]>) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

/** A rectangle. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A polygon from a flat list of coordinates. */
export const poly = (pts: number[], fill: string, extra = '') =>
  `<polygon points="${pts.map(f).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A circle. */
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** Where a car stands and how it looks. */
export interface CarSpot { seo: string; color: ColorKey; x: number; y?: number; yaw: number; size?: number }

let carCount = 0;

/** A line-up car on the stage: `x` is its middle, `size` the pixels per metre (126 by default). */
export function car(spot: CarSpot): string {
  const model = ALL_MODELS.find((m) => m.seo === spot.seo);
  if (!model) throw new Error(`no model ${spot.seo}`);
  // Ids only need to differ between the cars of one picture.
  const prefix = `k${(carCount++ % 26).toString(36)}_`;
  return renderCar({ design: designOf(model), hex: COLORS[spot.color].hex, yaw: spot.yaw, cx: spot.x, cy: spot.y ?? GROUND, scale: spot.size ?? 126, prefix, pitch: 9 });
}

/** Resets the car id counter so every picture's ids start alike (keeps output deterministic per picture). */
export function resetIds(): void {
  carCount = 0;
}

/** A darker or lighter shade. */
export const dark = (hex: string, t: number) => mix(hex, '#000000', t);
export const light = (hex: string, t: number) => mix(hex, '#ffffff', t);
