/**
 * A record's first-response timer in its queue (docs/speed-to-lead.md): time left to the kind's
 * target, overdue in red, or how fast it was answered. Ticks every 30 s.
 */
import { useEffect, useState } from 'react';
import type { QueueItem } from '../../../domain/api';
import type { QueueKind } from '../../../domain/staff/roles';
import { formatDuration } from '../../../domain/staff/sla';
import { waitingStatus } from '../../../domain/staff/workflows';
import styles from './queue.module.css';

/** Minutes left under which a timer turns amber. */
const SOON_MS = 5 * 60_000;

/** The current time, moving every `everyMs`. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Whether the record's first response is past due and not given. */
export const isResponseOverdue = (kind: QueueKind, r: QueueItem, now: number): boolean =>
  !r.first_response_at && r.response_due_at !== null && r.status === waitingStatus(kind) && Date.parse(r.response_due_at) <= now;

export function ResponseTimer({ kind, item, now }: { kind: QueueKind; item: QueueItem; now: number }) {
  if (!item.response_due_at) return null;
  if (item.first_response_at) {
    const took = Date.parse(item.first_response_at) - Date.parse(item.created_at);
    return <span className={styles.sub}>Direspons dalam {formatDuration(took)}</span>;
  }
  if (item.status !== waitingStatus(kind)) return null;
  const left = Date.parse(item.response_due_at) - now;
  if (left <= 0) return <span className={styles.late} role="status">Terlambat {formatDuration(-left)}</span>;
  return <span className={left <= SOON_MS ? styles.soon : styles.left}>Sisa {formatDuration(left)}</span>;
}
