/**
 * Draws a car as SVG from any angle: the body-style profile is extruded to the car's width,
 * turned by `yaw`, seen slightly from above, shaded by a fixed studio light, and painted back to
 * front. Good enough for cards, colour tabs and the 18-frame exterior 360 viewer.
 */
import type { BodyStyle } from '../model-seed';
import { carShape, type CarShape, type ProfilePoint } from './car-shapes';
import { hull, mix, points, polygon, type Pt } from './svg';

type V3 = [number, number, number];
interface View { cos: number; sin: number; cp: number; sp: number; cx: number; cy: number; s: number }
interface Projected extends Pt { depth: number }

/** What to draw and where. */
export interface CarPose {
  body: BodyStyle;
  /** Paint colour. */
  hex: string;
  /** Degrees; 0 shows the right side with the nose to the right, negative turns the nose towards us. */
  yaw: number;
  /** Screen point under the middle of the car. */
  cx: number;
  cy: number;
  /** Pixels per unit (the car is 100 units long). */
  scale: number;
}

const PITCH = 16;
const LIGHT: V3 = (() => { const l: V3 = [-0.45, 0.75, 0.5]; const n = Math.hypot(...l); return l.map((v) => v / n) as V3; })();
const GLASS = '#1d2731';
const TYRE = '#1b1c1e';
const WELL = '#121315';

const rad = (deg: number) => (deg * Math.PI) / 180;

function project(v: View, [x, y, z]: V3): Projected {
  const xr = x * v.cos + z * v.sin;
  const zr = -x * v.sin + z * v.cos;
  return { X: v.cx + v.s * xr, Y: v.cy - v.s * (y * v.cp - zr * v.sp), depth: zr * v.cp + y * v.sp };
}

/** > 0 when a surface with world normal n faces the camera. */
function facing(v: View, [nx, ny, nz]: V3): number {
  return (-nx * v.sin + nz * v.cos) * v.cp + ny * v.sp;
}

/** Lambert shade plus a soft highlight, lit from the camera's upper left. */
function shade(v: View, [nx, ny, nz]: V3, base: string): string {
  const n: V3 = [nx * v.cos + nz * v.sin, ny, -nx * v.sin + nz * v.cos];
  const d = Math.max(0, n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2]);
  const lit = mix('#000000', base, Math.min(1, 0.5 + 0.6 * d));
  return mix(lit, '#ffffff', 0.28 * d ** 10);
}

const avgDepth = (ps: Projected[]) => ps.reduce((sum, p) => sum + p.depth, 0) / ps.length;

interface Face { pts: Projected[]; fill: string; depth: number }

/** The quads joining consecutive profile points across the width, split by kind. */
function strips(v: View, shape: CarShape, hex: string): { wells: Face[]; body: Face[] } {
  const w = shape.halfWidth;
  const out = { wells: [] as Face[], body: [] as Face[] };
  const p = shape.profile;
  p.forEach((a: ProfilePoint, i) => {
    const b = p[(i + 1) % p.length];
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const n: V3 = [(b.y - a.y) / len, -(b.x - a.x) / len, 0];
    const pts = [project(v, [a.x, a.y, -w]), project(v, [b.x, b.y, -w]), project(v, [b.x, b.y, w]), project(v, [a.x, a.y, w])];
    if (a.edge === 'well') out.wells.push({ pts, fill: WELL, depth: avgDepth(pts) });
    else if (facing(v, n) > 0.01) out.body.push({ pts, fill: shade(v, n, a.edge === 'glass' ? GLASS : hex), depth: avgDepth(pts) });
  });
  return out;
}

function circle(cx: number, cy: number, r: number, z: number, steps = 20): V3[] {
  return Array.from({ length: steps }, (_, i) => [cx + r * Math.cos((i / steps) * 2 * Math.PI), cy + r * Math.sin((i / steps) * 2 * Math.PI), z] as V3);
}

/** A tyre as the hull of its two faces; the rim and hub only on the side that faces us. */
function wheel(v: View, x: number, r: number, side: 1 | -1, w: number): Face[] {
  const outer = side * (w + 0.6);
  const tyre = hull([...circle(x, r, r, outer), ...circle(x, r, r, side * (w - 6))].map((p) => project(v, p)));
  const faces: Face[] = [{ pts: tyre as Projected[], fill: TYRE, depth: project(v, [x, r, side * (w - 3)]).depth }];
  const n: V3 = [0, 0, side];
  if (facing(v, n) > 0.05) {
    const rim = circle(x, r, r * 0.62, outer + side * 0.1).map((p) => project(v, p));
    const hub = circle(x, r, r * 0.2, outer + side * 0.2, 10).map((p) => project(v, p));
    faces.push({ pts: rim, fill: shade(v, n, '#c3c8ce'), depth: faces[0].depth + 0.01 });
    faces.push({ pts: hub, fill: shade(v, n, '#6f757c'), depth: faces[0].depth + 0.02 });
  }
  return faces;
}

/** Headlamps and grille on the nose, tail lamps on the tail, when that end faces us. */
function lamps(v: View, shape: CarShape): Face[] {
  const xs = shape.profile.map((p) => p.x);
  const w = shape.halfWidth;
  const [lo, hi] = shape.lamps;
  const out: Face[] = [];
  const quad = (x: number, y0: number, y1: number, z0: number, z1: number, fill: string) => {
    const pts = [project(v, [x, y0, z0]), project(v, [x, y1, z0]), project(v, [x, y1, z1]), project(v, [x, y0, z1])];
    out.push({ pts, fill, depth: avgDepth(pts) });
  };
  const front = Math.max(...xs) + 0.2;
  const rear = Math.min(...xs) - 0.2;
  if (facing(v, [1, 0, 0]) > 0.05) {
    for (const s of [1, -1]) quad(front, lo, hi, s * (w - 2), s * (w - 10), '#eef2f5');
    quad(front, lo - 4.5, lo - 0.8, -(w - 13), w - 13, '#26292d');
  }
  if (facing(v, [-1, 0, 0]) > 0.05) {
    for (const s of [1, -1]) quad(rear, lo, hi, s * (w - 1.5), s * (w - 9), '#b3121f');
  }
  return out;
}

/**
 * The side that faces us: paint shaded from a lighter shoulder to a darker sill, the windows, and
 * a soft diagonal reflection clipped to the side. Ids are fixed: one car per SVG document.
 */
function sideFace(v: View, shape: CarShape, side: 1 | -1, hex: string): string {
  const w = shape.halfWidth;
  const base = shade(v, [0, 0, side], hex);
  const outline = shape.profile.map((p) => project(v, [p.x, p.y, side * w]));
  const xs = outline.map((p) => p.X);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const ys = outline.map((p) => p.Y);
  const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
  const band = [{ X: x0 + (x1 - x0) * 0.3, Y: y0 }, { X: x0 + (x1 - x0) * 0.42, Y: y0 }, { X: x0 + (x1 - x0) * 0.3, Y: y1 }, { X: x0 + (x1 - x0) * 0.18, Y: y1 }];
  return '<defs>'
    + `<linearGradient id="car-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.22)}"/>`
    + `<stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${mix(base, '#000000', 0.35)}"/></linearGradient>`
    + `<clipPath id="car-side"><polygon points="${points(outline)}"/></clipPath></defs>`
    + polygon(outline, 'url(#car-paint)')
    + shape.windows.map((win) => polygon(win.map(([x, y]) => project(v, [x, y, side * (w + 0.05)])), shade(v, [0, 0, side], GLASS))).join('')
    + `<g clip-path="url(#car-side)">${polygon(band, '#ffffff', 'opacity="0.16"')}</g>`;
}

/** SVG elements of one car in one pose. */
export function renderCar(pose: CarPose): string {
  const shape = carShape(pose.body);
  const v: View = { cos: Math.cos(rad(pose.yaw)), sin: Math.sin(rad(pose.yaw)), cp: Math.cos(rad(PITCH)), sp: Math.sin(rad(PITCH)), cx: pose.cx, cy: pose.cy, s: pose.scale };
  const w = shape.halfWidth;
  const shadow = Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * 2 * Math.PI;
    return project(v, [56 * Math.cos(a), 0, (w + 7) * Math.sin(a)]);
  });
  const side: 1 | -1 = v.cos >= 0 ? 1 : -1;
  const { wells, body } = strips(v, shape, pose.hex);
  const wheels = shape.wheels.flatMap((x) => [wheel(v, x, shape.wheelRadius, 1, w), wheel(v, x, shape.wheelRadius, -1, w)])
    .sort((a, b) => a[0].depth - b[0].depth).flat();
  const parts: string[] = [polygon(shadow, '#000000', 'opacity="0.16"')];
  for (const face of [...wells, ...wheels, ...body.sort((a, b) => a.depth - b.depth)]) parts.push(polygon(face.pts, face.fill));
  if (Math.abs(v.cos) > 0.02) parts.push(sideFace(v, shape, side, pose.hex));
  for (const lamp of lamps(v, shape)) parts.push(polygon(lamp.pts, lamp.fill));
  return `<g>${parts.join('')}</g>`;
}
