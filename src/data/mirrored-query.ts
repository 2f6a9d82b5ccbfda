/**
 * Read-through mirror: a component renders what IndexedDB holds at once (useLiveValue), the
 * query revalidates from the API in the background (once per mount; concurrent identical
 * requests shared, an answer younger than FRESH_MS reused) and writes the answer into the mirror, which re-renders every reader.
 */
import { useEffect, useRef, useState } from 'react';
import { pageDrawnByServer, writeMirror, writeMirrorUnlessNewer, type MirrorRow } from './db';
import { useLiveValue } from './live-query';
import { ApiError } from '../../shared/transport';
import { usePrerendered, usePrerenderedMissing } from './prerender';

/** An answer this young is reused instead of asking again (readers mounting one after another). */
export const FRESH_MS = 5000;

const inflight = new Map<string, Promise<MirrorRow<unknown>>>();
const recent = new Map<string, MirrorRow<unknown>>();

/** The answer `revalidate` would give at once (fetched moments ago, no request under way), if any. */
function justFetched<T>(key: string): MirrorRow<T> | null {
  if (inflight.has(key)) return null;
  const fresh = recent.get(key) as MirrorRow<T> | undefined;
  return fresh && Date.now() - fresh.fetchedAt < FRESH_MS ? fresh : null;
}

/** Fetches `key` unless the same key is being fetched or was just fetched, and stores the answer. */
export function revalidate<T>(key: string, fetcher: () => Promise<T>): Promise<MirrorRow<T>> {
  const running = inflight.get(key) as Promise<MirrorRow<T>> | undefined;
  if (running) return running;
  const fresh = recent.get(key) as MirrorRow<T> | undefined;
  if (fresh && Date.now() - fresh.fetchedAt < FRESH_MS) return Promise.resolve(fresh);
  const promise = (async () => {
    const data = await fetcher();
    const row: MirrorRow<T> = { key, data, fetchedAt: Date.now() };
    recent.set(key, row);
    await writeMirror(row);
    return row;
  })().finally(() => inflight.delete(key));
  inflight.set(key, promise as Promise<MirrorRow<unknown>>);
  return promise;
}

/**
 * Takes the answers the server rendered with (docs/rendering.md): they count as just fetched (no
 * second request at hydration) and go into the mirror, so the page opens offline next time.
 */
export function adoptPrerendered(rows: ReadonlyArray<MirrorRow<unknown>>): void {
  for (const row of rows) {
    const known = recent.get(row.key);
    // Counted as fetched now: the page was just drawn from it, so hydration does not ask the API again.
    if (!known) recent.set(row.key, { ...row, fetchedAt: Date.now() });
  }
  // Never over a newer mirrored answer (a page the browser kept may be older than the mirror).
  void writeMirrorUnlessNewer(rows);
}

/** Forgets the just-fetched answers (tests, logout). */
export function forgetRecentAnswers(): void {
  recent.clear();
}

export interface MirroredQuery<T> {
  /** The newest answer known: this mount's fetch or the mirror; undefined while none. */
  data: T | undefined;
  /** True while there is nothing to show yet and an answer may still come. */
  isLoading: boolean;
  /** True while the background revalidation runs. */
  isFetching: boolean;
  /** The last revalidation's failure (data may still hold the mirrored answer). */
  error: Error | null;
  /** Epoch milliseconds of the shown answer. */
  fetchedAt: number | undefined;
  /** Revalidates again. */
  refetch: () => void;
}

interface FetchState<T> {
  key: string | null;
  fetching: boolean;
  error: Error | null;
  fresh: MirrorRow<T> | null;
  /** The server found nothing for the key moments ago (its page shows the not-found state): not asked again on mount. */
  missing?: boolean;
}

export interface MirroredQueryOptions {
  /**
   * The reader shows nothing now (a closed menu keeping its content warm): on a server-rendered page it
   * does not open the database for the mirror's answer (src/data/db.ts).
   */
  background?: boolean;
}

/** `key` null disables the query (e.g. a dependent select with no parent chosen). */
export function useMirroredQuery<T>(key: string | null, fetcher: () => Promise<T>, options: MirroredQueryOptions = {}): MirroredQuery<T> {
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  // What the server rendered for this key (docs/rendering.md): the first render shows it, as the server did.
  const prerendered = usePrerendered(key, fetcher) ?? null;
  // The server found nothing for this key (404): the first render is the screen's not-found state, as the server's was.
  const missingAt = usePrerenderedMissing(key);
  const initial = (): FetchState<T> => {
    const missing = !prerendered && missingAt !== undefined && Date.now() - missingAt < FRESH_MS;
    return { key, fetching: key !== null && !prerendered && !missing, error: missing ? notFoundError() : null, fresh: prerendered, missing };
  };
  const [state, setState] = useState<FetchState<T>>(initial);
  const current: FetchState<T> = state.key === key ? state : initial();
  // On a server-rendered page a reader with an answer to show (the server's, or one just fetched) leaves
  // the database closed, the mirror holding the same or older; so does one that shows nothing now
  // (`background`). It reads the mirror once the page's database is open anyway, or when it has nothing
  // else to show (a fetch that failed, a screen the page went to).
  // A disabled query (no key) has nothing to read.
  const mirrorCanWait = key === null || (pageDrawnByServer() && (options.background === true || (current.fresh !== null && !current.error)));
  // undefined: the mirror has not answered yet; null: nothing mirrored for this key.
  // The answer on screen (below): a mirrored row no newer than it changes nothing, so it is not taken
  // (no re-render of the page when the database opens after a server-rendered page's hydration).
  const shownRef = useRef<MirrorRow<T> | null>(null);
  const mirrored = useLiveValue(
    // The read goes straight to the table handed in: a live query observes only what it reads within its own
    // call (awaiting anything else first, such as openDb(), would leave the read unobserved).
    (db) => (key ? db.responses.get(key).then((row) => (row as MirrorRow<T> | undefined) ?? null, () => null) : null),
    [key, mirrorCanWait],
    undefined,
    (row) => !shownRef.current || shownRef.current.key !== key || (row !== null && row.fetchedAt > shownRef.current.fetchedAt),
    mirrorCanWait,
  );
  const missingRef = useRef(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    missingRef.current = state.key === key && state.missing === true;
  });
  useEffect(() => {
    if (!key) return;
    // The server has just answered 404 for it: the not-found state stays, with no second request (a retry asks).
    if (round === 0 && missingRef.current) return;
    const known = justFetched<T>(key);
    if (known) {
      // Nothing to ask: the answer on screen (the server's, or one fetched moments ago) stays, with no
      // render (a hydrated page would otherwise draw every section twice more right after hydrating).
      setState((s) => (s.key === key && !s.fetching && !s.error && s.fresh?.data === known.data ? s : { key, fetching: false, error: null, fresh: known }));
      return;
    }
    let alive = true;
    setState((s) => ({ key, fetching: true, error: null, fresh: s.key === key ? s.fresh : null }));
    revalidate(key, () => fetcherRef.current()).then(
      (row) => alive && setState({ key, fetching: false, error: null, fresh: row }),
      (error: unknown) => {
        console.warn(`[data] ${key}:`, error instanceof Error ? error.message : error);
        if (alive) setState((s) => ({ key, fetching: false, error: toError(error), fresh: s.key === key ? s.fresh : null }));
      },
    );
    return () => {
      alive = false;
    };
  }, [key, round]);

  const mirrorRow = mirrored && mirrored.key === key ? mirrored : null;
  const newest = pickNewest(mirrorRow, current.fresh);
  useEffect(() => {
    shownRef.current = newest;
  });
  return {
    data: newest?.data,
    isLoading: !newest && key !== null && !current.missing && (mirrored === undefined || current.fetching),
    isFetching: current.fetching,
    error: current.error,
    fetchedAt: newest?.fetchedAt,
    refetch: () => setRound((n) => n + 1),
  };
}

function pickNewest<T>(a: MirrorRow<T> | null, b: MirrorRow<T> | null): MirrorRow<T> | null {
  if (!a) return b;
  if (!b) return a;
  return b.fetchedAt >= a.fetchedAt ? b : a;
}

function notFoundError(): Error {
  return new ApiError(404, 'Tidak ditemukan');
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
