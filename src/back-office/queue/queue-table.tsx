/** A queue page as a table: booking id and arrival, who sent it, what it is, branch and assignee, status and first-response timer; what waits too long is marked. */
import { Link } from 'react-router-dom';
import type { QueueItem } from '../../../domain/api';
import { OVERDUE_HOURS, type QueueKind } from '../../../domain/staff/roles';
import { paths } from '../../lib/paths';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { StatusPill } from '../../ui/status-pill';
import { dateTime } from '../components/format';
import { statusTone } from '../components/status';
import { isResponseOverdue, ResponseTimer, useNow } from './response-timer';
import styles from './queue.module.css';

function columns(kind: QueueKind, now: number): Array<DataColumn<QueueItem>> {
  return [
    {
      label: 'Booking ID',
      render: (r) => (
        <span className={styles.idCell}>
          <Link to={paths.staffRecord.getHref(kind, r.id)}>{r.booking_id}</Link>
          <span className={styles.sub}>{dateTime(r.created_at)}</span>
        </span>
      ),
    },
    {
      label: 'Pengirim',
      render: (r) => (
        <span className={styles.stack}>
          <span>{r.name || '-'}</span>
          {r.phone ? <span className={styles.sub}>{r.phone}</span> : null}
          {r.email ? <span className={`${styles.sub} ${styles.email}`}>{r.email}</span> : null}
        </span>
      ),
    },
    {
      label: 'Ringkasan',
      render: (r) => (
        <span className={styles.stack}>
          <span className={styles.summary}>{r.summary || '-'}</span>
          <span className={styles.sub}>{r.branch_name || 'Tanpa cabang'} · {r.assigned_to ? `Ditangani ${r.assigned_to.name}` : 'Belum ditugaskan'}</span>
        </span>
      ),
    },
    {
      label: 'Status',
      render: (r) => (
        <span className={styles.stack}>
          <StatusPill label={r.status_label} tone={statusTone(kind, r.status)} />
          <ResponseTimer kind={kind} item={r} now={now} />
          {r.overdue ? <span className={styles.overdue}>Menunggu &gt; {OVERDUE_HOURS} jam</span> : null}
        </span>
      ),
    },
  ];
}

/** The rows of one page. */
export function QueueTable({ kind, label, items }: { kind: QueueKind; label: string; items: readonly QueueItem[] }) {
  const now = useNow();
  return <DataTable caption={`Antrian ${label}`} rows={items} columns={columns(kind, now)} rowKey={(r) => r.id} marked={(r) => r.overdue || isResponseOverdue(kind, r, now)} />;
}
