/**
 * The turntable camera of the car renderer: world (mm, x forward, y up, z to the near side at yaw 0)
 * to screen pixels with a mild perspective, the facing test, and the paint, glass and trim shading.
 */
import { mix } from './svg';

/** A point or direction in world or camera space (mm). */
export type V3 = [number, number, number];
/** A projected point: screen pixels plus depth towards the camera. */
export interface Sp { X: number; Y: number; depth: number }

/** Where the camera stands and how large the car is drawn. */
export interface CameraPose {
  /** Degrees; 0 shows the side with the nose to the right, negative turns the nose towards us. */
  yaw: number;
  /** Degrees the camera looks down. */
  pitch: number;
  /** Screen point under the car's centre (on the ground). */
  cx: number;
  cy: number;
  /** Pixels per millimetre. */
  scale: number;
  /** Camera distance from the car's centre (mm); larger is flatter. */
  distance: number;
}

/** A camera: projection plus the helpers every part of the renderer needs. */
export interface Camera {
  pose: CameraPose;
  /** World point -> camera space (x right, y up, z towards the camera). */
  toCam(p: V3): V3;
  /** World direction -> camera space. */
  dirToCam(d: V3): V3;
  project(p: V3): Sp;
  /** > 0 when a surface at p with world normal n faces the camera. */
  facing(p: V3, n: V3): number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Builds the camera of one pose (no allocation beyond the result: it runs for every point drawn). */
export function camera(pose: CameraPose): Camera {
  const [cy, sy, cp, sp] = [Math.cos(rad(pose.yaw)), Math.sin(rad(pose.yaw)), Math.cos(rad(pose.pitch)), Math.sin(rad(pose.pitch))];
  const dirToCam = ([x, y, z]: V3): V3 => {
    const xr = x * cy + z * sy;
    const zr = -x * sy + z * cy;
    return [xr, y * cp - zr * sp, y * sp + zr * cp];
  };
  // The camera aims at a point half a metre up, so the car sits on the ground line.
  const aim = 500;
  const toCam = ([x, y, z]: V3): V3 => dirToCam([x, y - aim, z]);
  const D = pose.distance;
  const groundY = -aim * cp;
  const groundK = D / (D + aim * sp);
  const offset = groundY * groundK;
  const project = (p: V3): Sp => {
    const x = p[0];
    const y = p[1] - aim;
    const z = p[2];
    const zr = -x * sy + z * cy;
    const qz = y * sp + zr * cp;
    const k = D / (D - qz);
    return { X: pose.cx + pose.scale * (x * cy + z * sy) * k, Y: pose.cy - pose.scale * ((y * cp - zr * sp) * k - offset), depth: qz };
  };
  const facing = (p: V3, n: V3): number => {
    const x = p[0];
    const y = p[1] - aim;
    const z = p[2];
    const zr = -x * sy + z * cy;
    const nzr = -n[0] * sy + n[2] * cy;
    const qx = x * cy + z * sy;
    const qy = y * cp - zr * sp;
    const qz = y * sp + zr * cp;
    return -(n[0] * cy + n[2] * sy) * qx - (n[1] * cp - nzr * sp) * qy + (n[1] * sp + nzr * cp) * (D - qz);
  };
  return { pose, toCam, dirToCam, project, facing };
}

/** Vector helpers. */
export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const add = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const scale3 = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
export const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const norm = (a: V3): V3 => { const l = Math.hypot(...a) || 1; return [a[0] / l, a[1] / l, a[2] / l]; };

// Studio lighting fixed to the camera: a key light high on the left, a sky above, a dark floor.
const KEY = norm([-0.45, 0.8, 0.55]);
const SKY = '#eef2f6';
const HORIZON = '#aab1b9';
const FLOOR = '#34373c';

/** What the environment reflects in direction r (camera space). */
function environment(r: V3): string {
  return r[1] >= 0 ? mix(HORIZON, SKY, Math.min(1, r[1] * 1.6)) : mix(HORIZON, FLOOR, Math.min(1, -r[1] * 2.2));
}

/** Painted metal: diffuse key light, clear-coat reflection of the studio (stronger at grazing angles), a hot spot. */
export function paint(cam: Camera, n: V3, base: string, gloss = 1): string {
  const m = norm(cam.dirToCam(n));
  const diffuse = Math.max(0, dot(m, KEY));
  const lit = mix('#000000', base, Math.min(1.05, 0.42 + 0.68 * diffuse));
  const ndv = Math.max(0, m[2]);
  const r: V3 = [2 * ndv * m[0], 2 * ndv * m[1] - 0, 2 * ndv * m[2] - 1];
  const fresnel = (0.1 + 0.45 * (1 - ndv) ** 3) * gloss;
  const half = norm([KEY[0], KEY[1], KEY[2] + 1]);
  const spec = Math.max(0, dot(m, half)) ** 60 * 0.5 * gloss;
  return mix(mix(lit, environment(r), fresnel), '#ffffff', spec);
}
