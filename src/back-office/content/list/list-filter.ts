/**
 * A collection list's filter lives in the address (`/staff/content/types?q=avanza&sort=-price_otr&car_model_id=3`),
 * so back, forward, a shared link and the mirror key agree. Values the API would refuse are dropped here.
 */
import type { ContentListQuery } from '../../../../domain/api';
import type { CollectionDescription } from '../../../../domain/content/collections';
import { pageFromParam } from '../../../ui/pagination-model';

/** Longest search text sent. */
const SEARCH_MAX = 100;

/** The list's query from the address, for `description`. */
export function parseListQuery(description: CollectionDescription, params: URLSearchParams): ContentListQuery {
  const query: ContentListQuery = {};
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  if (q) query.q = q;
  const sort = params.get('sort') ?? '';
  if (description.sort_fields.includes(sort.replace(/^-/, ''))) query.sort = sort;
  for (const field of description.filter_fields) {
    const value = (params.get(field) ?? '').trim();
    if (/^[0-9A-Za-z.]{1,20}$/.test(value)) query[field] = value;
  }
  const page = pageFromParam(params.get('page'));
  if (page && page > 1) query.page = page;
  return query;
}

/** The choices of the sort select: each sortable field up and down, by its label. */
export function sortOptions(description: CollectionDescription): Array<{ value: string; label: string }> {
  const label = (name: string) => (name === 'id' ? 'Terbaru ditambahkan' : description.fields.find((f) => f.name === name)?.label ?? name);
  return description.sort_fields.flatMap((name) => (name === 'id'
    ? [{ value: '-id', label: 'Terbaru ditambahkan' }, { value: 'id', label: 'Terlama ditambahkan' }]
    : [{ value: name, label: `${label(name)} (naik)` }, { value: `-${name}`, label: `${label(name)} (turun)` }]));
}
