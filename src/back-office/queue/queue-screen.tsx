/**
 * One queue: counts per status as chips, the filter form, the rows of the page (newest or oldest
 * first, waiting too long marked), pages, and the CSV export of what the filter shows. Readable
 * offline once loaded, marked with the time of the last sync.
 */
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { QueuePage } from '../../../domain/api';
import { canSeeQueue, isBranchScoped, QUEUE_KIND_LABELS, QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import { statusCodes, statusLabel } from '../../../domain/staff/workflows';
import type { QueueFilter, QueueQuery } from '../../../domain/staff/queue-filter';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { Pagination } from '../../ui/pagination';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { ExportButton } from '../components/export-button';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useRefetchOnAlerts } from '../alerts/alert-poll';
import { useQueue, useStaffMe } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import { isFiltered, parseQueueFilter, queueQuery } from './queue-filter';
import { QueueFilters } from './queue-filters';
import { QueueTable } from './queue-table';
import styles from './queue.module.css';

/** The kind of the address when it is one this role sees, else null. */
function useKind(): QueueKind | null {
  const staff = useStaff();
  const kind = useParams().kind as QueueKind;
  return QUEUE_KINDS.includes(kind) && canSeeQueue(staff.role, kind) ? kind : null;
}

function StatusChips({ kind, filter, page }: { kind: QueueKind; filter: QueueQuery; page: QueuePage | undefined }) {
  const counts = page?.meta.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const chip = (code: string | undefined, label: string, count: number | undefined) => (
    <li key={code ?? 'all'}>
      <Link to={paths.staffQueue.getHref(kind, { ...filter, status: code, page: undefined })} aria-current={filter.status === code ? 'true' : undefined}
        className={filter.status === code ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
        {label}{count === undefined ? null : <strong>{count}</strong>}
      </Link>
    </li>
  );
  return (
    <ul className={styles.chips} aria-label="Status">
      {chip(undefined, 'Semua', page ? all : undefined)}
      {statusCodes(kind).map((code) => chip(code, statusLabel(kind, code), page ? counts[code] ?? 0 : undefined))}
    </ul>
  );
}

/** Route component of /staff/queue/:kind. */
const QueueScreen = observer(function QueueScreen() {
  const kind = useKind();
  const staff = useStaff();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const label = kind ? QUEUE_KIND_LABELS[kind] : 'Antrian';
  useDocumentTitle(`Antrian ${label}`);
  const filter = kind ? parseQueueFilter(kind, params) : {};
  const query = useQueue(kind, queueQuery(filter));
  const me = useStaffMe();
  useRefetchOnAlerts(query.refetch);
  if (!kind) {
    return <p className={ui.empty}>Antrian ini tidak ada atau tidak dapat dibuka dengan peran Anda.</p>;
  }
  const apply = (next: QueueFilter) => navigate(paths.staffQueue.getHref(kind, { ...next }));
  const page = query.data;
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>{label}</h1>
          <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
        </div>
        <div className={ui.headActions}>
          <ExportButton path={`/api/staff/queue/${kind}/export.csv${queueQuery(filter, false)}`} fileName={`antrian-${kind}.csv`} />
        </div>
      </div>
      <StatusChips kind={kind} filter={filter} page={page} />
      <QueueFilters filter={filter} branches={me.data?.branches ?? []} items={page?.items ?? []}
        showBranch={!isBranchScoped(staff.role) || (me.data?.branches.length ?? 0) > 1} onApply={apply} />
      <QueryState query={query} skeleton={<div className={styles.skeleton}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={64} />)}</div>}
        empty={isFiltered(filter) ? 'Tidak ada data untuk filter ini.' : 'Belum ada data di antrian ini.'} isEmpty={(p) => p.items.length === 0}>
        {(data) => (
          <>
            <p className={styles.total}>{data.meta.total} data{data.meta.total > data.meta.per_page ? `, halaman ${data.meta.page}` : ''}</p>
            <QueueTable kind={kind} label={label} items={data.items} />
            {data.meta.total <= data.meta.per_page ? null : <Pagination label={`Halaman antrian ${label}`} hrefOf={(p) => paths.staffQueue.getHref(kind, { ...filter, page: p > 1 ? p : undefined })}
              meta={{ total: data.meta.total, per_page: data.meta.per_page, current_page: data.meta.page }} />}
          </>
        )}
      </QueryState>
    </>
  );
});

export default QueueScreen;
