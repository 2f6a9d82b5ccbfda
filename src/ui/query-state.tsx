/**
 * The one way a read's state shows (member tabs, details, orders): a skeleton while loading; with
 * nothing stored, the offline notice or the server's message with Coba Lagi; with stored data after
 * a failed refresh, a note above it; the spec's empty marker; else the content.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { failureStatus } from './load-failure';
import { NEEDS_CONNECTION_TEXT } from './needs-connection';
import { LoadingRegion } from './skeleton';
import styles from './query-state.module.css';

/** What the ui needs of a read (the data layer's mirrored query has it). */
export interface QueryLike<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while loading. */
  skeleton: ReactNode;
  /** The spec's empty marker ('No Reservations Yet', 'no data recorded', 'No data'). */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The failure's text: offline (status 0) or the server's message. */
function failureText(error: Error): string {
  return failureStatus(error) === 0 ? NEEDS_CONNECTION_TEXT : error.message || 'Server Bermasalah';
}

/** Renders a read's state, then `children(data)`. */
export function QueryState<T>({ query, skeleton, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.data === undefined) {
    if (query.isLoading || !query.error) return <LoadingRegion>{skeleton}</LoadingRegion>;
    return (
      <div role="alert" className={styles.notice}>
        <p>{failureText(query.error)}</p>
        <Button variant="light" size="small" onClick={query.refetch}>Coba Lagi</Button>
      </div>
    );
  }
  const data = query.data;
  return (
    <>
      {query.error ? <p className={styles.stale}>Menampilkan data tersimpan terakhir; pembaruan gagal: {failureText(query.error)}</p> : null}
      {empty && isEmpty?.(data) ? <p className={styles.empty}>{empty}</p> : children(data)}
    </>
  );
}
