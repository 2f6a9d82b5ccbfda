/** Spare parts and accessories search (GET sparepart?filter=&q=). */
import type { SparePart } from '../../../domain/api';
import { type SPAREPART_CATEGORIES } from '../../../domain/constants';
import { api } from '../../data/api-client';

/** '' (all) or one of the spec's categories. */
export type SparePartFilter = '' | (typeof SPAREPART_CATEGORIES)[number];

/** A search: category filter and the trimmed search text. */
export interface SparePartSearch { filter: SparePartFilter; q: string }

/** The request path of a search; also its mirror key, so every search seen once opens offline. */
export function sparePartPath({ filter, q }: SparePartSearch): string {
  return `sparepart?${new URLSearchParams({ filter, q }).toString()}`;
}

/**
 * GET sparepart: the envelope's `data_count` is by contract the length of `data` (domain/api.ts,
 * SparePartList), so the list alone is kept and the count is read from it.
 */
export function fetchSpareParts(search: SparePartSearch): Promise<SparePart[]> {
  return api.get('sparepart', { query: { filter: search.filter, q: search.q } });
}
