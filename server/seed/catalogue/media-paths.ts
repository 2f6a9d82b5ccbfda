/**
 * Site-relative URLs of the generated catalogue media. The seed rows and the media writer both use
 * these, so a row never points at a file the writer did not make.
 */
import type { ColorKey } from './colors';
import type { FeatureIcon } from './model-seed';

/** The six faces of an interior cube map. */
export const CUBE_FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;
/** One face of the cube map. */
export type CubeFace = (typeof CUBE_FACES)[number];

/** Slider banners per model (desktop and mobile each). */
export const SLIDES_PER_MODEL = 2;
/** Gallery pictures after the cover, per gallery. */
export const GALLERY_SIZE = 4;

const base = (seo: string) => `/media/cars/${seo}`;

/** File names of the exterior 360 frames (their home is server/media, shared with the API). */
export { FRAME_FILES } from '../../media/exterior-frames';

/** URL builders of every catalogue picture. */
export const carMedia = {
  /** The car in one colour (model card, type tiles, colour tabs). */
  color: (seo: string, color: ColorKey) => `${base(seo)}/${color}.svg`,
  /** Folder of the 18 frames of one colour, ending in '/'. */
  frames: (seo: string, color: ColorKey) => `${base(seo)}/360/${color}/`,
  slider: (seo: string, i: number) => `${base(seo)}/slider/${i + 1}.svg`,
  sliderMobile: (seo: string, i: number) => `${base(seo)}/slider/mobile-${i + 1}.svg`,
  /** Exterior gallery: 0 is the cover, 1..GALLERY_SIZE the gallery. */
  exterior: (seo: string, i: number) => `${base(seo)}/gallery/exterior-${i}.svg`,
  interior: (seo: string, i: number) => `${base(seo)}/gallery/interior-${i}.svg`,
  cube: (seo: string, face: CubeFace) => `${base(seo)}/interior/${face}.svg`,
  videoCover: (seo: string) => `${base(seo)}/gallery/video-cover.svg`,
  /** The model's video: an animated SVG turntable made of its exterior frames (plays offline). */
  video: (seo: string) => `${base(seo)}/gallery/video.svg`,
  featureIcon: (icon: FeatureIcon) => `/media/cars/icons/${icon}.svg`,
};

/** URL -> path under the media folder ('/media/cars/x.svg' -> 'cars/x.svg'). */
export function mediaFile(url: string): string {
  return url.replace(/^\/media\//, '');
}
