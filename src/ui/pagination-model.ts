/** Which page links a list shows, from the server's meta: first, last, the current page with its neighbours, gaps between. */
/** What a list's answer says about its pages (the club list's meta has this shape; others convert to it). */
export interface PageMeta { total: number; per_page: number; current_page: number; last_page?: number }

/** A page link or a gap ('…') in the row. */
export type PageItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; after: number };

/** The links of one pagination row. */
export interface PaginationModel {
  items: PageItem[];
  /** The previous page, null on the first. */
  prev: number | null;
  /** The next page, null on the last. */
  next: number | null;
  lastPage: number;
}

/** Up to this many pages are all listed without gaps. */
const ALL_UP_TO = 7;

/** The pagination for `meta`; null when there are no results (the spec hides it then). */
export function paginationModel(meta: PageMeta | null | undefined, siblings = 1): PaginationModel | null {
  if (!meta || meta.total <= 0) return null;
  const perPage = Math.max(1, meta.per_page);
  const lastPage = Math.max(1, meta.last_page || Math.ceil(meta.total / perPage));
  const current = Math.max(1, meta.current_page);

  const shown = new Set<number>([1, lastPage]);
  if (lastPage <= ALL_UP_TO) for (let p = 1; p <= lastPage; p++) shown.add(p);
  else for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= lastPage) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    // A gap of exactly one page shows that page instead of '…'.
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1, current: previous + 1 === current });
    else if (page - previous > 2) items.push({ type: 'gap', after: previous });
    items.push({ type: 'page', page, current: page === current });
    previous = page;
  }
  return {
    items,
    prev: current > 1 ? Math.min(current - 1, lastPage) : null,
    next: current < lastPage ? current + 1 : null,
    lastPage,
  };
}

/** The page a URL asks for: a whole number from 1, else 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}
