/** The spare-parts search as it lives in the URL (?q=&filter=): reading, writing and the filter choices. */
import { SPAREPART_CATEGORIES } from '../../../domain/constants';
import type { SparePartFilter, SparePartSearch } from './spare-parts-repository';

/** Typing waits this long after the last key before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer search texts. */
export const SEARCH_MAX_LENGTH = 100;

/** The category filter's choices; values are the API's. */
export const FILTER_OPTIONS: ReadonlyArray<{ value: SparePartFilter; label: string }> = [
  { value: '', label: 'Semua' },
  { value: 'sparepart', label: 'Sparepart' },
  { value: 'accesories', label: 'Aksesoris' },
];

function isFilter(value: string): value is SparePartFilter {
  return value === '' || (SPAREPART_CATEGORIES as readonly string[]).includes(value);
}

/** The search a URL asks for; an unknown filter means all, the text is trimmed and capped. */
export function readSearch(params: URLSearchParams): SparePartSearch {
  const filter = params.get('filter') ?? '';
  return { filter: isFilter(filter) ? filter : '', q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH) };
}

/** `params` with the given parts of the search changed; empty values leave the URL. */
export function writeSearch(params: URLSearchParams, change: Partial<SparePartSearch>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    const text = (value ?? '').trim();
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}
