/** Intrinsic sizes (width x height) of the generated pictures, one table for every page, so the layout never shifts while they load. */
export const MEDIA = {
  /** Home's intro slider, desktop and phone. */
  homeSlide: { width: 1440, height: 560 },
  homeSlideMobile: { width: 720, height: 960 },
  /** A car detail page's hero slider, desktop and phone. */
  detailSlide: { width: 1920, height: 800 },
  detailSlideMobile: { width: 800, height: 1000 },
  /** A car's still (model, type and colour cards) and one frame of its 360° view. */
  car: { width: 800, height: 450 },
  frame: { width: 960, height: 540 },
  gallery: { width: 1200, height: 800 },
  icon: { width: 64, height: 64 },
  offer: { width: 800, height: 450 },
  banner: { width: 1200, height: 400 },
  news: { width: 1200, height: 675 },
} as const;
