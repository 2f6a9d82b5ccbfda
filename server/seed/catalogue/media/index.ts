/** Writes every generated catalogue picture under the media folder (deterministic: same input, same bytes). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND } from '../../../../domain/brand';
import { COLORS } from '../colors';
import { ALL_MODELS } from '../lineup';
import { CUBE_FACES, FRAME_FILES, GALLERY_SIZE, SLIDES_PER_MODEL, carMedia, mediaFile } from '../media-paths';
import { FEATURE_ICONS, type ModelSeed } from '../model-seed';
import { designOf } from './car-design';
import { featureIcon } from './icons';
import { cubeFace, interiorShot, type Cabin } from './interior';
import { colorImage, exteriorFrame, exteriorShot, frameTemplate, slider, stillTemplate, videoCover, type CarLook } from './scenes';

type Files = Array<[url: string, svg: string]>;

/** Premium bodies get a beige cabin with a sunroof, the sports car a black one with red accents. */
function cabinOf(m: ModelSeed): Cabin {
  if (m.body === 'coupe') return { name: m.name, trim: '#1d1e21', accent: BRAND.themeColor };
  if (m.body === 'van' || m.body === 'sedan') return { name: m.name, trim: '#b9a487', accent: '#6b5a44', sunroof: true };
  return { name: m.name, trim: '#2e3136', accent: '#8d939a' };
}

function lookOf(m: ModelSeed, key = m.colors[0]): CarLook {
  return { name: m.name, design: designOf(m), hex: COLORS[key].hex, colorName: COLORS[key].name };
}

/** Every file of one model: per colour its picture and 18 frames; sliders, galleries, cube map, video cover. */
function modelFiles(m: ModelSeed): Files {
  const files: Files = [];
  // Each pose is drawn once and painted in every colour of the model.
  const still = stillTemplate(designOf(m));
  const frames = FRAME_FILES.map((_, i) => frameTemplate(designOf(m), i));
  for (const key of m.colors) {
    const look = lookOf(m, key);
    files.push([carMedia.color(m.seo, key), colorImage(look, still)]);
    FRAME_FILES.forEach((name, i) => files.push([carMedia.frames(m.seo, key) + name, exteriorFrame(look, i, frames[i])]));
  }
  const look = lookOf(m);
  const cabin = cabinOf(m);
  for (let i = 0; i < SLIDES_PER_MODEL; i++) {
    const slideLook = lookOf(m, m.colors[i % m.colors.length]);
    files.push([carMedia.slider(m.seo, i), slider(slideLook, i, false)], [carMedia.sliderMobile(m.seo, i), slider(slideLook, i, true)]);
  }
  // Picture 0 is the cover, 1..GALLERY_SIZE the gallery.
  for (let i = 0; i <= GALLERY_SIZE; i++) {
    files.push([carMedia.exterior(m.seo, i), exteriorShot(lookOf(m, m.colors[i % m.colors.length]), i)]);
    files.push([carMedia.interior(m.seo, i), interiorShot(cabin, i)]);
  }
  for (const face of CUBE_FACES) files.push([carMedia.cube(m.seo, face), cubeFace(cabin, face)]);
  if (m.video) {
    const turning = FRAME_FILES.map((_, i) => exteriorFrame(look, i, frames[i]));
    files.push([carMedia.videoCover(m.seo), videoCover(look)], [carMedia.video(m.seo), turntable(turning)]);
  }
  return files;
}

/**
 * One SVG that plays the 18 frames in a loop (SMIL, discrete): a demo 'video' that needs no
 * player and no network. Each frame's ids get a prefix so the inlined frames do not collide.
 */
function turntable(frames: string[], seconds = 3.6): string {
  const n = frames.length;
  const first = frames[0];
  const size = /viewBox="([^"]+)"/.exec(first)?.[1] ?? '0 0 1280 720';
  const groups = frames.map((svg, i) => {
    const body = svg.replace(/<\?xml[^>]*>/, '').replace(/id="([^"]+)"/g, `id="f${i}-$1"`).replace(/#([A-Za-z][\w-]*)/g, (m, id: string) => (svg.includes(`id="${id}"`) ? `#f${i}-${id}` : m));
    const on = (i / n).toFixed(4);
    const off = ((i + 1) / n).toFixed(4);
    const anim = i === 0
      ? `<animate attributeName="opacity" calcMode="discrete" values="1;0" keyTimes="0;${off}" dur="${seconds}s" repeatCount="indefinite"/>`
      : `<animate attributeName="opacity" calcMode="discrete" values="0;1;0" keyTimes="0;${on};${off}" dur="${seconds}s" repeatCount="indefinite"/>`;
    return `<g opacity="${i === 0 ? 1 : 0}">${anim}${body}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${size}">${groups.join('')}</svg>`;
}

async function writeAll(mediaDir: string, files: Files): Promise<void> {
  const dirs = new Set(files.map(([url]) => path.dirname(path.join(mediaDir, mediaFile(url)))));
  for (const dir of dirs) await mkdir(dir, { recursive: true });
  await Promise.all(files.map(([url, svg]) => writeFile(path.join(mediaDir, mediaFile(url)), svg)));
}

/** Writes the catalogue media under `mediaDir`; returns how many files it wrote. */
export async function writeCatalogueMedia(mediaDir: string): Promise<number> {
  let count = 0;
  const icons: Files = FEATURE_ICONS.map((icon) => [carMedia.featureIcon(icon), featureIcon(icon)]);
  await writeAll(mediaDir, icons);
  count += icons.length;
  for (const m of ALL_MODELS) {
    const files = modelFiles(m);
    await writeAll(mediaDir, files);
    count += files.length;
  }
  return count;
}
