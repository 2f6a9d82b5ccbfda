/**
 * The glasshouse details: side windows cut from the daylight opening between the pillars (black
 * frames, B pillar and, on floating-roof designs, the rear pillar), chrome belt trim, mirrors,
 * roof rails, the shark-fin antenna and the roof spoiler.
 */
import { paint, type Camera, type V3 } from './camera';
import type { Body } from './car-body';
import { doorStations } from './car-details';
import { decal, rounded, shape, type Canvas } from './car-draw';
import { hull } from './svg';

type Uv = [number, number];

/** Keeps the part of a polygon on one side of the line p -> q (sign +1: left of the direction). */
function clipHalf(poly: Uv[], p: Uv, q: Uv, sign: 1 | -1): Uv[] {
  const side = ([x, y]: Uv) => sign * ((q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]));
  const out: Uv[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length];
    const [sa, sb] = [side(a), side(b)];
    if (sa >= 0) out.push(a);
    if ((sa >= 0) !== (sb >= 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
  });
  return out;
}

/** The pillar lines in side view, base to cant rail to roof: A pillar and the rearmost pillar. */
function pillarLines(b: Body): { a: Uv[]; d: Uv[] } {
  const { x, beltRing: br, cant, roof } = b;
  const aTop = x.screenTop - roof.bf - roof.rf;
  const dTop = x.roofEnd + roof.br + roof.rr;
  const aBase = x.screenBase - br.bf - br.rf;
  const dBase = x.glassBase + br.br + br.rr;
  const aCant = cant.front - cant.bf - cant.rf;
  const dCant = cant.rear + cant.br + cant.rr;
  return {
    a: [[aBase, b.belt(aBase)], [aCant, cant.y(aCant)], [aTop, b.roofAt(aTop) - 15]],
    d: [[dBase, b.top.y(dBase)], [dCant, cant.y(dCant)], [dTop, b.roofAt(dTop) - 15]],
  };
}

/** The opening between the A pillar and the rear pillar, shrunk by `inset` mm, with the pillar widths. */
function opening(b: Body, inset: number, rearPillar: number): Uv[] {
  const { a, d } = pillarLines(b);
  const x0 = d[0][0] - 200;
  const x1 = a[0][0] + 200;
  const bottom: Uv[] = Array.from({ length: 9 }, (_, i) => { const at = x1 - ((x1 - x0) * i) / 8; return [at, b.belt(at) + 14 + inset] as Uv; });
  // The top follows the roof (a falling roof lowers the rear windows' tops with it).
  const top: Uv[] = Array.from({ length: 9 }, (_, i) => { const at = x0 + ((x1 - x0) * i) / 8; return [at, b.roofAt(at) - 55 - inset] as Uv; });
  let poly: Uv[] = [...bottom, ...top];
  for (let i = 0; i < 2; i++) {
    const [p, q] = [a[i], a[i + 1]].map(([u, v]) => [u - 45 - inset, v] as Uv);
    poly = clipHalf(poly, p, q, 1);
    const [r, t] = [d[i], d[i + 1]].map(([u, v]) => [u + rearPillar + inset, v] as Uv);
    poly = clipHalf(poly, r, t, -1);
  }
  return poly;
}

const between = (poly: Uv[], lo: number, hi: number): Uv[] =>
  clipHalf(clipHalf(poly, [lo, 0], [lo, 1], -1), [hi, 0], [hi, 1], 1);

/** How wide the rearmost pillar is in side view, by body style. */
const REAR_PILLAR: Record<string, number> = { hatchback: 260, mpv: 120, van: 90, suv: 190, sedan: 170, pickup: 80, coupe: 110 };

/** Side windows, their black frames and pillars, and the chrome belt trim. */
export function glassDetails(c: Canvas, cam: Camera, b: Body): void {
  const { d } = b;
  const pillar = REAR_PILLAR[d.body];
  const frame = opening(b, 0, d.floating || d.blackRoof ? 20 : pillar);
  const clear = opening(b, 18, pillar);
  const { bp, c: rearEnd } = doorStations(b);
  const cuts: Array<[number, number]> = [[bp + 45, 1e5]];
  if (d.rearWindows === 0) cuts[0] = [-1e5, 1e5];
  else if (d.rearWindows === 1 || rearEnd - 150 < clear.reduce((m, [u]) => Math.min(m, u), 1e5)) cuts.push([-1e5, bp - 45]);
  else cuts.push([rearEnd + 35, bp - 45], [-1e5, rearEnd - 35]);
  const glass = c.def((id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#5d6d7d"/><stop offset="0.45" stop-color="#1b232c"/><stop offset="1" stop-color="#0b0f13"/></linearGradient>`);
  for (const s of [1, -1] as const) {
    const map = b.glassSide(s);
    c.add(decal(cam, map, frame, '#111315', '', 60));
    for (const [lo, hi] of cuts) {
      const win = between(clear, lo, hi);
      if (win.length >= 3) c.add(decal(cam, map, rounded(win, 2, 0.2), `url(#${glass})`, '', 60));
    }
    if (d.chrome) {
      const xs = frame.map(([u]) => u);
      const [lo, hi] = [Math.min(...xs) + 20, Math.max(...xs) - 20];
      c.add(decal(cam, b.side(s), [[hi, b.belt(hi) - 4], [lo, b.belt(lo) - 4], [lo, b.belt(lo) - 22], [hi, b.belt(hi) - 22]], '#d9dde2', '', 120));
    }
  }
}

/** A rounded blob between two corners (mirror housing): the hull of points on the inscribed ellipsoid. */
function housing(cam: Camera, lo: V3, hi: V3, fill: string): string {
  const c = [0, 1, 2].map((i) => (lo[i] + hi[i]) / 2);
  const r = [0, 1, 2].map((i) => Math.abs(hi[i] - lo[i]) / 2);
  const pts: V3[] = [];
  for (let a = 0; a < 12; a++) {
    for (let b = 1; b < 6; b++) {
      const [t, p] = [(a / 12) * 2 * Math.PI, (b / 6) * Math.PI];
      pts.push([c[0] + r[0] * Math.sin(p) * Math.cos(t), c[1] + r[1] * Math.cos(p), c[2] + r[2] * Math.sin(p) * Math.sin(t)]);
    }
  }
  return shape(hull(pts.map((p) => cam.project(p))) as ReturnType<Camera['project']>[], fill);
}

/** Mirrors (far one below the glasshouse, near one above), rails, antenna and spoiler. */
export function roofDetails(c: Canvas, cam: Camera, b: Body, layer: 'below' | 'above'): void {
  const { d, x, roof } = b;
  const aBase = x.screenBase - b.beltRing.bf - b.beltRing.rf;
  for (const s of [1, -1] as const) {
    const near = cam.facing([aBase, d.height * 0.6, s * d.width], [0, 0, s]) > 0;
    if ((layer === 'above') !== near) continue;
    const y = b.belt(aBase) + 20;
    const z = b.beltRing.half;
    c.add(housing(cam, [aBase - 120, y - 20, s * (z - 20)], [aBase + 10, y + 50, s * (z + 90)], '#1a1b1d'));
    c.add(housing(cam, [aBase - 80, y + 20, s * (z + 30)], [aBase + 60, y + 140, s * (z + 210)], c.tone((hex) => paint(cam, [0.8, 0.5, s * 0.3], hex))));
  }
  if (layer === 'below') return;
  const top = (at: number) => b.roofAt(at) - 15;
  if (d.rails) {
    for (const s of [1, -1] as const) {
      const z = s * (roof.half - 70);
      const xs = [x.screenTop - roof.bf - 120, x.roofEnd + roof.br + 60];
      const rail: V3[] = [[xs[0], top(xs[0]) + 45, z], [xs[1], top(xs[1]) + 45, z], [xs[1], top(xs[1]) - 5, z], [xs[0], top(xs[0]) - 5, z]];
      c.add(shape(rail.map((p) => cam.project(p)), '#1e2023'));
    }
  }
  const fin = x.roofEnd + roof.br + 180;
  c.add(shape(([[fin, top(fin), 0], [fin + 190, top(fin + 190), 0], [fin + 30, top(fin + 30) + 65, 0]] as V3[]).map((p) => cam.project(p)), '#1b1c1f'));
  if (d.spoiler) {
    const h = roof.half - 80;
    const y = top(x.roofEnd);
    const lip: V3[] = [[x.roofEnd + 60, y + 4, -h], [x.roofEnd + 60, y + 4, h], [x.roofEnd - 80, y - 22, h], [x.roofEnd - 80, y - 22, -h]];
    c.add(shape(lip.map((p) => cam.project(p)), d.blackRoof ? '#17181a' : c.tone((hex) => paint(cam, [-0.2, 1, 0], hex))));
  }
}
