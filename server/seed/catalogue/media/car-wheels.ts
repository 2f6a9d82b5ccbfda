/**
 * Wheels: a tyre (tread and sidewall), the brake disc and caliper behind the spokes, and the rim
 * design of the model. The rim is drawn once in the wheel's own plane (unit = tyre radius) and
 * placed by the affine map the camera gives that plane, so spokes foreshorten correctly.
 */
import type { Camera, Sp, V3 } from './camera';
import type { CarDesign, RimKind } from './car-design';
import { shape, type Canvas } from './car-draw';
import { f, hull } from './svg';

const polar = (r: number, deg: number): [number, number] => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];
/** Three decimals: the rim is drawn in unit coordinates. */
const n3 = (v: number) => String(Math.round(v * 1000) / 1000);
const poly = (pts: Array<[number, number]>, fill: string) => `<path d="M${pts.map(([x, y]) => `${n3(x)} ${n3(y)}`).join('L')}z" fill="${fill}"/>`;
const ring = (n: number, build: (deg: number) => string) => Array.from({ length: n }, (_, i) => build((360 * i) / n)).join('');

/** One spoke as an outline at angle `a`: half-angles at the hub and at the rim. */
function spoke(a: number, hub: number, rim: number, inner = 0.24, outer = 0.93): Array<[number, number]> {
  return [polar(inner, a - hub), polar((inner + outer) / 2, a - (hub + rim) / 2.4), polar(outer, a - rim), polar(outer, a + rim), polar((inner + outer) / 2, a + (hub + rim) / 2.4), polar(inner, a + hub)];
}

function ySpoke(a: number): Array<[number, number]> {
  return [polar(0.24, a - 9), polar(0.55, a - 6), polar(0.93, a - 17), polar(0.93, a - 7), polar(0.7, a), polar(0.93, a + 7), polar(0.93, a + 17), polar(0.55, a + 6), polar(0.24, a + 9)];
}

/** The spokes of a design (unit = rim radius); `face` is the machined face over a darker spoke. */
function spokes(kind: RimKind, fill: string, face: string | null): string {
  const both = (outline: (a: number) => Array<[number, number]>, n: number, narrow: (a: number) => Array<[number, number]>) =>
    ring(n, (a) => poly(outline(a), fill)) + (face ? ring(n, (a) => poly(narrow(a), face)) : '');
  switch (kind) {
    case 'spoke5': return both((a) => spoke(a, 14, 9), 5, (a) => spoke(a, 7, 4.5, 0.3, 0.9));
    case 'twin5': return both((a) => [...spoke(a - 6, 5, 3.5)], 5, (a) => spoke(a - 6, 2.5, 1.8, 0.3, 0.9)) + ring(5, (a) => poly(spoke(a + 6, 5, 3.5), fill));
    case 'multi': return both((a) => spoke(a, 7, 4.5), 10, (a) => spoke(a, 3.5, 2.2, 0.3, 0.9));
    case 'ymachined': return both(ySpoke, 5, (a) => ySpoke(a).map(([x, y]) => [x * 0.97, y * 0.97] as [number, number]).filter((_, i) => i !== 0 && i !== 8));
    case 'steel': return `<circle r="0.93" fill="${fill}"/>` + ring(6, (a) => { const [x, y] = polar(0.64, a); return `<ellipse cx="${n3(x)}" cy="${n3(y)}" rx="0.13" ry="0.09" transform="rotate(${a} ${n3(x)} ${n3(y)})" fill="#141517"/>`; })
      + `<circle r="0.4" fill="${face ?? fill}"/>`;
  }
}

/** Defines the wheel parts once per picture; returns their ids. */
export function wheelDefs(c: Canvas, d: CarDesign): { tyre: string; barrel: string; rim: string } {
  const r = d.rimR / d.wheelR;
  const finish = d.rimFinish;
  const metal = c.def((id) => `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="-1" y1="-1" x2="1" y2="1"><stop offset="0" stop-color="${finish === 'dark' ? '#5a5f66' : '#f3f5f7'}"/><stop offset="0.55" stop-color="${finish === 'dark' ? '#2a2d31' : '#b4bac1'}"/><stop offset="1" stop-color="${finish === 'dark' ? '#17181a' : '#7d848c'}"/></linearGradient>`);
  const fill = finish === 'machined' ? '#2f3236' : `url(#${metal})`;
  const face = finish === 'machined' ? `url(#${metal})` : null;
  const wall = c.def((id) => `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="1"><stop offset="${n3(r)}" stop-color="#0c0d0e"/><stop offset="${n3(r + (1 - r) * 0.45)}" stop-color="#2b2d30"/><stop offset="1" stop-color="#141516"/></radialGradient>`);
  const tyre = c.def((id) => `<circle id="${id}" r="1" fill="url(#${wall})"/>`);
  const caliper = finish === 'dark' ? '#c8102e' : '#5d6268';
  const barrel = c.def((id) => `<g id="${id}"><circle r="${n3(r)}" fill="#111214"/><circle r="${n3(r * 0.62)}" fill="#868b91"/><circle r="${n3(r * 0.3)}" fill="#53575c"/>`
    + `${poly([polar(r * 0.5, 100), polar(r * 0.68, 98), polar(r * 0.68, 150), polar(r * 0.5, 146)], caliper)}</g>`);
  const rim = c.def((id) => `<g id="${id}"><g transform="scale(${n3(r)})">${spokes(d.rim, fill, face)}`
    + `<circle r="0.965" fill="none" stroke="url(#${metal})" stroke-width="0.07"/><circle r="0.25" fill="${finish === 'dark' ? '#2a2d31' : '#c9ced3'}"/>`
    + ring(5, (a) => { const [x, y] = polar(0.15, a); return `<circle cx="${n3(x)}" cy="${n3(y)}" r="0.025" fill="#6d7278"/>`; })
    + '<circle r="0.08" fill="#3b3e42"/></g></g>');
  return { tyre, barrel, rim };
}

/** The affine map of the plane z = const through centre `c` (unit = tyre radius) as an SVG matrix. */
function planeMatrix(cam: Camera, c: V3, radius: number): string {
  const o = cam.project(c);
  const u = cam.project([c[0] + radius, c[1], c[2]]);
  const v = cam.project([c[0], c[1] + radius, c[2]]);
  return `matrix(${[u.X - o.X, u.Y - o.Y, v.X - o.X, v.Y - o.Y, o.X, o.Y].map(f).join(' ')})`;
}

function circlePoints(cam: Camera, c: V3, r: number, n = 28): Sp[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (i / n) * 2 * Math.PI;
    return cam.project([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a), c[2]]);
  });
}

/** One wheel at axle x on side s (+1 near side at yaw 0); `spin` turns the rim. */
export function wheel(cam: Camera, d: CarDesign, ids: { tyre: string; barrel: string; rim: string }, axle: number, s: 1 | -1, spin: number): string {
  const R = d.wheelR;
  const outer = d.width / 2 - 48;
  const inner = outer - d.tyreWidth;
  const oc: V3 = [axle, R, s * outer];
  const ic: V3 = [axle, R, s * inner];
  const tread = hull([...circlePoints(cam, oc, R * 0.985), ...circlePoints(cam, ic, R * 0.985)]);
  let out = shape(tread as Sp[], '#16171a');
  if (cam.facing(oc, [0, 0, s]) > 0) {
    const barrelAt: V3 = [axle, R, s * (outer - d.tyreWidth * 0.42)];
    out += `<use href="#${ids.tyre}" transform="${planeMatrix(cam, oc, R)}"/>`;
    out += `<use href="#${ids.barrel}" transform="${planeMatrix(cam, barrelAt, R)}"/>`;
    out += `<use href="#${ids.rim}" transform="${planeMatrix(cam, oc, R)} rotate(${spin})"/>`;
  } else if (cam.facing(ic, [0, 0, -s]) > 0) {
    out += `<circle r="0.9" fill="#0e0f10" transform="${planeMatrix(cam, ic, R)}"/>`;
  }
  return out;
}
