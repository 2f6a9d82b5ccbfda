/**
 * Drawing on the projected car: an SVG element list with numbered gradients, compact paths, and
 * decals (shapes given in a surface's own mm coordinates, clipped to the part facing the camera).
 */
import { cross, dot, norm, sub, type Camera, type Sp, type V3 } from './camera';
import type { Samples, SurfaceMap } from './car-body';
import { f } from './svg';

/** Collects the elements and gradient definitions of one car. */
export class Canvas {
  readonly defs: string[] = [];
  readonly parts: string[] = [];
  /** Colours that depend on the paint, filled in per colour (see `tone`). */
  readonly tones: Array<(hex: string) => string> = [];
  private next = 0;
  constructor(readonly prefix = 'c') {}

  /** A placeholder for a colour worked out from the paint: one drawing serves every colour of a model. */
  tone(fn: (hex: string) => string): string {
    this.tones.push(fn);
    return `{{${this.tones.length - 1}}}`;
  }

  /** Adds a definition (gradient, clip path) built around a fresh id; returns the id. */
  def(build: (id: string) => string): string {
    const id = `${this.prefix}${(this.next++).toString(36)}`;
    this.defs.push(build(id));
    return id;
  }

  add(element: string): void {
    this.parts.push(element);
  }

  /** The car as one group, definitions first. */
  toString(): string {
    return (this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '') + this.parts.join('');
  }
}

/** A linear gradient element between two screen points (user space), stops as [offset, colour, opacity?]. */
export function linear(id: string, a: { X: number; Y: number }, b: { X: number; Y: number }, stops: Array<[number, string, number?]>): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(a.X)}" y1="${f(a.Y)}" x2="${f(b.X)}" y2="${f(b.Y)}">`
    + stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('')
    + '</linearGradient>';
}

/** Drops points that sit within `tol` pixels of the line through their neighbours. */
export function simplify(pts: Sp[], tol = 0.5, closed = true): Sp[] {
  if (pts.length < 4) return pts;
  const out: Sp[] = [pts[0]];
  for (let i = 1; i < pts.length - 1; i++) {
    const a = out[out.length - 1];
    const b = pts[i];
    const c = pts[i + 1];
    const len = Math.hypot(c.X - a.X, c.Y - a.Y);
    const dist = len < 1e-6 ? Math.hypot(b.X - a.X, b.Y - a.Y) : Math.abs((c.X - a.X) * (a.Y - b.Y) - (a.X - b.X) * (c.Y - a.Y)) / len;
    if (dist > tol) out.push(b);
  }
  out.push(pts[pts.length - 1]);
  return closed && out.length < 3 ? pts : out;
}

/** Path data of screen points in whole pixels, relative moves after the first (small files; anti-aliasing hides the rounding). */
export function pathData(pts: Sp[], closed = true): string {
  if (pts.length === 0) return '';
  let px = Math.round(pts[0].X);
  let py = Math.round(pts[0].Y);
  let d = `M${px} ${py}`;
  let n = 0;
  for (let i = 1; i < pts.length; i++) {
    const x = Math.round(pts[i].X);
    const y = Math.round(pts[i].Y);
    const dx = x - px;
    const dy = y - py;
    if (dx === 0 && dy === 0) continue;
    d += `${n === 0 ? 'l' : dx < 0 ? '' : ' '}${dx}${dy < 0 ? '' : ' '}${dy}`;
    n++;
    px = x;
    py = y;
  }
  return closed ? `${d}z` : d;
}

/** A filled path element of screen points. */
export function shape(pts: Sp[], fill: string, extra = ''): string {
  return `<path d="${pathData(simplify(pts))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Outward unit normal of a surface map at (u, v), by finite differences. */
export function normalAt(map: SurfaceMap, u: number, v: number): V3 {
  const p = map.at(u, v);
  const n = norm(cross(sub(map.at(u + 4, v), p), sub(map.at(u, v + 4), p)));
  return dot(n, map.out) < 0 ? [-n[0], -n[1], -n[2]] : n;
}

type Uv = [number, number];

/** Splits edges longer than `step` mm so the shape follows the curved surface. */
function densify(pts: Uv[], step: number, closed: boolean): Uv[] {
  const out: Uv[] = [];
  const n = closed ? pts.length : pts.length - 1;
  for (let i = 0; i < n; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % pts.length];
    const k = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let j = 0; j < k; j++) out.push([a[0] + ((b[0] - a[0]) * j) / k, a[1] + ((b[1] - a[1]) * j) / k]);
  }
  if (!closed) out.push(pts[pts.length - 1]);
  return out;
}

/** Dense samples of a shape on a surface, with normals; cached on the body (camera independent). */
function samples(map: SurfaceMap, pts: Uv[], step: number, closed: boolean): Samples {
  const key = `${map.key}${closed ? 'c' : 'o'}${step}:${pts.map(([u, v]) => `${Math.round(u)},${Math.round(v)}`).join(' ')}`;
  let s = map.memo.get(key);
  if (!s) {
    const uv = densify(pts, step, closed);
    s = { uv, p: uv.map(([u, v]) => map.at(u, v)), n: uv.map(([u, v]) => normalAt(map, u, v)) };
    map.memo.set(key, s);
  }
  return s;
}

/** The part of a closed shape (surface coordinates) that faces the camera, projected. */
export function decalPoints(cam: Camera, map: SurfaceMap, pts: Uv[], step = 70): Sp[] {
  const { uv, p, n } = samples(map, pts, step, true);
  const score = p.map((q, i) => cam.facing(q, n[i]));
  if (score.every((v) => v < 0)) return [];
  const kept: Uv[] = [];
  uv.forEach((a, i) => {
    const j = (i + 1) % uv.length;
    const [sa, sb] = [score[i], score[j]];
    if (sa >= 0) kept.push(a);
    if ((sa >= 0) !== (sb >= 0)) {
      const t = sa / (sa - sb);
      const q = uv[j];
      kept.push([a[0] + (q[0] - a[0]) * t, a[1] + (q[1] - a[1]) * t]);
    }
  });
  if (kept.length < 3) return [];
  // Fully visible shapes reuse the cached points; clipped ones map the few new points.
  if (score.every((v) => v >= 0)) return p.map((q) => cam.project(q));
  return kept.map(([u, v]) => cam.project(map.at(u, v)));
}

/** A filled decal, or nothing when it faces away. */
export function decal(cam: Camera, map: SurfaceMap, pts: Uv[], fill: string, extra = '', step = 70): string {
  const sp = decalPoints(cam, map, pts, step);
  return sp.length ? shape(sp, fill, extra) : '';
}

/** A stroked line on a surface, drawn where the surface faces the camera. */
export function line(cam: Camera, map: SurfaceMap, pts: Uv[], stroke: string, width: number, extra = ''): string {
  const { p, n } = samples(map, pts, 60, false);
  const runs: Sp[][] = [[]];
  p.forEach((q, i) => {
    if (cam.facing(q, n[i]) > 0) runs[runs.length - 1].push(cam.project(q));
    else if (runs[runs.length - 1].length) runs.push([]);
  });
  const d = runs.filter((r) => r.length > 1).map((r) => pathData(simplify(r, 0.3, false), false)).join('');
  return d ? `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>` : '';
}

/** Corner rounding of a 2D polygon (Chaikin, `times` passes). */
export function rounded(pts: Uv[], times = 2, t = 0.22): Uv[] {
  let out = pts;
  for (let k = 0; k < times; k++) {
    const next: Uv[] = [];
    out.forEach((a, i) => {
      const b = out[(i + 1) % out.length];
      next.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], [a[0] + (b[0] - a[0]) * (1 - t), a[1] + (b[1] - a[1]) * (1 - t)]);
    });
    out = next;
  }
  return out;
}
