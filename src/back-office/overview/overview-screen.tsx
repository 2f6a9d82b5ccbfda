/** The back office's start: one card per queue the role sees, with its counts per status and what waits too long. */
import { useRefetchOnAlerts } from '../alerts/alert-poll';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { QueueSummary } from '../../../domain/api';
import { CONTENT_ROLES, OVERDUE_HOURS } from '../../../domain/staff/roles';
import { statusCodes, statusLabel, waitingStatus } from '../../../domain/staff/workflows';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { LastSync } from '../components/last-sync';
import ui from '../components/staff-ui.module.css';
import { useOverview } from '../session/staff-reads';
import { useStaff } from '../session/use-staff';
import styles from './overview.module.css';

function QueueCard({ card }: { card: QueueSummary }) {
  const waiting = waitingStatus(card.kind);
  return (
    <section className={styles.card} aria-labelledby={`q-${card.kind}`} data-overdue={card.overdue > 0 || undefined}>
      <div className={styles.cardHead}>
        <h2 id={`q-${card.kind}`}><Link to={paths.staffQueue.getHref(card.kind)}>{card.label}</Link></h2>
        <span className={styles.total}>{card.total} data</span>
      </div>
      {card.overdue > 0 && waiting ? (
        <Link className={styles.overdue} to={paths.staffQueue.getHref(card.kind, { status: waiting, sort: 'oldest' })}>
          {card.overdue} menunggu lebih dari {OVERDUE_HOURS} jam
        </Link>
      ) : null}
      <ul className={styles.counts}>
        {statusCodes(card.kind).map((code) => (
          <li key={code}>
            <Link to={paths.staffQueue.getHref(card.kind, { status: code })} data-zero={!card.counts[code] || undefined} data-waiting={(code === waiting && card.counts[code] > 0) || undefined}>
              <span>{statusLabel(card.kind, code)}</span>
              <strong>{card.counts[code] ?? 0}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Route component of /staff. */
const OverviewScreen = observer(function OverviewScreen() {
  useDocumentTitle('Ringkasan Back Office');
  const staff = useStaff();
  const query = useOverview();
  useRefetchOnAlerts(query.refetch);
  return (
    <>
      <div className={ui.head}>
        <div>
          <h1>Ringkasan</h1>
          <p className={ui.muted} style={{ margin: 0 }}>Selamat bekerja, {staff.name}.</p>
        </div>
        <LastSync fetchedAt={query.fetchedAt} error={query.error} isFetching={query.isFetching} />
      </div>
      {CONTENT_ROLES.includes(staff.role) ? (
        <p className={styles.contentNote}>
          Harga, foto, promo, berita dan cabang dikelola di <Link to={paths.staffContent.getHref()}>Konten</Link>.
        </p>
      ) : null}
      <QueryState query={query} skeleton={<div className={styles.grid}>{[0, 1, 2].map((i) => <Skeleton key={i} height={220} />)}</div>}
        empty="Peran Anda tidak memiliki antrian." isEmpty={(cards) => cards.length === 0}>
        {(cards) => <div className={styles.grid}>{cards.map((card) => <QueueCard key={card.kind} card={card} />)}</div>}
      </QueryState>
    </>
  );
});

export default OverviewScreen;
