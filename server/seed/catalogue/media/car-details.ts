/**
 * Details on the lower body: wheel arches (with plastic cladding on crossovers), door shut lines
 * and handles, the character line, the nose (car-nose), the tail lamps and, on a pick-up, the bed.
 */
import { paint, type Camera, type V3 } from './camera';
import type { Body } from './car-body';
import type { TailKind } from './car-design';
import { decal, line, rounded, shape, type Canvas } from './car-draw';
import { noseDetails } from './car-nose';
import { mix } from './svg';

type Uv = [number, number];
const mirror = (pts: Uv[]): Uv[] => pts.map(([u, v]) => [-u, v] as Uv).reverse();

/** Points of an arc round (cx, cy) from angle a0 to a1 (degrees), clipped to v >= floor. */
function arc(cx: number, cy: number, r: number, a0: number, a1: number, floor: number, n = 14): Uv[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [cx + r * Math.cos(a), Math.max(floor, cy + r * Math.sin(a))] as Uv;
  });
}

/** Where the doors split (x, mm): front door front edge, B pillar, rear door end. */
export function doorStations(b: Body): { a: number; bp: number; c: number } {
  const { d, x } = b;
  const a = x.screenBase - b.beltRing.bf - b.beltRing.rf + 40;
  const front = d.doors === 2 ? (d.body === 'pickup' ? 1150 : 1250) : d.doors === 'slide' ? 900 : d.length < 4000 ? 960 : 1060;
  const bp = a - front;
  return { a, bp, c: Math.max(x.axleR + d.wheelR + 80, bp - 980) };
}

function sides(c: Canvas, cam: Camera, b: Body): void {
  const { d, x } = b;
  const sill = d.clearance + 70;
  const archR = d.wheelR + 65;
  const { a, bp, c: rearEnd } = doorStations(b);
  const belt = (at: number) => b.belt(at) - 18;
  const shut = c.tone((hex) => mix(hex, '#000000', 0.55));
  for (const s of [1, -1] as const) {
    const map = b.side(s);
    for (const axle of [x.axleF, x.axleR]) {
      if (d.cladding) c.add(decal(cam, map, [...arc(axle, d.wheelR, archR + 65, 185, -5, sill)].reverse(), '#25272a', '', 50));
      c.add(decal(cam, map, arc(axle, d.wheelR, archR, 180, 0, sill - 1).reverse(), '#0b0c0d', '', 45));
    }
    if (d.cladding) c.add(decal(cam, map, [[x.axleF - archR - 40, sill + 75], [x.axleR + archR + 40, sill + 75], [x.axleR + archR + 40, sill - 5], [x.axleF - archR - 40, sill - 5]], '#25272a', '', 200));
    const doorLine = (at: number, lean = 0) => line(cam, map, [[at, belt(at)], [at - lean, sill + 12]], shut, cam.pose.scale * 9);
    c.add(doorLine(a, a - (x.axleF - archR - 30)));
    c.add(doorLine(bp, 15));
    if (d.doors !== 2) {
      const y = d.wheelR + Math.sqrt(Math.max(0, (archR + 35) ** 2 - (rearEnd - x.axleR) ** 2));
      const around = arc(x.axleR, d.wheelR, archR + 35, (Math.atan2(y - d.wheelR, rearEnd - x.axleR) * 180) / Math.PI, 180, sill + 12, 8);
      c.add(line(cam, map, [[rearEnd, belt(rearEnd)], ...around], shut, cam.pose.scale * 9));
    }
    const handle = (at: number) => decal(cam, map, rounded([[at, belt(at) - 95], [at + 150, belt(at) - 95], [at + 150, belt(at) - 125], [at, belt(at) - 125]], 2, 0.3), d.chrome ? '#d5dadf' : c.tone((hex) => mix(hex, '#000000', 0.3)), '', 40);
    c.add(handle(bp + 60));
    if (d.doors !== 2) c.add(handle(rearEnd + 70));
    const crease = (at: number) => b.shoulder.y(at) - 55;
    const from = x.axleF + archR * 0.2;
    const to = x.rear + 260;
    const pts: Uv[] = Array.from({ length: 9 }, (_, i) => { const at = from + ((to - from) * i) / 8; return [at, crease(at)]; });
    c.add(line(cam, map, pts, '#ffffff', cam.pose.scale * 14, 'opacity="0.22"'));
  }
}

/** Tail lamp outline on the right half of the tail. */
function tailShape(kind: TailKind, w: number, deck: number, band: number): Uv[] {
  const o = w * 0.99;
  switch (kind) {
    case 'wrap': return [[w * 0.5, deck - band * 0.18], [o, deck - band * 0.12], [o, deck - band * 0.62], [w * 0.56, deck - band * 0.5]];
    case 'bar': return [[w * 0.55, deck - band * 0.15], [o, deck - band * 0.12], [o, deck - band * 0.55], [w * 0.6, deck - band * 0.45]];
    case 'pillar': return [[w * 0.8, deck - 15], [o, deck - 10], [o, deck - band * 1.05], [w * 0.84, deck - band]];
    case 'boot': return [[w * 0.38, deck - band * 0.15], [o, deck - band * 0.1], [o, deck - band * 0.7], [w * 0.46, deck - band * 0.55]];
  }
}

function tail(c: Canvas, cam: Camera, b: Body): void {
  const { d } = b;
  const map = b.end(-1);
  const w = d.width / 2;
  const deck = b.top.y(b.x.rear + 60);
  const band = d.tailBand;
  const lamp = tailShape(d.tail, w, deck, band);
  const vs = lamp.map(([, v]) => v);
  const mid = (Math.max(...vs) + Math.min(...vs)) / 2;
  for (const side of [1, -1] as const) {
    const flip = (pts: Uv[]) => (side === 1 ? pts : mirror(pts));
    c.add(decal(cam, map, flip(rounded(lamp, 1, 0.15)), '#7c0c14', '', 40));
    c.add(decal(cam, map, flip(lamp.map(([u, v]) => [u, v + (mid - v) * 0.55] as Uv)), '#d0202c', '', 40));
    c.add(decal(cam, map, flip([[w * 0.72, d.clearance + 240], [w * 0.86, d.clearance + 245], [w * 0.86, d.clearance + 215], [w * 0.72, d.clearance + 210]]), '#a3101a', '', 40));
  }
  if (d.tail === 'bar') c.add(decal(cam, map, [[-w * 0.58, deck - band * 0.2], [w * 0.58, deck - band * 0.2], [w * 0.58, deck - band * 0.3], [-w * 0.58, deck - band * 0.3]], '#b3141f', '', 60));
  if (d.chrome) c.add(decal(cam, map, [[-w * 0.45, mid - band * 0.55], [w * 0.45, mid - band * 0.55], [w * 0.45, mid - band * 0.62], [-w * 0.45, mid - band * 0.62]], '#cfd4d9', '', 80));
  const low = d.clearance + 190;
  c.add(decal(cam, map, [[-w * 0.85, low + 70], [w * 0.85, low + 70], [w * 0.8, low - 10], [-w * 0.8, low - 10]], '#1a1b1e', '', 120));
}

/** The open load bed of a pick-up: floor and the inner walls that face the camera, clipped to the opening. */
function bed(c: Canvas, cam: Camera, b: Body): void {
  const { d, x } = b;
  if (!d.bed) return;
  const front = x.rear + d.bed - 30;
  const rear = x.rear + 70;
  const h = b.top.half - 50;
  const rail = b.top.y(rear + 200) + 2;
  const floor = rail - 440;
  const opening: V3[] = [[front, rail, -h], [front, rail, h], [rear, rail, h], [rear, rail, -h]];
  const id = c.def((g) => `<clipPath id="${g}">${shape(opening.map((p) => cam.project(p)), '#000')}</clipPath>`);
  const walls: Array<[V3[], V3]> = [
    [[[front, rail, -h], [front, rail, h], [front, floor, h], [front, floor, -h]], [-1, 0, 0]],
    [[[rear, rail, -h], [rear, rail, h], [rear, floor, h], [rear, floor, -h]], [1, 0, 0]],
    [[[front, rail, h], [rear, rail, h], [rear, floor, h], [front, floor, h]], [0, 0, -1]],
    [[[front, rail, -h], [rear, rail, -h], [rear, floor, -h], [front, floor, -h]], [0, 0, 1]],
  ];
  let inside = shape([[front, floor, -h], [front, floor, h], [rear, floor, h], [rear, floor, -h]].map((p) => cam.project(p as V3)), '#2a2c30');
  for (const [pts, n] of walls) if (cam.facing(pts[0], n) > 0) inside += shape(pts.map((p) => cam.project(p)), c.tone((hex) => paint(cam, n, mix(hex, '#3a3c40', 0.6))));
  c.add(`<g clip-path="url(#${id})">${inside}</g>`);
}

/** Lamps, grille, arches, door lines and trim on the lower body. */
export function bodyDetails(c: Canvas, cam: Camera, b: Body): void {
  sides(c, cam, b);
  noseDetails(c, cam, b);
  tail(c, cam, b);
  bed(c, cam, b);
}
