/**
 * The car body in 3D (mm, x forward from the middle, y up from the ground, z sideways): five
 * rings built from the design (sill, shoulder, top edge of the lower body; belt and roof of the
 * glasshouse) and the surface maps that place details on it (side, nose and tail, glass side).
 */
import type { V3 } from './camera';
import type { CarDesign } from './car-design';
import { endAt, endness, halfAt, type Ring } from './car-rings';

/** Key stations along the car (x, mm). */
export interface Stations {
  front: number;
  rear: number;
  /** Front and rear axle. */
  axleF: number;
  axleR: number;
  /** Windscreen base and top, rear glass base and top (roof end). */
  screenBase: number;
  screenTop: number;
  glassBase: number;
  roofEnd: number;
}

/** Surface samples already worked out for one shape (they do not depend on the camera). */
export interface Samples { uv: Array<[number, number]>; p: V3[]; n: V3[] }

/** A surface map: (u, v) in mm on the surface -> world point, with the rough outward direction. */
export interface SurfaceMap {
  at(u: number, v: number): V3;
  out: V3;
  /** Names the map within its body, so shapes on it can be cached. */
  key: string;
  /** Shapes already sampled on this body (shared by every map of the body). */
  memo: Map<string, Samples>;
}

/** Everything the renderer and the details need to know about the body. */
export interface Body {
  d: CarDesign;
  x: Stations;
  /** Roof height at the windscreen top (its highest point). */
  roofY: number;
  /** Roof height at x: falls by the design's roofDrop towards the roof's rear end. */
  roofAt: (x: number) => number;
  belt: (x: number) => number;
  sill: Ring;
  waist: Ring;
  shoulder: Ring;
  top: Ring;
  beltRing: Ring;
  cant: Ring;
  roof: Ring;
  /** Lower body side (u = x, v = y) on the side with z sign `s`. */
  side: (s: 1 | -1) => SurfaceMap;
  /** Nose (end 1) or tail (end -1) faces: u = z, v = y. */
  end: (e: 1 | -1) => SurfaceMap;
  /** Glasshouse side: u = x, v = y. */
  glassSide: (s: 1 | -1) => SurfaceMap;
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** Piecewise-linear interpolation of x through sorted (y, x) pairs, clamped at both ends. */
function through(pairs: Array<[number, number]>, y: number): number {
  if (y <= pairs[0][0]) return pairs[0][1];
  for (let i = 1; i < pairs.length; i++) {
    const [y0, x0] = pairs[i - 1];
    const [y1, x1] = pairs[i];
    if (y <= y1) return lerp(x0, x1, (y - y0) / (y1 - y0 || 1));
  }
  return pairs[pairs.length - 1][1];
}

/** Tabulates a height function every 10 mm over the car's length (the maps call it very often). */
function tabulate(fn: (x: number) => number, from: number, to: number): (x: number) => number {
  const step = 10;
  const n = Math.ceil((to - from) / step);
  const table = Float64Array.from({ length: n + 1 }, (_, i) => fn(from + i * step));
  return (x) => {
    const t = clamp((x - from) / step, 0, n);
    const i = Math.min(n - 1, Math.floor(t));
    return table[i] + (table[i + 1] - table[i]) * (t - i);
  };
}

/** Builds the body of a design. */
export function buildBody(d: CarDesign): Body {
  const L2 = d.length / 2;
  const axleF = L2 - d.fo;
  const x: Stations = {
    front: L2, rear: -L2, axleF, axleR: axleF - d.wheelbase,
    screenBase: L2 - d.hood, screenTop: L2 - d.hood - d.wsRun, glassBase: -L2 + d.glassBase, roofEnd: -L2 + d.roofBack,
  };
  const roofY = d.height - (d.rails ? 45 : 0);
  // A falling roof curves down more towards its end, as a crossover's or a fastback's does.
  const roofAt = (at: number) => roofY - (d.roofDrop ?? 0) * clamp((x.screenTop - at) / (x.screenTop - x.roofEnd), 0, 1) ** 1.6;
  const beltMid = roofY - d.greenhouse;
  // The kick rises smoothly over the rear 40 % of the side glass, up to the rear glass.
  const kick = (t: number) => (d.beltKick ?? 0) * (3 * t * t - 2 * t * t * t);
  const belt = (at: number) => {
    const t = clamp((x.screenBase - at) / (x.screenBase - x.glassBase), 0, 1);
    return beltMid + d.beltRise * (t - 0.5) + kick(clamp((t - 0.6) / 0.4, 0, 1));
  };
  const cowl = belt(x.screenBase) - 25;
  const boot = d.body === 'sedan' || d.body === 'coupe';
  const deck = belt(x.glassBase) - (boot ? 10 : 0);
  const topY = (at: number): number => {
    if (at >= x.screenBase) {
      const u = clamp((L2 - at) / (L2 - x.screenBase), 0, 1);
      return d.hoodFront + (cowl - d.hoodFront) * (1 - (1 - u) ** 2);
    }
    if (at >= x.glassBase) return belt(at);
    return deck - (boot ? 40 : 12) * ((x.glassBase - at) / (x.glassBase + L2)) ** 1.5;
  };
  const shoulderIn = d.body === 'van' || d.body === 'pickup' ? 55 : 75;
  const noseSet = 45 + d.lampBand * 0.35;
  const top: Ring = {
    front: L2 - noseSet, rear: -L2 + (boot ? 55 : 35), half: d.width / 2 - shoulderIn,
    rf: d.cornerF * 1.05, rr: d.cornerR, bf: d.bulgeF * 1.1, br: d.bulgeR, y: topY,
  };
  const shoulder: Ring = {
    front: L2, rear: -L2, half: d.width / 2 - 20, rf: d.cornerF, rr: d.cornerR, bf: d.bulgeF, br: d.bulgeR,
    y: (at) => {
      const side = topY(at) - 75;
      const nose = lerp(side, d.hoodFront - d.lampBand, endness(shoulder, at, 1));
      return lerp(nose, deck - d.tailBand, endness(shoulder, at, -1));
    },
  };
  const waist: Ring = {
    ...shoulder, half: d.width / 2,
    y: (at) => { const lo = sill.y(at); return lo + (shoulder.y(at) - lo) * 0.45; },
  };
  const sillY = d.clearance + 70;
  const sill: Ring = {
    front: L2 - 55, rear: -L2 + 45, half: d.width / 2 - 40, rf: d.cornerF, rr: d.cornerR, bf: d.bulgeF * 0.8, br: d.bulgeR,
    y: (at) => lerp(lerp(sillY, d.clearance + 130, endness(sill, at, 1)), d.clearance + 190, endness(sill, at, -1)),
  };
  const beltRing: Ring = {
    front: x.screenBase, rear: x.glassBase, half: top.half - 25, rf: 170, rr: boot ? 220 : 110, bf: 120, br: boot ? 90 : 40,
    y: (at) => topY(at) + 4,
  };
  const roof: Ring = {
    front: x.screenTop, rear: x.roofEnd, half: beltRing.half - d.tumble, rf: 230, rr: boot ? 260 : 170, bf: 90, br: boot ? 80 : 50,
    y: (at) => roofAt(at) - 15,
  };
  // The cant rail: two thirds up the glass, bowed out so windscreen, rear glass and side glass curve.
  const k = 0.66;
  const cant: Ring = {
    front: lerp(beltRing.front, roof.front, k) + d.wsRun * 0.1, rear: lerp(beltRing.rear, roof.rear, k) - (roof.rear - beltRing.rear) * 0.1,
    half: lerp(beltRing.half, roof.half, k) + 28, rf: lerp(beltRing.rf, roof.rf, k), rr: lerp(beltRing.rr, roof.rr, k),
    bf: lerp(beltRing.bf, roof.bf, k), br: lerp(beltRing.br, roof.br, k),
    y: (at) => lerp(beltRing.y(at), roof.y(at), k),
  };
  for (const r of [top, shoulder, waist, sill, beltRing, cant, roof]) r.y = tabulate(r.y, -L2 - 20, L2 + 20);
  const rings = [sill, waist, shoulder, top];
  const zSide = (at: number, y: number): number => {
    const hs = rings.map((r) => halfAt(r, at));
    const ys = rings.map((r) => r.y(at));
    for (let i = 1; i < rings.length; i++) {
      if (y <= ys[i] || i === rings.length - 1) return lerp(hs[i - 1], hs[i], clamp((y - ys[i - 1]) / (ys[i] - ys[i - 1]), 0, 1));
    }
    return hs[0];
  };
  const endX = (z: number, y: number, e: 1 | -1): number => through(rings.map((r) => {
    const ex = endAt(r, z, e);
    return [r.y(ex), ex] as [number, number];
  }), y);
  const zGlass = (at: number, y: number): number => {
    const y0 = beltRing.y(at);
    const y1 = cant.y(at);
    const hc = Math.max(halfAt(cant, at), cant.half * 0.75);
    if (y <= y1) return lerp(halfAt(beltRing, at), hc, clamp((y - y0) / (y1 - y0), 0, 1));
    return lerp(hc, Math.max(halfAt(roof, at), roof.half * 0.7), clamp((y - y1) / (roof.y(at) - y1), 0, 1));
  };
  const memo = new Map<string, Samples>();
  const maps = new Map<string, SurfaceMap>();
  const map = (key: string, make: () => Omit<SurfaceMap, 'key' | 'memo'>): SurfaceMap => {
    let m = maps.get(key);
    if (!m) maps.set(key, (m = { ...make(), key, memo }));
    return m;
  };
  return {
    d, x, roofY, roofAt, belt, sill, waist, shoulder, top, beltRing, cant, roof,
    side: (s) => map(`s${s}`, () => ({ at: (u, v) => [u, v, s * zSide(u, v)], out: [0, 0, s] })),
    end: (e) => map(`e${e}`, () => ({ at: (u, v) => [endX(u, v, e), v, u], out: [e, 0, 0] })),
    glassSide: (s) => map(`g${s}`, () => ({ at: (u, v) => [u, v, s * zGlass(u, v)], out: [0, 0.3, s] })),
  };
}
