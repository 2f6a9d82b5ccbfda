/**
 * Plan-view rings of the car body: a rounded rectangle with a bulging nose and tail at one height
 * function. The body is the ruled surface between consecutive rings (sill, shoulder, top edge;
 * belt and roof for the glasshouse), so every ring is sampled with the same point layout.
 */
import type { V3 } from './camera';

/** One ring: plan outline (mm) and the height of each of its points as a function of x. */
export interface Ring {
  front: number;
  rear: number;
  half: number;
  /** Corner radii and how far the middle of the nose and tail stand proud of the corners. */
  rf: number;
  rr: number;
  bf: number;
  br: number;
  y: (x: number) => number;
}

/** Which part of the outline a sample lies on. */
export type Region = 'nose' | 'ncorner' | 'side' | 'tcorner' | 'tail';

/** How many samples each part gets (the same for every ring of one surface). */
export interface Layout { edge: number; corner: number; side: number }

/** A ring sample: world point and its region. */
export interface RingPoint { p: V3; region: Region }

const clamp01 = (t: number) => Math.max(0, Math.min(1, t));

/** Half width of the ring at x (0 beyond its ends). */
export function halfAt(r: Ring, x: number): number {
  const ef = r.half - r.rf;
  const er = r.half - r.rr;
  const cf = r.front - r.bf - r.rf;
  const cr = r.rear + r.br + r.rr;
  if (x >= r.front) return 0;
  if (x > r.front - r.bf) return ef * Math.sqrt(clamp01((r.front - x) / r.bf));
  if (x > cf) return ef + Math.sqrt(Math.max(0, r.rf ** 2 - (x - cf) ** 2));
  if (x >= cr) return r.half;
  if (x > r.rear + r.br) return er + Math.sqrt(Math.max(0, r.rr ** 2 - (cr - x) ** 2));
  if (x > r.rear) return er * Math.sqrt(clamp01((x - r.rear) / r.br));
  return 0;
}

/** x of the nose (end = 1) or tail (end = -1) surface of the ring at lateral offset z. */
export function endAt(r: Ring, z: number, end: 1 | -1): number {
  const a = Math.abs(z);
  const [radius, bulge, tip] = end === 1 ? [r.rf, r.bf, r.front] : [r.rr, r.br, r.rear];
  const e = r.half - radius;
  if (a <= e) return tip - end * bulge * (a / e) ** 2;
  const c = tip - end * (bulge + radius);
  return c + end * Math.sqrt(Math.max(0, radius ** 2 - (Math.min(a, r.half) - e) ** 2));
}

/** The right half of the outline, nose centre to tail centre, as plan points and regions. */
function rightHalf(r: Ring, n: Layout): Array<{ x: number; z: number; region: Region }> {
  const out: Array<{ x: number; z: number; region: Region }> = [];
  const ef = r.half - r.rf;
  const er = r.half - r.rr;
  for (let k = 0; k < n.edge; k++) {
    const z = (ef * k) / n.edge;
    out.push({ x: r.front - r.bf * (z / ef) ** 2, z, region: 'nose' });
  }
  const cf = r.front - r.bf - r.rf;
  for (let k = 0; k < n.corner; k++) {
    const a = ((k / (n.corner - 1)) * Math.PI) / 2;
    out.push({ x: cf + r.rf * Math.cos(a), z: ef + r.rf * Math.sin(a), region: 'ncorner' });
  }
  const cr = r.rear + r.br + r.rr;
  for (let k = 1; k <= n.side; k++) out.push({ x: cf + ((cr - cf) * k) / (n.side + 1), z: r.half, region: 'side' });
  for (let k = 0; k < n.corner; k++) {
    const a = ((k / (n.corner - 1)) * Math.PI) / 2;
    out.push({ x: cr - r.rr * Math.sin(a), z: er + r.rr * Math.cos(a), region: 'tcorner' });
  }
  for (let k = n.edge - 1; k >= 0; k--) {
    const z = (er * k) / n.edge;
    out.push({ x: r.rear + r.br * (z / er) ** 2, z, region: 'tail' });
  }
  return out;
}

/** The closed ring: right half nose to tail, then the left half tail to nose. */
export function sampleRing(r: Ring, n: Layout): RingPoint[] {
  const right = rightHalf(r, n).map(({ x, z, region }) => ({ p: [x, r.y(x), z] as V3, region }));
  const left = right.slice(1, -1).reverse().map(({ p, region }) => ({ p: [p[0], p[1], -p[2]] as V3, region }));
  return [...right, ...left];
}

/** 0 in the middle of the car, 1 on the nose (or tail) edge; smooth through the corner. */
export function endness(r: Ring, x: number, end: 1 | -1): number {
  const start = end === 1 ? r.front - r.bf - r.rf * 1.1 : r.rear + r.br + r.rr * 1.1;
  const stop = end === 1 ? r.front - r.bf : r.rear + r.br;
  const t = clamp01((x - start) / (stop - start));
  return t * t * (3 - 2 * t);
}
