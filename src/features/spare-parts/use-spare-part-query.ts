/**
 * The spare-parts list behind the search box and filter: the text is debounced into the URL, the
 * URL is the search, and only the current search's answer is ever shown (the mirrored query
 * drops answers of earlier keys), so a slow early answer can never replace a later one.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SparePart } from '../../../domain/api';
import { fetchSpareParts, sparePartPath, type SparePartFilter } from './spare-parts-repository';
import { useMirroredQuery } from '../../data/mirrored-query';
import { readSearch, SEARCH_DEBOUNCE_MS, writeSearch } from './spare-part-query';

/** URL updates of the search neither add history entries nor move the page. */
const NAVIGATE_QUIETLY = { replace: true, preventScrollReset: true } as const;

/** `value`, once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search box, the filter and the list they select. */
export function useSparePartQuery() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [text, setText] = useState(search.q);
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();

  const paramsRef = useRef(params);
  useEffect(() => {
    paramsRef.current = params;
  });

  // The list reloads only from the URL; replace keeps typing out of the history and the scroll position.
  useEffect(() => {
    const current = paramsRef.current;
    if (readSearch(current).q !== settledText) setParams(writeSearch(current, { q: settledText }), NAVIGATE_QUIETLY);
  }, [settledText, setParams]);

  // Back and forward change the URL under the box: show what it searches.
  const lastUrlText = useRef(search.q);
  useEffect(() => {
    if (lastUrlText.current !== search.q && search.q !== settledText) setText(search.q);
    lastUrlText.current = search.q;
  }, [search.q, settledText]);

  const query = useMirroredQuery(sparePartPath(search), () => fetchSpareParts(search));
  // While the next search loads, the last list stays (dimmed) instead of flashing skeletons.
  const shown = useRef<SparePart[] | undefined>(undefined);
  if (query.data) shown.current = query.data;

  return {
    text,
    setText,
    search,
    setFilter: (filter: SparePartFilter) => setParams(writeSearch(params, { filter }), NAVIGATE_QUIETLY),
    items: query.data ?? (query.isLoading ? shown.current : undefined),
    /** True while the shown list belongs to an earlier search or the text is still settling. */
    isUpdating: (!query.data && query.isLoading) || text.trim() !== search.q,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}
