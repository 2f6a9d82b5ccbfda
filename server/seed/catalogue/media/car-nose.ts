/**
 * The nose: headlamps and grille shapes per design, drawn on the front surface (u = mm across
 * from the centre line, v = mm up from the ground) and clipped to what faces the camera.
 */
import type { Camera } from './camera';
import type { Body } from './car-body';
import type { GrilleKind, LampKind } from './car-design';
import { decal, rounded, type Canvas } from './car-draw';

type Uv = [number, number];
const mirror = (pts: Uv[]): Uv[] => pts.map(([u, v]) => [-u, v] as Uv).reverse();

/** Lamp outline on the right half; w is the half width, hf the hood edge, lb the lamp band. */
function lampShape(kind: LampKind, w: number, hf: number, lb: number, inner: number): Uv[] {
  const o = w * 0.985;
  switch (kind) {
    case 'slim': return [[inner, hf - 32], [o, hf - 18], [o, hf - lb * 0.62], [inner + 60, hf - lb * 0.5]];
    case 'sharp': return [[inner, hf - lb * 0.42], [inner + 90, hf - 30], [o, hf - 16], [o, hf - lb * 0.72], [inner + 260, hf - lb * 0.55]];
    case 'wide': return [[inner, hf - 28], [o, hf - 20], [o, hf - lb * 0.92], [inner + 40, hf - lb * 0.85]];
    case 'rect': return [[inner, hf - 30], [o, hf - 30], [o, hf - lb * 0.9], [inner, hf - lb * 0.9]];
    case 'stacked': return [[inner, hf - 22], [o, hf - 14], [o, hf - lb * 0.42], [inner + 30, hf - lb * 0.36]];
  }
}

/** Where the lamps start (mm from the centre line), by grille width. */
const LAMP_INNER: Record<GrilleKind, number> = { trapezoid: 0.4, hex: 0.46, 'chrome-bars': 0.52, grand: 0.58, slats: 0.42, mouth: 0.44, pickup: 0.56 };

/** Horizontal bars across a grille opening between heights lo and hi. */
function bars(lo: number, hi: number, halfAt: (v: number) => number, n: number, thick: number): Uv[][] {
  return Array.from({ length: n }, (_, i) => {
    const v = lo + ((hi - lo) * (i + 1)) / (n + 1);
    const h = halfAt(v) * 0.96;
    return [[-h, v + thick / 2], [h, v + thick / 2], [h, v - thick / 2], [-h, v - thick / 2]] as Uv[];
  });
}

/** A grille: [outline, frame colour or null, bars with their colour]. */
function grille(kind: GrilleKind, w: number, hf: number, lb: number, low: number): Array<{ pts: Uv[]; fill: string }> {
  const sf = hf - lb;
  const dark = '#131417';
  const chrome = '#c9ced4';
  const trap = (top: number, bottom: number, tw: number, bw: number): Uv[] => rounded([[-tw, top], [tw, top], [bw, bottom], [-bw, bottom]], 2, 0.12);
  const at = (top: number, bottom: number, tw: number, bw: number) => (v: number) => tw + (bw - tw) * ((top - v) / (top - bottom));
  switch (kind) {
    case 'trapezoid': {
      const [t, b] = [sf - 25, low + 70];
      return [
        { pts: trap(hf - 45, hf - lb * 0.55, w * 0.4, w * 0.36), fill: dark },
        { pts: trap(t, b, w * 0.42, w * 0.56), fill: dark },
        ...bars(b, t, at(t, b, w * 0.42, w * 0.56), 3, 16).map((pts) => ({ pts, fill: '#2c2f34' })),
      ];
    }
    case 'hex': {
      const [t, m, b] = [hf - 55, sf - 40, low + 80];
      return [
        { pts: rounded([[-w * 0.3, t], [w * 0.3, t], [w * 0.52, m], [w * 0.4, b], [-w * 0.4, b], [-w * 0.52, m]], 2, 0.1), fill: dark },
        ...bars(b, t, at(t, b, w * 0.3, w * 0.45), 4, 12).map((pts) => ({ pts, fill: '#2e3136' })),
      ];
    }
    case 'chrome-bars': {
      const [t, b] = [hf - 30, sf - 70];
      return [
        { pts: trap(t, b, w * 0.5, w * 0.42), fill: dark },
        ...bars(b, t, at(t, b, w * 0.5, w * 0.42), 3, 22).map((pts) => ({ pts, fill: chrome })),
        { pts: trap(sf - 150, low + 70, w * 0.36, w * 0.46), fill: dark },
      ];
    }
    case 'grand': {
      const [t, b] = [hf - 18, low + 120];
      return [
        { pts: trap(t, b, w * 0.52, w * 0.64), fill: '#0d0e10' },
        ...bars(b, t, at(t, b, w * 0.52, w * 0.64), 7, 14).map((pts) => ({ pts, fill: chrome })),
      ];
    }
    case 'slats': {
      const [t, b] = [sf - 10, low + 60];
      return [
        { pts: trap(hf - 40, hf - lb * 0.5, w * 0.38, w * 0.32), fill: dark },
        { pts: trap(t, b, w * 0.62, w * 0.7), fill: dark },
        ...bars(b, t, at(t, b, w * 0.62, w * 0.7), 5, 12).map((pts) => ({ pts, fill: '#3a3e44' })),
      ];
    }
    case 'mouth': {
      const [t, b] = [sf - 15, low + 40];
      return [
        { pts: trap(t, b, w * 0.55, w * 0.7), fill: dark },
        ...bars(b, t, at(t, b, w * 0.55, w * 0.7), 2, 10).map((pts) => ({ pts, fill: '#26292d' })),
      ];
    }
    case 'pickup': {
      const [t, m, b] = [hf - 22, sf - 40, low + 170];
      return [
        { pts: rounded([[-w * 0.5, t], [w * 0.5, t], [w * 0.55, m], [w * 0.42, b], [-w * 0.42, b], [-w * 0.55, m]], 2, 0.08), fill: chrome },
        { pts: rounded([[-w * 0.46, t - 25], [w * 0.46, t - 25], [w * 0.51, m], [w * 0.39, b + 25], [-w * 0.39, b + 25], [-w * 0.51, m]], 2, 0.08), fill: dark },
        ...bars(b + 25, t - 25, at(t - 25, b + 25, w * 0.46, w * 0.42), 2, 34).map((pts) => ({ pts, fill: chrome })),
      ];
    }
  }
}

/** Headlamps, grille, fog lamps and the lower lip on the nose. */
export function noseDetails(c: Canvas, cam: Camera, b: Body): void {
  const { d } = b;
  const map = b.end(1);
  const w = d.width / 2;
  const hf = d.hoodFront;
  const lb = d.lampBand;
  const low = d.clearance + 130;
  for (const part of grille(d.grille, w, hf, lb, low)) c.add(decal(cam, map, part.pts, part.fill, '', 90));
  const inner = w * LAMP_INNER[d.grille];
  const lamp = lampShape(d.lamp, w, hf, lb, inner);
  const top = Math.max(...lamp.map(([, v]) => v));
  const bottom = Math.min(...lamp.map(([, v]) => v));
  const drl: Uv[] = [[inner + 40, bottom + 8], [w * 0.97, bottom + (top - bottom) * 0.18], [w * 0.97, bottom + (top - bottom) * 0.3], [inner + 40, bottom + 26]];
  const unit = (u: number): Uv[] => rounded([[u - 55, bottom + (top - bottom) * 0.45], [u + 55, bottom + (top - bottom) * 0.45], [u + 55, top - 12], [u - 55, top - 12]], 2, 0.3);
  for (const side of [1, -1] as const) {
    const flip = (pts: Uv[]) => (side === 1 ? pts : mirror(pts));
    c.add(decal(cam, map, flip(rounded(lamp, 1, 0.15)), '#1d2126', '', 40));
    c.add(decal(cam, map, flip(unit(inner + (w - inner) * 0.42)), '#e8eef4', '', 40));
    c.add(decal(cam, map, flip(unit(inner + (w - inner) * 0.72)), '#9aa5b1', '', 40));
    c.add(decal(cam, map, flip(drl), '#f7fbff', '', 40));
    if (d.body === 'suv' || d.body === 'pickup' || d.body === 'mpv') {
      c.add(decal(cam, map, flip(rounded([[w * 0.7, low + 120], [w * 0.9, low + 130], [w * 0.88, low + 200], [w * 0.72, low + 190]], 2, 0.25)), '#17181b', '', 40));
    }
  }
  const lip: Uv[] = [[-w * 0.82, low + 55], [w * 0.82, low + 55], [w * 0.78, low - 5], [-w * 0.78, low - 5]];
  c.add(decal(cam, map, lip, d.body === 'suv' || d.body === 'pickup' ? '#8d939a' : '#18191c', '', 120));
}
