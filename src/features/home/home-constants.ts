/** Home's display constants: autoplay speeds (spec: 3000-3800 ms; special offers 8500 ms) and media sizes. */
import { SPECIAL_OFFER_DELAY_MS } from '../../../domain/constants';

export const AUTOPLAY = {
  intro: 3800,
  recommended: 3000,
  afterSalesBanner: 3400,
  specialOffer: SPECIAL_OFFER_DELAY_MS,
} as const;


/** Intrinsic sizes of the generated media (width x height), so the layout never shifts. */
export const MEDIA = {
  slideDesktop: { width: 1440, height: 560 },
  slideMobile: { width: 720, height: 960 },
  car: { width: 800, height: 450 },
  offer: { width: 800, height: 450 },
  banner: { width: 1200, height: 400 },
  news: { width: 1200, height: 675 },
  video: { width: 1280, height: 720 },
} as const;
