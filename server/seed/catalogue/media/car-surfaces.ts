/**
 * The body's panels: the ruled surfaces between consecutive rings, split into faces, culled to
 * those facing the camera, merged where neighbours bend less than a few degrees, and shaded.
 */
import { add, cross, dot, norm, paint, scale3, sub, type Camera, type Sp, type V3 } from './camera';
import { shape, type Canvas } from './car-draw';
import type { Region, RingPoint } from './car-rings';

/** A visible panel: projected outline, mean normal, region, and the normals and middles of its two end edges (for smooth shading). */
export interface Panel { pts: Sp[]; n: V3; region: Region; ends: [V3, V3]; middles: [V3, V3] }

/** Groups regions that may merge into one panel (e.g. the two halves of the windscreen). */
export type Classify = (region: Region) => string;

interface Quad { a: V3; b: V3; c: V3; d: V3; n: V3; region: Region; visible: boolean }

/**
 * Faces between ring `lo` and ring `hi` (same layout) that face the camera, merged into panels
 * while the class stays the same and the normal turns less than `bend` degrees.
 */
export function panels(cam: Camera, lo: RingPoint[], hi: RingPoint[], classify: Classify, bend = 4): Panel[] {
  const n = lo.length;
  const quads: Quad[] = lo.map((p, i) => {
    const j = (i + 1) % n;
    const [a, b, c, d] = [p.p, lo[j].p, hi[j].p, hi[i].p];
    // Outward: the rings run anticlockwise seen from above.
    const normal = norm(cross(sub(add(d, c), add(a, b)), sub(add(b, c), add(a, d))));
    const centre = scale3(add(add(a, b), add(c, d)), 0.25);
    return { a, b, c, d, n: normal, region: p.region, visible: cam.facing(centre, normal) > 0 };
  });
  // Vertex normals: each column between two quads takes their mean, so shading runs on smoothly.
  const column = quads.map((q, i) => norm(add(quads[(i - 1 + n) % n].n, q.n)));
  const limit = Math.cos((bend * Math.PI) / 180);
  const same = (q: Quad, r: Quad) => q.visible && r.visible && classify(q.region) === classify(r.region) && dot(q.n, r.n) > limit;
  // Start where a run breaks, so a panel never wraps round index 0.
  let start = quads.findIndex((q, i) => !same(quads[(i - 1 + n) % n], q));
  if (start < 0) start = 0;
  const out: Panel[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const qs = run.map((i) => quads[i]);
    const lower = [qs[0].a, ...qs.map((q) => q.b)];
    const upper = [qs[0].d, ...qs.map((q) => q.c)];
    const mean = norm(qs.reduce<V3>((sum, q) => add(sum, q.n), [0, 0, 0]));
    const last = (run[run.length - 1] + 1) % n;
    out.push({
      pts: [...lower, ...[...upper].reverse()].map((p) => cam.project(p)), n: mean, region: qs[0].region,
      ends: [column[run[0]], column[last]],
      middles: [scale3(add(qs[0].a, qs[0].d), 0.5), scale3(add(qs[qs.length - 1].b, qs[qs.length - 1].c), 0.5)],
    });
    run = [];
  };
  for (let k = 0; k < n; k++) {
    const i = (start + k) % n;
    const q = quads[i];
    if (!q.visible) { flush(); continue; }
    if (run.length && !same(quads[run[run.length - 1]], q)) flush();
    run.push(i);
  }
  flush();
  return out;
}

/** The fill of a panel in `base` (a colour or a paint placeholder maker): flat, or a gradient between its end normals where it bends. */
export function panelFill(c: Canvas, cam: Camera, p: Panel, colour: (n: V3) => string): string {
  if (dot(p.ends[0], p.ends[1]) > 0.998) return colour(p.n);
  // Panels run from one ring to the next, so their two end edges lie left and right on screen:
  // a default (left-to-right, bounding-box) gradient is enough and keeps the file small.
  const [a, b] = p.middles.map((m) => cam.project(m));
  const [left, right] = a.X <= b.X ? p.ends : [p.ends[1], p.ends[0]];
  return `url(#${c.def((id) => `<linearGradient id="${id}"><stop stop-color="${colour(left)}"/><stop offset="1" stop-color="${colour(right)}"/></linearGradient>`)})`;
}

/** Paints panels in body colour, smoothly shaded, with a reflection gradient laid over them. */
export function paintPanels(c: Canvas, cam: Camera, list: Panel[], reflection: string | null): void {
  for (const p of list) {
    c.add(shape(p.pts, panelFill(c, cam, p, (n) => c.tone((hex) => paint(cam, n, hex)))));
    if (reflection) c.add(shape(p.pts, `url(#${reflection})`));
  }
}

/** The lower side darkening towards the sill, and the upper side catching the sky (bounding-box units). */
export function sideGradients(c: Canvas): [string, string] {
  const shade = c.def((id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.02"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`);
  const sheen = c.def((id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`);
  return [shade, sheen];
}
