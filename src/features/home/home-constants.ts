/** Home's display constants: autoplay speeds (spec: 3000-3800 ms; special offers 8500 ms); media sizes: src/lib/media-sizes.ts. */
import { SPECIAL_OFFER_DELAY_MS } from '../../../domain/constants';

export const AUTOPLAY = {
  intro: 3800,
  recommended: 3000,
  afterSalesBanner: 3400,
  specialOffer: SPECIAL_OFFER_DELAY_MS,
} as const;
