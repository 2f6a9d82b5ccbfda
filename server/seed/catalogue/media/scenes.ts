/** Whole SVG documents built from the car renderer: colour images, 360 frames, sliders, gallery, video. */
import { BRAND } from '../../../../domain/brand';
import { EXTERIOR_FRAMES } from '../../../../domain/constants';
import type { BodyStyle } from '../model-seed';
import { backdrop, type Backdrop } from './backdrops';
import { renderCar } from './car-render';
import { escapeXml, f, svgDocument } from './svg';

/** What a scene needs to know about the car it shows. */
export interface CarLook { name: string; body: BodyStyle; hex: string; colorName: string; tagline: string; headline: string }

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Wraps text into lines of at most `max` characters at word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 'normal', anchor = 'start'): string {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" ${FONT}>${escapeXml(content)}</text>`;
}

/** The car in one colour, three-quarter front view, transparent background. */
export function colorImage(look: CarLook): string {
  return svgDocument(800, 450, `Toyota ${look.name} ${look.colorName}`, renderCar({ body: look.body, hex: look.hex, yaw: -35, cx: 400, cy: 360, scale: 6 }));
}

/** A small dial in the corner: where the camera stands, so the frames differ visibly even for symmetric poses. */
function angleDial(i: number, x: number, y: number): string {
  const deg = (i * 360) / EXTERIOR_FRAMES;
  const a = ((deg - 90) * Math.PI) / 180;
  return `<circle cx="${x}" cy="${y}" r="22" fill="none" stroke="#9aa1a9" stroke-width="2"/>`
    + `<circle cx="${f(x + 22 * Math.cos(a))}" cy="${f(y + 22 * Math.sin(a))}" r="5" fill="${BRAND.themeColor}"/>`
    + text(x + 34, y + 7, 20, '#6b727a', `${String(i + 1).padStart(2, '0')} / ${EXTERIOR_FRAMES} · ${deg}°`);
}

/** Frame i of the exterior 360: 20 degrees further round for each frame. */
export function exteriorFrame(look: CarLook, i: number): string {
  const yaw = -35 + (i * 360) / EXTERIOR_FRAMES;
  const car = renderCar({ body: look.body, hex: look.hex, yaw, cx: 480, cy: 420, scale: 6.6 });
  return svgDocument(960, 540, `Toyota ${look.name} ${look.colorName}, sudut ${i + 1}`, car + angleDial(i, 48, 500));
}

/** Car detail slider: desktop 1920 x 800 or mobile 800 x 1000. */
export function slider(look: CarLook, i: number, mobile: boolean): string {
  const [w, h] = mobile ? [800, 1000] : [1920, 800];
  const kind: Backdrop = i === 0 ? 'studio' : 'merapi';
  const ink = kind === 'studio' ? '#ffffff' : '#14181f';
  const horizon = mobile ? h * 0.68 : h * 0.72;
  const car = mobile
    ? renderCar({ body: look.body, hex: look.hex, yaw: -35, cx: w / 2, cy: h * 0.86, scale: 6.2 })
    : renderCar({ body: look.body, hex: look.hex, yaw: -35, cx: w * 0.7, cy: h * 0.88, scale: 7 });
  const x = mobile ? 48 : 120;
  const top = mobile ? 140 : 230;
  const lines = wrap(i === 0 ? look.headline : look.tagline, mobile ? 30 : 34);
  const body = backdrop(kind, w, h, horizon)
    + `<rect x="${x}" y="${top - 92}" width="90" height="10" fill="${BRAND.themeColor}"/>`
    + text(x, top, mobile ? 64 : 92, ink, `Toyota ${look.name}`, 'bold')
    + lines.map((line, k) => text(x, top + 64 + k * 42, mobile ? 32 : 36, ink, line)).join('')
    + car;
  return svgDocument(w, h, `Toyota ${look.name}`, body);
}

/** Cover, then the gallery: front three-quarter, rear three-quarter, profile, nose-on. */
const SHOTS: Array<{ kind: Backdrop; yaw: number }> = [
  { kind: 'dusk', yaw: -35 }, { kind: 'merapi', yaw: -55 }, { kind: 'studio', yaw: 145 }, { kind: 'merapi', yaw: 0 }, { kind: 'dusk', yaw: -80 },
];

/** Exterior gallery picture i (1200 x 800): 0 is the cover. */
export function exteriorShot(look: CarLook, i: number): string {
  const { kind, yaw } = SHOTS[i % SHOTS.length];
  const body = backdrop(kind, 1200, 800, 520) + renderCar({ body: look.body, hex: look.hex, yaw, cx: 600, cy: 690, scale: 8 });
  return svgDocument(1200, 800, `Eksterior Toyota ${look.name}`, body);
}

/** The still shown before the video plays, with a play button. */
export function videoCover(look: CarLook): string {
  const body = backdrop('merapi', 1280, 720, 520) + renderCar({ body: look.body, hex: look.hex, yaw: -35, cx: 640, cy: 640, scale: 7.2 })
    + `<circle cx="640" cy="300" r="64" fill="#000000" opacity="0.55"/><polygon points="620,262 620,338 684,300" fill="#ffffff"/>`
    + text(640, 120, 64, '#14181f', `Toyota ${look.name}`, 'bold', 'middle');
  return svgDocument(1280, 720, `Video Toyota ${look.name}`, body);
}
