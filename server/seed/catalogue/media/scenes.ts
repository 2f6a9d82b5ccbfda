/**
 * Whole SVG documents built from the car renderer: colour pictures, the 18 turntable frames,
 * the detail page's slides, the gallery and the video cover. No text is drawn into any of them:
 * the page sets names and headlines as HTML.
 */
import { EXTERIOR_FRAMES } from '../../../../domain/constants';
import { backdrop, type Backdrop } from './backdrops';
import type { CarDesign } from './car-design';
import { carTemplate, paintCar, renderCar, type CarTemplate } from './car-render';
import { svgDocument } from './svg';

/** What a scene needs to know about the car it shows. */
export interface CarLook { name: string; design: CarDesign; hex: string; colorName: string }

/** Pixels per metre so a 4.4 m car is `target` px long; smaller cars shrink less than in life. */
export function sizeFor(d: CarDesign, target: number): number {
  const metres = d.length / 1000;
  return (target / 4.4) * (4.4 / metres) ** 0.72;
}

/** Yaw of the still and of the first turntable frame: three-quarter front. */
export const STILL_YAW = -35;

/** The still (three-quarter front, transparent background), drawn once for every colour. */
export function stillTemplate(d: CarDesign): CarTemplate {
  return carTemplate({ design: d, yaw: STILL_YAW, cx: 400, cy: 392, scale: sizeFor(d, 610) });
}

/** The car in one colour: the model card, type tiles and colour tabs (800 x 450). */
export function colorImage(look: CarLook, still = stillTemplate(look.design)): string {
  return svgDocument(800, 450, `Toyota ${look.name} ${look.colorName}`, paintCar(still, look.hex));
}

/** Frame i of the exterior 360 (20 degrees further round each frame), drawn once for every colour. */
export function frameTemplate(d: CarDesign, i: number): CarTemplate {
  return carTemplate({ design: d, yaw: STILL_YAW + (i * 360) / EXTERIOR_FRAMES, cx: 480, cy: 468, scale: sizeFor(d, 700) });
}

/** Frame i of the exterior 360 in one colour (960 x 540, transparent, same light as the still). */
export function exteriorFrame(look: CarLook, i: number, frame = frameTemplate(look.design, i)): string {
  return svgDocument(960, 540, `Toyota ${look.name} ${look.colorName}, sudut ${i + 1} dari ${EXTERIOR_FRAMES}`, paintCar(frame, look.hex));
}

/** Car detail slider: desktop 1920 x 800 or mobile 800 x 1000; slide 0 in the studio, then on the road. */
export function slider(look: CarLook, i: number, mobile: boolean): string {
  const [w, h] = mobile ? [800, 1000] : [1920, 800];
  const kind: Backdrop = i === 0 ? 'studio' : 'merapi';
  const horizon = mobile ? h * 0.6 : h * 0.62;
  const car = mobile
    ? renderCar({ design: look.design, hex: look.hex, yaw: -32, cx: w / 2, cy: h * 0.86, scale: sizeFor(look.design, 660) })
    : renderCar({ design: look.design, hex: look.hex, yaw: i === 0 ? -32 : -20, cx: w * 0.5, cy: h * 0.9, scale: sizeFor(look.design, 980) });
  return svgDocument(w, h, `Toyota ${look.name}`, backdrop(kind, w, h, horizon) + car);
}

/** Cover, then the gallery: front three-quarter, rear three-quarter, profile, nose-on, low front. */
const SHOTS: Array<{ kind: Backdrop; yaw: number }> = [
  { kind: 'dusk', yaw: -35 }, { kind: 'merapi', yaw: -55 }, { kind: 'studio', yaw: 145 }, { kind: 'coast', yaw: 0 }, { kind: 'dusk', yaw: -80 },
];

/** Exterior gallery picture i (1200 x 800): 0 is the cover. */
export function exteriorShot(look: CarLook, i: number): string {
  const { kind, yaw } = SHOTS[i % SHOTS.length];
  const body = backdrop(kind, 1200, 800, 470) + renderCar({ design: look.design, hex: look.hex, yaw, cx: 600, cy: 700, scale: sizeFor(look.design, 860) });
  return svgDocument(1200, 800, `Eksterior Toyota ${look.name}`, body);
}

/** The still shown before the video plays, with a play button (the title is the page's). */
export function videoCover(look: CarLook): string {
  const body = backdrop('merapi', 1280, 720, 430) + renderCar({ design: look.design, hex: look.hex, yaw: -35, cx: 640, cy: 650, scale: sizeFor(look.design, 800) })
    + '<circle cx="640" cy="300" r="64" fill="#000000" opacity="0.55"/><polygon points="620,262 620,338 684,300" fill="#ffffff"/>';
  return svgDocument(1280, 720, `Video Toyota ${look.name}`, body);
}
