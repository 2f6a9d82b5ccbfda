/**
 * Side profiles of the body styles, in units where the car is 100 long (x: rear -50 .. front +50,
 * y: up from the ground). The renderer extrudes a profile to the car's width.
 */
import type { BodyStyle } from '../model-seed';

/** Paint, glass or a wheel well. */
export type EdgeKind = 'body' | 'glass' | 'well';
/** One profile vertex and the kind of the edge that leaves it. */
export interface ProfilePoint { x: number; y: number; edge: EdgeKind }

/** A body style ready for the renderer. */
export interface CarShape {
  profile: ProfilePoint[];
  /** Side windows (on the side faces). */
  windows: Array<Array<[number, number]>>;
  wheels: number[];
  wheelRadius: number;
  /** Half the car's width. */
  halfWidth: number;
  /** Height band of the lamps on the vertical front and rear faces (x = +-50). */
  lamps: [number, number];
}

interface ShapeSpec {
  /** Front-bottom round the top to rear-bottom; indices in `glass` start a glass edge. */
  upper: Array<[number, number]>;
  glass: number[];
  windows: Array<Array<[number, number]>>;
  wheels: [number, number];
  r: number;
  halfWidth: number;
  lamps: [number, number];
}

const SPECS: Record<BodyStyle, ShapeSpec> = {
  hatchback: {
    upper: [[48, 8], [50, 14], [50, 21], [46, 25], [20, 28], [2, 40], [-30, 41], [-44, 37], [-49, 27], [-49, 10], [-47, 8]],
    glass: [4, 6], windows: [[[18, 29], [2, 38.5], [-12, 39.2], [-12, 29]], [[-14, 29], [-14, 39.3], [-29, 39.6], [-40, 36], [-39, 29]]],
    wheels: [32, -32], r: 9.5, halfWidth: 22, lamps: [16, 20],
  },
  mpv: {
    upper: [[48, 8], [50, 14], [50, 22], [45, 28], [26, 31], [8, 45], [-40, 46], [-48, 43], [-50, 30], [-50, 10], [-47, 8]],
    glass: [4, 6], windows: [[[24, 32], [8, 43.5], [-8, 44.2], [-8, 32]], [[-10, 32], [-10, 44.3], [-26, 44.5], [-26, 32]], [[-28, 32], [-28, 44.5], [-39, 44.5], [-46, 41.5], [-46, 32]]],
    wheels: [31, -33], r: 9.5, halfWidth: 21, lamps: [17, 21],
  },
  van: {
    upper: [[48, 8], [50, 14], [50, 26], [46, 34], [38, 38], [28, 52], [-46, 53], [-50, 48], [-50, 10], [-47, 8]],
    glass: [4], windows: [[[36, 39], [27, 50.5], [16, 51], [16, 39]], [[14, 39], [14, 51], [-12, 51], [-12, 39]], [[-14, 39], [-14, 51], [-45, 51], [-48, 46.5], [-48, 39]]],
    wheels: [33, -32], r: 9, halfWidth: 20, lamps: [19, 24],
  },
  suv: {
    upper: [[48, 10], [50, 16], [50, 26], [45, 31], [22, 33], [6, 47], [-38, 48], [-48, 45], [-50, 31], [-50, 12], [-47, 10]],
    glass: [4, 6], windows: [[[20, 34], [6, 45.5], [-10, 46.2], [-10, 34]], [[-12, 34], [-12, 46.3], [-37, 46.6], [-46, 43], [-46, 34]]],
    wheels: [31, -32], r: 11, halfWidth: 22, lamps: [20, 24],
  },
  sedan: {
    upper: [[48, 8], [50, 13], [50, 19], [46, 24], [18, 26], [0, 37], [-22, 38], [-36, 30], [-49, 28], [-50, 22], [-50, 9], [-47, 8]],
    glass: [4, 6], windows: [[[16, 27], [0, 35.5], [-9, 36.3], [-9, 27]], [[-11, 27], [-11, 36.4], [-21, 36.6], [-32, 28.5]]],
    wheels: [31, -31], r: 9, halfWidth: 20, lamps: [15, 18],
  },
  pickup: {
    upper: [[48, 10], [50, 16], [50, 27], [45, 32], [28, 34], [16, 48], [-8, 49], [-12, 34], [-50, 34], [-50, 12], [-47, 10]],
    glass: [4], windows: [[[26, 35], [15, 46.5], [4, 47], [4, 35]], [[2, 35], [2, 47], [-7, 47.2], [-10, 35]]],
    wheels: [32, -30], r: 10.5, halfWidth: 21, lamps: [21, 25],
  },
  coupe: {
    upper: [[48, 7], [50, 11], [50, 16], [45, 21], [14, 24], [-4, 33], [-20, 34], [-38, 27], [-49, 25], [-50, 20], [-50, 8], [-47, 7]],
    glass: [4, 6], windows: [[[12, 25], [-4, 31.5], [-19, 32.5], [-31, 27]]],
    wheels: [31, -30], r: 9, halfWidth: 22, lamps: [13, 16],
  },
};

/** Points of a wheel arch over the wheel at `cx`, leaving and meeting the sill at height `sill`. */
function arch(cx: number, r: number, sill: number): ProfilePoint[] {
  const R = r + 1.6;
  const points: ProfilePoint[] = [{ x: cx - R, y: sill, edge: 'well' }];
  for (let a = 180; a >= 0; a -= 15) {
    const rad = (a * Math.PI) / 180;
    points.push({ x: cx + R * Math.cos(rad), y: Math.max(sill, r + R * Math.sin(rad)), edge: a === 0 ? 'body' : 'well' });
  }
  return points;
}

/** The full profile of a body style: its upper outline, then the sill with both wheel arches. */
export function carShape(body: BodyStyle): CarShape {
  const s = SPECS[body];
  const upper: ProfilePoint[] = s.upper.map(([x, y], i) => ({ x, y, edge: s.glass.includes(i) ? 'glass' : 'body' }));
  const sill = s.upper[0][1];
  const [front, rear] = s.wheels;
  const profile = [...upper, ...arch(rear, s.r, sill), ...arch(front, s.r, sill)];
  return { profile, windows: s.windows, wheels: s.wheels, wheelRadius: s.r, halfWidth: s.halfWidth, lamps: s.lamps };
}
