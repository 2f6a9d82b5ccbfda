/** The dealer network: branches of a city and the six parts of a dealer profile (POST {seo}). */
import type { Branch, DealerContact, DealerIcon, DealerImage, DealerMaps, DealerPromo } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** POST cabang {city_code}: the branches of one branch city. */
export const fetchBranches = (cityCode: string): Promise<Branch[]> => api.post('cabang', { city_code: cityCode });

/** The branches of a city; disabled while no city is chosen. */
export const useBranches = (cityCode: string | null) =>
  useMirroredQuery(cityCode ? `cabang:${cityCode}` : null, () => fetchBranches(cityCode as string));

/** Each dealer/{part} call and the shape it answers. */
export interface DealerParts {
  slider: DealerImage[];
  icon: DealerIcon[];
  maps: DealerMaps;
  contact: DealerContact;
  nea: DealerImage[];
  promo: DealerPromo[];
}

/** POST dealer/{part} {seo}. */
export function fetchDealerPart<P extends keyof DealerParts>(part: P, seo: string): Promise<DealerParts[P]> {
  return api.post(`dealer/${part}` as `dealer/${keyof DealerParts}`, { seo }) as Promise<DealerParts[P]>;
}

/** One part of a dealer profile; each part loads (and fails) on its own. */
export function useDealerPart<P extends keyof DealerParts>(part: P, seo: string | undefined) {
  return useMirroredQuery(seo ? `dealer/${part}:${seo}` : null, () => fetchDealerPart(part, seo as string));
}
