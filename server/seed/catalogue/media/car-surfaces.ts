/**
 * The body's panels: the ruled surfaces between consecutive rings, split into faces, culled to
 * those facing the camera, merged where neighbours bend less than a few degrees, and shaded.
 */
import { add, cross, dot, norm, paint, scale3, sub, type Camera, type Sp, type V3 } from './camera';
import { shape, type Canvas } from './car-draw';
import { hexToRgb } from './svg';
import type { Region, RingPoint } from './car-rings';

/** A visible panel: projected outline, mean normal, region, and the normal and middle of each column (for smooth shading). */
export interface Panel { pts: Sp[]; n: V3; region: Region; columns: Array<{ n: V3; mid: V3 }> }

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
  // Neighbours of one region merge into one panel (shaded smoothly across its columns); flat
  // regions may also be cut where they bend more than `bend` degrees.
  const same = (q: Quad, r: Quad) => q.visible && r.visible && classify(q.region) === classify(r.region) && (q.region !== 'side' || dot(q.n, r.n) > limit);
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
    const cols = [...run, (run[run.length - 1] + 1) % n];
    out.push({
      pts: [...lower, ...[...upper].reverse()].map((p) => cam.project(p)), n: mean, region: qs[0].region,
      columns: cols.map((i, k) => ({ n: column[i], mid: scale3(add(lower[k], upper[k]), 0.5) })),
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
  const first = p.columns[0].n;
  if (p.columns.every((col) => dot(col.n, first) > 0.9985)) return colour(p.n);
  // Columns run from one ring to the next, so they lie left to right on screen: a default
  // (left-to-right, bounding-box) gradient with a stop per column shades the panel smoothly.
  const xs = p.columns.map((col) => cam.project(col.mid).X);
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  const stops = prune(cam, p.columns.map((col, i) => ({ at: (xs[i] - lo) / (hi - lo || 1), n: col.n })).sort((a, b) => a.at - b.at));
  if (stops.length === 1) return colour(p.n);
  const offset = (at: number) => String(Math.round(at * 100) / 100);
  return `url(#${c.def((id) => `<linearGradient id="${id}">${stops.map((st, i) => `<stop${i ? ` offset="${offset(st.at)}"` : ''} stop-color="${colour(st.n)}"/>`).join('')}</linearGradient>`)})`;
}

/**
 * Drops gradient stops a straight blend of their neighbours would reproduce (judged on a light
 * silver, where shading shows most); one stop left means the panel can be flat.
 */
function prune(cam: Camera, stops: Array<{ at: number; n: V3 }>): Array<{ at: number; n: V3 }> {
  const rgb = (n: V3) => hexToRgb(paint(cam, n, '#c8cacc'));
  const out = [...stops];
  for (let i = 1; i < out.length - 1;) {
    const [a, b, m] = [rgb(out[i - 1].n), rgb(out[i + 1].n), rgb(out[i].n)];
    const t = (out[i].at - out[i - 1].at) / (out[i + 1].at - out[i - 1].at || 1);
    if ([0, 1, 2].every((k) => Math.abs(a[k] + (b[k] - a[k]) * t - m[k]) < 3)) out.splice(i, 1);
    else i++;
  }
  const [first, last] = [rgb(out[0].n), rgb(out[out.length - 1].n)];
  return out.length === 2 && [0, 1, 2].every((k) => Math.abs(first[k] - last[k]) < 3) ? [out[0]] : out;
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
