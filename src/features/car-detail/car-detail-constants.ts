/** Display constants of the car detail page: media sizes of the generated pictures and breakpoints. */

/** Slider autoplay (the spec allows 3000-3800 ms). */
export const SLIDER_AUTOPLAY_MS = 3800;

/** Intrinsic sizes (width x height) so the layout never shifts while pictures load. */
export const MEDIA = {
  slide: { width: 1920, height: 800 },
  slideMobile: { width: 800, height: 1000 },
  car: { width: 800, height: 450 },
  frame: { width: 960, height: 540 },
  gallery: { width: 1200, height: 800 },
  icon: { width: 64, height: 64 },
} as const;

/** Type cards per view by viewport width. */
export const TYPE_CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [0, 1], [576, 2], [992, 3],
];
