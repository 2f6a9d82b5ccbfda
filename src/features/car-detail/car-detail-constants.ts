/** Display constants of the car detail page: slider autoplay and breakpoints (media sizes: src/lib/media-sizes.ts). */

/** Slider autoplay (the spec allows 3000-3800 ms). */
export const SLIDER_AUTOPLAY_MS = 3800;

/** Type cards per view by viewport width. */
export const TYPE_CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1], [576, 2], [992, 3],
];
