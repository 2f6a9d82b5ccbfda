/**
 * Draws a car as SVG from any angle around it: the body built from the model's own figures
 * (car-body), its panels shaded as clear-coated paint with studio reflections, glass, lamps,
 * grille, trim and wheels. Same design and colour in, same bytes out.
 */
import { camera, paint, type Camera, type Sp, type V3 } from './camera';
import { buildBody, type Body } from './car-body';
import type { CarDesign } from './car-design';
import { bodyDetails } from './car-details';
import { Canvas, linear, shape } from './car-draw';
import { glassDetails, roofDetails } from './car-glass';
import { sampleRing, type Layout, type Region, type RingPoint } from './car-rings';
import { panelFill, panels, paintPanels, sideGradients } from './car-surfaces';
import { wheel, wheelDefs } from './car-wheels';
import { f, hull, mix } from './svg';

/** What to draw and where. */
export interface CarPose {
  design: CarDesign;
  /** Paint colour. */
  hex: string;
  /** Degrees; 0 shows the side with the nose to the right, negative turns the nose towards us. */
  yaw: number;
  /** Screen point on the ground under the middle of the car. */
  cx: number;
  cy: number;
  /** Pixels per metre of car length. */
  scale: number;
  /** Degrees the camera looks down (default 8). */
  pitch?: number;
  /** Id prefix, unique within the SVG document. */
  prefix?: string;
}

const LOWER: Layout = { edge: 3, corner: 6, side: 12 };
const GLASS: Layout = { edge: 3, corner: 4, side: 6 };

interface Sampled { body: Body; sill: RingPoint[]; waist: RingPoint[]; shoulder: RingPoint[]; top: RingPoint[]; belt: RingPoint[]; cant: RingPoint[]; roof: RingPoint[] }
const cache = new Map<CarDesign, Sampled>();

function sampled(d: CarDesign): Sampled {
  let s = cache.get(d);
  if (!s) {
    const body = buildBody(d);
    s = {
      body, sill: sampleRing(body.sill, LOWER), waist: sampleRing(body.waist, LOWER), shoulder: sampleRing(body.shoulder, LOWER),
      top: sampleRing(body.top, LOWER), belt: sampleRing(body.beltRing, GLASS), cant: sampleRing(body.cant, GLASS), roof: sampleRing(body.roof, GLASS),
    };
    cache.set(d, s);
  }
  return s;
}

const project = (cam: Camera, ring: RingPoint[]) => ring.map((p) => cam.project(p.p));

/** Soft shadow under the car, and a darker one where the tyres meet the floor. */
function shadow(c: Canvas, cam: Camera, s: Sampled): void {
  const blur = c.def((id) => `<filter id="${id}" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="${f(cam.pose.scale * 90)}"/></filter>`);
  const ground = (ring: RingPoint[], grow: number) => ring.map(({ p }) => cam.project([p[0] * grow, 0, p[2] * (grow + 0.04)]));
  c.add(shape(ground(s.shoulder, 1.05), '#000', `opacity="0.3" filter="url(#${blur})"`));
  c.add(shape(ground(s.sill, 0.97), '#000', `opacity="0.45" filter="url(#${blur})"`));
}

/** The hood, deck and bed top: one panel with a sky reflection growing towards the windscreen. */
function topCap(c: Canvas, cam: Camera, s: Sampled): void {
  const { body } = s;
  const a: V3 = [body.x.front, body.d.hoodFront, 0];
  const b: V3 = [body.x.screenBase, body.belt(body.x.screenBase), 0];
  const pa = cam.project(a);
  const pb = cam.project(b);
  const nose = c.tone((hex) => paint(cam, [0.45, 0.9, 0], hex));
  const flat = c.tone((hex) => paint(cam, [0.05, 1, 0], hex));
  const id = c.def((g) => linear(g, pa, pb, [[0, nose], [1, flat]]));
  c.add(shape(project(cam, s.top), `url(#${id})`));
}

/** The roof panel, body colour or black, lighter where it catches the sky. */
function roofCap(c: Canvas, cam: Camera, s: Sampled): void {
  const { body } = s;
  const tint = (n: V3) => (body.d.blackRoof ? paint(cam, n, '#141517') : c.tone((hex) => paint(cam, n, hex)));
  const pa = cam.project([body.x.screenTop, body.roofY, 0]);
  const pb = cam.project([body.x.roofEnd, body.roofAt(body.x.roofEnd), 0]);
  const id = c.def((g) => linear(g, pa, pb, [[0, tint([0.15, 1, 0])], [1, tint([-0.1, 1, 0])]]));
  c.add(shape(project(cam, s.roof), `url(#${id})`));
}

const lowerClass = (r: Region) => r;
const glassClass = (r: Region) => (r === 'nose' || r === 'tail' ? r : r === 'side' ? 'side' : `${r}`);

/** Sky fading into the dark cabin, from the top of a glass to its base (shared by both bands). */
function glassGradient(c: Canvas, cam: Camera, top: V3, base: V3, tint: string, sky: string): string {
  return c.def((g) => linear(g, cam.project(top), cam.project(base), [[0, sky], [0.5, tint], [1, mix(tint, '#000000', 0.45)]]));
}

/** The glasshouse: windscreen, pillars, sides (windows come as details), rear glass. */
function greenhouse(c: Canvas, cam: Camera, s: Sampled): void {
  const { d, x, roofY } = s.body;
  c.add(shape(hull([...project(cam, s.belt), ...project(cam, s.cant), ...project(cam, s.roof)]) as Sp[], '#15191e'));
  const black = (region: string) => (region === 'ncorner' ? d.floating || d.blackRoof : region !== 'side' && d.floating);
  const screen = glassGradient(c, cam, [x.screenTop, roofY, 0], [x.screenBase, s.body.belt(x.screenBase), 0], '#1a232d', '#9fb0c0');
  const back = glassGradient(c, cam, [x.roofEnd, s.body.roofAt(x.roofEnd), 0], [x.glassBase, s.body.top.y(x.glassBase), 0], '#10161c', '#6f8090');
  for (const [lo, hi] of [[s.belt, s.cant], [s.cant, s.roof]]) {
    for (const p of panels(cam, lo, hi, glassClass, 25)) {
      if (p.region === 'nose') c.add(shape(p.pts, `url(#${screen})`));
      else if (p.region === 'tail') c.add(shape(p.pts, `url(#${back})`));
      else c.add(shape(p.pts, panelFill(c, cam, p, (n) => (black(p.region) ? paint(cam, n, '#141517', 0.3) : c.tone((hex) => paint(cam, n, hex))))));
    }
  }
}

/** A car drawn once for every paint colour: SVG with colour placeholders and how to fill each. */
export interface CarTemplate { svg: string; tones: Array<(hex: string) => string> }

/** Draws one car in one pose, leaving the paint-dependent colours as placeholders. */
export function carTemplate(pose: Omit<CarPose, 'hex'>): CarTemplate {
  const d = pose.design;
  const s = sampled(d);
  const cam = camera({ yaw: pose.yaw, pitch: pose.pitch ?? 8, cx: pose.cx, cy: pose.cy, scale: pose.scale / 1000, distance: d.length * 3.4 });
  const c = new Canvas(pose.prefix ?? 'c');
  shadow(c, cam, s);
  const ids = wheelDefs(c, d);
  const wheels = [[s.body.x.axleF, 1, 12], [s.body.x.axleF, -1, 40], [s.body.x.axleR, 1, 31], [s.body.x.axleR, -1, 5]] as const;
  // A near-side wheel goes over the body only while that side is well in view; at grazing angles
  // the body's end must hide the far wheel of that side, so both are drawn first.
  const near = (side: number) => cam.facing([0, d.wheelR, side * d.width], [0, 0, side]) > 0.3 * cam.pose.distance;
  for (const [axle, side, spin] of wheels) if (!near(side)) c.add(wheel(cam, d, ids, axle, side, spin));
  c.add(shape(hull([...project(cam, s.sill), ...project(cam, s.waist), ...project(cam, s.top)]) as Sp[], c.tone((hex) => mix(hex, '#000000', 0.35))));
  const [shade, sheen] = sideGradients(c);
  paintPanels(c, cam, panels(cam, s.sill, s.waist, lowerClass), shade);
  paintPanels(c, cam, panels(cam, s.waist, s.shoulder, lowerClass), sheen);
  paintPanels(c, cam, panels(cam, s.shoulder, s.top, lowerClass, 6), null);
  topCap(c, cam, s);
  bodyDetails(c, cam, s.body);
  for (const [axle, side, spin] of wheels) if (near(side)) c.add(wheel(cam, d, ids, axle, side, spin));
  roofDetails(c, cam, s.body, 'below');
  greenhouse(c, cam, s);
  glassDetails(c, cam, s.body);
  roofCap(c, cam, s);
  roofDetails(c, cam, s.body, 'above');
  return { svg: `<g>${c.toString()}</g>`, tones: c.tones };
}

/** The drawing in one paint colour. */
export function paintCar(t: CarTemplate, hex: string): string {
  return t.svg.replace(/\{\{(\d+)\}\}/g, (_, k: string) => t.tones[Number(k)](hex));
}

/** SVG elements of one car in one pose and colour. */
export function renderCar(pose: CarPose): string {
  return paintCar(carTemplate(pose), pose.hex);
}
