/**
 * Pictures built around one line-up model: brochure covers, club banners and club emblems, and
 * the testimonial portraits. No lettering: the page sets titles and names as HTML.
 */
import { ALL_MODELS } from '../../catalogue/lineup';
import type { ColorKey } from '../../catalogue/colors';
import { hash } from '../svg';
import { person } from './people';
import { outdoor } from './places';
import { car, circle, esc, GROUND, poly, rect, resetIds } from './stage';

const model = (seo: string) => {
  const m = ALL_MODELS.find((x) => x.seo === seo);
  if (!m) throw new Error(`no model ${seo}`);
  return m;
};

/** Club members' cars: three of the model in its own colours, and a few owners chatting. */
export function community(seo: string): string {
  const colors = model(seo).colors;
  const pick = (i: number) => colors[i % colors.length] as ColorKey;
  return outdoor('merapi')
    + car({ seo, color: pick(2), x: 470, y: 700, yaw: -40, size: 92 }) + car({ seo, color: pick(1), x: 800, y: 740, yaw: -40, size: 108 })
    + car({ seo, color: pick(0), x: 1170, yaw: -40, size: 126 })
    + person(1420, GROUND + 10, { height: 215, skin: 1, hair: 0, top: '#c8102e', legs: '#2b2f36', facing: -1, wave: true })
    + person(1510, GROUND + 14, { height: 205, skin: 3, hair: 1, top: '#c8102e', legs: '#30343b', head: 'hijab', facing: -1 });
}

const BROCHURE_TONES: Record<string, [string, string]> = {
  hatchback: ['#f2c94c', '#c8102e'], mpv: ['#2f6f9f', '#1b2c3f'], suv: ['#3c6e47', '#1e3324'], sedan: ['#5e6266', '#1a1a1c'],
  commercial: ['#d9a441', '#4a3a22'], sport: ['#c8102e', '#1a1a1c'],
};

/** A brochure cover (600 x 800): colour field of the category, the car large, a clean band below. */
export function brochureCover(seo: string, category: string, title: string, accessories = false): string {
  resetIds();
  const [a, b] = BROCHURE_TONES[category] ?? ['#5e6266', '#1a1a1c'];
  const m = model(seo);
  const colour = m.colors[accessories ? 1 % m.colors.length : 0] as ColorKey;
  const body = `<defs><linearGradient id="bc-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`
    + rect(0, 0, 600, 800, 'url(#bc-bg)') + poly([0, 520, 600, 380, 600, 800, 0, 800], '#ffffff', 'opacity="0.08"') + poly([0, 640, 600, 560, 600, 800, 0, 800], '#f4f5f7')
    + circle(470, 150, 120, '#ffffff', 'opacity="0.07"') + rect(40, 60, 90, 8, '#ffffff')
    + (accessories ? rect(40, 690, 240, 46, '#2b2f36', 'rx="8"') + rect(300, 690, 120, 46, '#c8102e', 'rx="8"') : rect(40, 700, 220, 10, '#c9ced3') + rect(40, 724, 160, 10, '#c9ced3'))
    + car({ seo, color: colour, x: 300, y: 600, yaw: accessories ? 30 : -32, size: Math.min(118, 2200 / (m.dims.length / 1000) / 4.2) });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800" role="img"><title>${esc(title)}</title>${body}</svg>`;
}

const PALETTES: Array<[string, string]> = [['#c8102e', '#7a0010'], ['#1a1a1c', '#5e6266'], ['#0f4c81', '#1e8c93'], ['#a0141e', '#3b0a0e'], ['#1e8c93', '#0f3b40'], ['#2f5d3a', '#17301d']];

/** A club emblem (400 x 400): a ringed badge with Merapi, a road and the club's car in profile. */
export function clubEmblem(name: string, seo: string): string {
  resetIds();
  const [a, b] = PALETTES[hash(name) % PALETTES.length];
  const m = model(seo);
  const body = circle(200, 200, 196, a) + circle(200, 200, 170, '#ffffff') + circle(200, 200, 160, b)
    + `<circle cx="200" cy="200" r="183" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="6 10"/>`
    + poly([60, 250, 170, 110, 200, 118, 230, 110, 340, 250], '#ffffff', 'opacity="0.9"') + poly([170, 110, 200, 118, 230, 110, 215, 140, 185, 140], b)
    + `<clipPath id="ce-clip"><circle cx="200" cy="200" r="160"/></clipPath><g clip-path="url(#ce-clip)">${rect(0, 250, 400, 150, '#ffffff', 'opacity="0.18"')}`
    + car({ seo, color: m.colors[0] as ColorKey, x: 200, y: 300, yaw: 0, size: 250 / (m.dims.length / 1000) })
    + '</g>' + [120, 200, 280].map((x) => `<path d="M${x} 352l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#f2c94c"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img"><title>${esc(`Logo ${name}`)}</title>${body}</svg>`;
}

/** A head-and-shoulders portrait (200 x 200) of a customer, drawn without a face or lettering. */
export function portrait(name: string, index: number, woman: boolean): string {
  const bg = ['#e8eef5', '#f5ebe6', '#e9f3ec', '#f3eef6', '#f6f1e4'][index % 5];
  const shirt = ['#2f5d8a', '#c8102e', '#3c6e47', '#8a4f9e', '#d9a441'][index % 5];
  const fig = person(100, 460, { height: 420, skin: index + 1, hair: index, top: shirt, legs: shirt, head: woman ? (index % 2 ? 'hijab' : 'long') : 'short' });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img"><title>${esc(name)}</title>`
    + `<clipPath id="pr-clip"><circle cx="100" cy="100" r="100"/></clipPath><g clip-path="url(#pr-clip)">${circle(100, 100, 100, bg)}${fig}</g></svg>`;
}


