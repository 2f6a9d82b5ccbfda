/** The states of a member read: skeleton first, the offline or server message when nothing is mirrored, else the content. */
import type { ReactNode } from 'react';
import type { MirroredQuery } from '../../../data/mirrored-query';
import { Button } from '../../../ui/button';
import { failureStatus } from '../../../ui/load-failure';
import { NEEDS_CONNECTION_TEXT } from '../../../ui/needs-connection';
import styles from '../order.module.css';

interface MemberQueryStateProps<T> {
  query: MirroredQuery<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}

/** Renders `children(data)` once a member read has data. */
export function MemberQueryState<T>({ query, skeleton, children }: MemberQueryStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isLoading || !query.error) return <>{skeleton}</>;
  const offline = failureStatus(query.error) === 0;
  return (
    <div role="alert" className={styles.section}>
      <p className={styles.note}>{offline ? NEEDS_CONNECTION_TEXT : 'Data tidak dapat dimuat saat ini. Silakan coba lagi.'}</p>
      <div><Button variant="light" size="small" onClick={query.refetch}>Coba Lagi</Button></div>
    </div>
  );
}
