/**
 * Product pictures of genuine parts and accessories (500 x 500): the product itself on a soft
 * studio card, chosen from the part's name. Plain labels, never lettering or logos.
 */
import { circle, dark, esc, light, poly, rect } from './stage';

type Draw = () => string;

const shadow = (cx: number, w: number) => `<ellipse cx="${cx}" cy="430" rx="${w}" ry="18" fill="#000" opacity="0.16"/>`;
const label = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, '#ffffff', 'rx="6"') + rect(x + w * 0.12, y + h * 0.25, w * 0.5, h * 0.14, '#c8102e') + rect(x + w * 0.12, y + h * 0.5, w * 0.76, h * 0.08, '#c9ced3') + rect(x + w * 0.12, y + h * 0.66, w * 0.6, h * 0.08, '#c9ced3');

/** A jerrycan-style bottle (engine oil, coolant). */
const bottle = (body: string, cap: string): Draw => () => shadow(250, 120)
  + `<path d="M150 150Q150 120 180 120L300 120L350 170L350 410Q350 430 330 430L170 430Q150 430 150 410Z" fill="${body}"/>`
  + `<path d="M170 120L170 100L220 100L220 120Z" fill="${cap}"/><path d="M300 120L340 120Q360 120 360 150L360 200L350 170Z" fill="${dark(body, 0.2)}"/>`
  + `<path d="M262 140L320 140L335 160L262 160Z" fill="${dark(body, 0.25)}"/>` + label(180, 220, 140, 150)
  + `<path d="M160 160L160 400" stroke="${light(body, 0.35)}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;

const small = (body: string): Draw => () => shadow(250, 80)
  + rect(185, 190, 130, 240, body, 'rx="18"') + rect(215, 150, 70, 44, '#2b2f36', 'rx="8"') + label(200, 250, 100, 120);

const filterCan: Draw = () => shadow(250, 110)
  + rect(150, 170, 200, 250, '#1f4f8a', 'rx="20"') + `<ellipse cx="250" cy="170" rx="100" ry="30" fill="#9aa1a9"/><ellipse cx="250" cy="170" rx="40" ry="12" fill="#5e6369"/>`
  + Array.from({ length: 6 }, (_, i) => rect(160 + i * 32, 240, 12, 140, '#17406f')).join('') + label(190, 300, 120, 70);

const pleated = (w: number, h: number, frame: string): Draw => () => shadow(250, w / 2)
  + rect(250 - w / 2, 300 - h / 2, w, h, frame, 'rx="10"')
  + Array.from({ length: 14 }, (_, i) => poly([250 - w / 2 + 14 + i * ((w - 28) / 14), 300 - h / 2 + 14, 250 - w / 2 + 14 + (i + 0.5) * ((w - 28) / 14), 300 + h / 2 - 14, 250 - w / 2 + 14 + (i + 1) * ((w - 28) / 14), 300 - h / 2 + 14], i % 2 ? '#f3e9c9' : '#e3d6ad')).join('');

const brakePads: Draw = () => shadow(250, 150)
  + [0, 1].map((k) => `<g transform="translate(${k * 40} ${k * 60})"><path d="M110 200Q230 120 350 200L330 260Q230 200 130 260Z" fill="#5e6369"/><path d="M125 222Q230 160 335 222L322 250Q230 195 138 250Z" fill="#2b2d31"/></g>`).join('');

const sparkPlug: Draw = () => shadow(250, 50)
  + rect(232, 80, 36, 120, '#f2f2f0', 'rx="14"') + rect(215, 200, 70, 60, '#9aa1a9') + poly([215, 200, 285, 200, 285, 212, 215, 212], '#7d848c')
  + rect(228, 260, 44, 110, '#c9ced3') + Array.from({ length: 8 }, (_, i) => rect(228, 266 + i * 12, 44, 5, '#8d939a')).join('') + rect(244, 370, 12, 40, '#7d848c');

const battery: Draw = () => shadow(250, 150)
  + rect(110, 190, 280, 220, '#2b2f36', 'rx="12"') + rect(110, 170, 280, 40, '#1b1d21', 'rx="10"') + rect(150, 145, 40, 30, '#c8102e', 'rx="4"') + rect(310, 145, 40, 30, '#5e6369', 'rx="4"')
  + label(150, 250, 200, 110);

const belt: Draw = () => shadow(250, 140)
  + `<ellipse cx="250" cy="280" rx="150" ry="110" fill="none" stroke="#1b1d21" stroke-width="30"/><ellipse cx="250" cy="280" rx="150" ry="110" fill="none" stroke="#3a3d42" stroke-width="6" stroke-dasharray="4 8"/>`;

const shock: Draw = () => shadow(250, 60)
  + rect(235, 60, 30, 120, '#9aa1a9') + rect(215, 170, 70, 250, '#2b2f36', 'rx="10"')
  + Array.from({ length: 7 }, (_, i) => `<ellipse cx="250" cy="${110 + i * 28}" rx="62" ry="10" fill="none" stroke="#c8102e" stroke-width="12"/>`).join('')
  + circle(250, 415, 22, '#5e6369');

const wiper: Draw = () => shadow(250, 190)
  + `<path d="M60 330L440 200" stroke="#1b1d21" stroke-width="20" stroke-linecap="round"/><path d="M70 346L448 216" stroke="#3a3d42" stroke-width="8" stroke-linecap="round"/>`
  + `<path d="M250 265L300 380" stroke="#2b2f36" stroke-width="14" stroke-linecap="round"/>`;

const mat: Draw = () => shadow(250, 170)
  + `<path d="M120 130L380 130Q400 130 400 150L390 400Q388 420 368 420L132 420Q112 420 110 400L100 150Q100 130 120 130Z" fill="#2b2d31"/>`
  + Array.from({ length: 9 }, (_, i) => rect(130, 160 + i * 28, 240, 10, '#3b3e44', 'rx="4"')).join('') + rect(150, 380, 60, 20, '#c8102e', 'rx="4"');

const visor: Draw = () => shadow(250, 180)
  + `<path d="M60 300Q250 170 440 230L430 260Q250 210 70 330Z" fill="#1d2024" opacity="0.9"/><path d="M80 300Q250 190 420 240" stroke="#5e6369" stroke-width="4" fill="none"/>`;

const seatCover: Draw = () => shadow(250, 120)
  + `<path d="M170 100Q250 80 330 100L340 290L160 290Z" fill="#6b4a36"/><path d="M150 290L350 290Q370 290 370 320L360 410L140 410L130 320Q130 290 150 290Z" fill="#7c5640"/>`
  + rect(200, 60, 100, 50, '#6b4a36', 'rx="18"') + `<path d="M250 110L250 280M190 330L310 330" stroke="#4a3224" stroke-width="6"/>`;

const camera: Draw = () => shadow(250, 90)
  + rect(170, 210, 160, 110, '#1d2024', 'rx="20"') + circle(250, 265, 42, '#3a3d42') + circle(250, 265, 26, '#0e1114') + circle(258, 257, 8, '#5c7fa3')
  + `<path d="M330 265Q400 265 410 330" stroke="#1d2024" stroke-width="10" fill="none"/>`;

const sensors: Draw = () => shadow(250, 160)
  + [0, 1, 2, 3].map((i) => circle(130 + i * 80, 250, 30, '#c9ced3') + circle(130 + i * 80, 250, 18, '#9aa1a9') + `<path d="M${130 + i * 80} 280Q${130 + i * 80} 360 250 390" stroke="#1d2024" stroke-width="6" fill="none"/>`).join('')
  + rect(200, 380, 100, 50, '#2b2f36', 'rx="8"');

const film: Draw = () => shadow(250, 160)
  + rect(110, 190, 280, 110, '#1a2430', 'rx="8"') + `<ellipse cx="110" cy="245" rx="26" ry="55" fill="#5e6369"/><ellipse cx="110" cy="245" rx="10" ry="22" fill="#2b2f36"/>`
  + poly([390, 190, 430, 250, 430, 400, 390, 300], '#2a3a4f', 'opacity="0.85"');

const cover: Draw = () => shadow(250, 190)
  + `<path d="M60 400L70 320Q90 270 170 250L220 190Q240 175 300 175L350 180Q380 185 400 240L440 280Q450 300 450 340L445 400Z" fill="#9aa1a9"/>`
  + `<path d="M100 330Q250 300 430 320M160 260Q240 240 300 250" stroke="#7d848c" stroke-width="6" fill="none"/>`;

const cupHolder: Draw = () => shadow(250, 130)
  + rect(120, 250, 260, 140, '#2b2d31', 'rx="24"') + `<ellipse cx="190" cy="260" rx="55" ry="20" fill="#0e0f11"/><ellipse cx="310" cy="260" rx="55" ry="20" fill="#0e0f11"/>`
  + rect(160, 150, 60, 110, '#c8102e', 'rx="8"') + `<ellipse cx="190" cy="150" rx="30" ry="10" fill="#e04a5a"/>`;

const mudGuard: Draw = () => shadow(250, 110)
  + `<path d="M150 110L350 110L350 380Q350 420 310 420L190 420Q150 420 150 380Z" fill="#1d2024"/>` + rect(150, 110, 200, 30, '#2b2d31')
  + Array.from({ length: 4 }, (_, i) => rect(180, 180 + i * 50, 140, 14, '#2b2d31', 'rx="6"')).join('');

const dashcam: Draw = () => shadow(250, 100)
  + rect(160, 200, 180, 120, '#1d2024', 'rx="18"') + rect(175, 215, 150, 90, '#22384f', 'rx="8"') + circle(360, 260, 30, '#2b2f36') + circle(360, 260, 16, '#0e1114')
  + rect(230, 140, 40, 60, '#2b2f36', 'rx="6"') + rect(200, 120, 100, 24, '#3a3d42', 'rx="8"');

const coolant = bottle('#2f8f5b', '#1d2024');

/** Which drawing a part gets, by words in its name (first match wins). */
const BY_NAME: Array<[RegExp, Draw]> = [
  [/oli mesin/i, bottle('#d9a441', '#1d2024')], [/coolant/i, coolant], [/minyak rem/i, small('#e9ecef')],
  [/filter oli/i, filterCan], [/filter udara/i, pleated(300, 200, '#2b2d31')], [/filter ac/i, pleated(240, 160, '#5e6369')],
  [/kampas rem/i, brakePads], [/busi/i, sparkPlug], [/aki/i, battery], [/belt/i, belt], [/shock/i, shock],
  [/wiper/i, wiper], [/karpet/i, mat], [/visor/i, visor], [/jok/i, seatCover], [/kamera/i, camera], [/sensor/i, sensors],
  [/kaca film/i, film], [/body cover/i, cover], [/cup holder/i, cupHolder], [/mud guard/i, mudGuard], [/dashcam/i, dashcam],
];

/** The 500 x 500 product picture of a part or accessory, named by its title. */
export function partPicture(title: string): string {
  const draw = BY_NAME.find(([re]) => re.test(title))?.[1] ?? cover;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500" role="img"><title>${esc(title)}</title>`
    + `<defs><radialGradient id="pt-bg" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e3e7eb"/></radialGradient></defs>`
    + `<rect width="500" height="500" fill="url(#pt-bg)"/>${draw()}</svg>`;
}

/** Exported for tests: every part name must find its own drawing. */
export function hasDrawing(title: string): boolean {
  return BY_NAME.some(([re]) => re.test(title));
}

