/** Which branch city the find-dealer list shows. */
import type { BranchCity } from '../../../domain/api';
import { DEFAULT_DEALER_CITY } from '../../../domain/constants';

/**
 * The city asked for in the URL when it has branches, else the spec's default (33.74) when it
 * is in the list, else the first city; null while the cities have not loaded or there are none.
 */
export function chooseCity(cities: readonly BranchCity[] | undefined, asked: string | null): string | null {
  if (!cities || cities.length === 0) return null;
  const has = (code: string | null) => code !== null && cities.some((c) => c.city_code === code);
  if (has(asked)) return asked;
  return has(DEFAULT_DEALER_CITY) ? DEFAULT_DEALER_CITY : cities[0].city_code;
}

/** 'tel:+622483124500' from a phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
