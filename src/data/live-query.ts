/**
 * `useLiveValue`: what a query over the page's IndexedDB answers, kept current as the tables change
 * (in this tab, another tab or the service worker): Dexie's `liveQuery`, the primitive under
 * dexie-react-hooks' `useLiveQuery`, but with the database loaded on demand (src/data/db.ts), so a
 * component using it does not bring Dexie into the page's first load.
 */
import { useEffect, useRef, useState, type DependencyList } from 'react';
import { loadDatabase, whenDatabaseLoaded, type MerapiDb } from './db';

/**
 * `query` must read through the `db` it is given, directly: Dexie observes the tables a live query reads
 * within its own call, and an `await` of anything else first (openDb(), a fetch) loses that.
 *
 * `initial` until the first answer; then the newest answer. When `deps` change, the previous answer
 * stays until the new query has answered (as useLiveQuery does).
 *
 * With `untilOpened` the query does not load the database: it runs once someone else has (a reader
 * with something else to show; `deps` must include the flag).
 */
export function useLiveValue<T, D>(
  query: (db: MerapiDb) => Promise<T> | T,
  deps: DependencyList,
  initial: D,
  /** Whether an answer is taken; one that would change nothing on screen can be left out (no re-render). */
  accept: (next: T) => boolean = () => true,
  untilOpened = false,
): T | D {
  const [value, setValue] = useState<T | D>(initial);
  const queryRef = useRef(query);
  const acceptRef = useRef(accept);
  useEffect(() => {
    queryRef.current = query;
    acceptRef.current = accept;
  });
  useEffect(() => {
    let alive = true;
    let subscription: { unsubscribe(): void } | null = null;
    const start = ({ db, liveQuery }: Awaited<ReturnType<typeof loadDatabase>>) => {
      if (!alive) return;
      subscription = liveQuery(() => queryRef.current(db)).subscribe({
        next: (next) => {
          if (alive && acceptRef.current(next)) setValue(() => next);
        },
        error: (error: unknown) => console.warn('[db] live query failed:', error instanceof Error ? error.message : error),
      });
    };
    let cancel = () => {};
    if (untilOpened) cancel = whenDatabaseLoaded(start);
    else void loadDatabase().then(start);
    return () => {
      alive = false;
      cancel();
      subscription?.unsubscribe();
    };
    // The caller's deps decide when the query is a new one (as with useEffect).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
