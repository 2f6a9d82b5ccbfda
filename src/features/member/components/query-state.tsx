/** What a member read shows besides its data: skeleton, offline notice, empty marker. */
import type { ReactNode } from 'react';
import type { MirroredQuery } from '../../../data/mirrored-query';
import { LoadingRegion } from '../../../ui/skeleton';
import { messageOf } from '../form/message';
import styles from './query-state.module.css';

interface QueryStateProps<T> {
  query: MirroredQuery<T>;
  /** Shown while loading. */
  skeleton: ReactNode;
  /** The spec's empty marker ('No Reservations Yet', 'no data recorded', 'No data'). */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Renders a member read's state, then `children(data)`. */
export function QueryState<T>({ query, skeleton, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isLoading) return <LoadingRegion>{skeleton}</LoadingRegion>;
  if (query.data === undefined) {
    return query.error ? <p className={styles.notice}>{messageOf(query.error)} Data ini belum tersimpan untuk dibuka offline.</p> : null;
  }
  const data = query.data;
  return (
    <>
      {query.error ? <p className={styles.stale}>Menampilkan data tersimpan terakhir; pembaruan gagal: {messageOf(query.error)}</p> : null}
      {empty && isEmpty?.(data) ? <p className={styles.empty}>{empty}</p> : children(data)}
    </>
  );
}
