/** The breach register (admin, UU PDP art. 46): each breach with its 3 × 24-hour deadline from 'found'; overdue in red. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { BREACH_STATE_LABELS, type BreachView } from '../../../domain/staff/privacy';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { useDocumentTitle } from '../../lib/document-title';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { StatusPill, type StatusTone } from '../../ui/status-pill';
import { dateTime } from '../components/format';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { BreachDialog } from './breach-dialog';
import { hoursLeft } from './breach-form';
import { PrivacyHead } from './privacy-tabs';
import { useBreaches } from './privacy-reads';
import styles from './privacy.module.css';

const TONES: Record<BreachView['state'], StatusTone> = { open: 'waiting', overdue: 'waiting', notified: 'done', late: 'closed' };

/** When it was found, the deadline and how far it is: red once passed without a notice. */
function Deadline({ breach }: { breach: BreachView }) {
  const left = hoursLeft(breach.deadline_at);
  const late = breach.state === 'overdue' || breach.state === 'late';
  return (
    <span className={styles.stack}>
      <span className={styles.sub}>Ditemukan {dateTime(breach.found_at)}</span>
      <span className={late ? styles.overdue : undefined}>Batas {dateTime(breach.deadline_at)}</span>
      {breach.state === 'open' ? <span className={styles.sub}>sisa {left} jam</span> : null}
      {breach.state === 'overdue' ? <span className={styles.overdue}>lewat {-left} jam</span> : null}
    </span>
  );
}

/** Route component of /staff/privacy/breaches. */
const BreachesScreen = observer(function BreachesScreen() {
  useDocumentTitle('Register Insiden');
  const { ui: uiStore } = useStores();
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const query = useBreaches(admin);
  const [editing, setEditing] = useState<BreachView | 'new' | null>(null);
  if (!admin) return <p className={ui.empty}>Hanya admin yang dapat membuka register insiden.</p>;
  const columns: Array<DataColumn<BreachView>> = [
    {
      label: 'Kejadian',
      render: (b) => (
        <span className={`${styles.stack} ${styles.what}`}>
          <span>{b.title}</span>
          {b.occurred_at ? <span className={styles.sub}>Terjadi {dateTime(b.occurred_at)}</span> : null}
          {b.notes ? <span className={styles.sub}>{b.notes}</span> : null}
        </span>
      ),
    },
    {
      label: 'Terdampak',
      render: (b) => (
        <span className={`${styles.stack} ${styles.who}`}>
          <span>{b.affected_count === null ? 'Jumlah belum diketahui' : `${b.affected_count.toLocaleString('id-ID')} orang`}</span>
          {b.affected ? <span className={styles.sub}>{b.affected}</span> : null}
        </span>
      ),
    },
    { label: 'Ditemukan · batas 3 × 24 jam', render: (b) => <Deadline breach={b} /> },
    {
      label: 'Pemberitahuan',
      render: (b) => (
        <span className={styles.stack}>
          {b.state === 'overdue' ? <strong className={styles.overdue}>{BREACH_STATE_LABELS.overdue}</strong> : <StatusPill label={BREACH_STATE_LABELS[b.state]} tone={TONES[b.state]} />}
          {b.notified_at ? <span className={styles.sub}>{dateTime(b.notified_at)}</span> : null}
        </span>
      ),
    },
    { label: 'Aksi', render: (b) => <Button size="small" variant="light" onClick={() => setEditing(b)} aria-label={`Ubah insiden ${b.title}`}>Ubah</Button> },
  ];
  return (
    <>
      <PrivacyHead sync={{ fetchedAt: query.fetchedAt, error: query.error, isFetching: query.isFetching }}>
        <Button size="small" onClick={() => setEditing('new')}>Catat insiden</Button>
      </PrivacyHead>
      <p className={styles.lead}>
        Kegagalan pelindungan data pribadi wajib diberitahukan kepada orang yang terdampak dan lembaga pengawas paling lambat
        3 × 24 jam setelah diketahui (UU PDP pasal 46).
      </p>
      <QueryState query={query} skeleton={<Skeleton height={320} />} empty="Belum ada insiden tercatat." isEmpty={(rows) => rows.length === 0}>
        {(rows) => <DataTable caption="Register insiden" rows={rows} columns={columns} rowKey={(b) => b.id} marked={(b) => b.state === 'overdue'} />}
      </QueryState>
      {editing ? (
        <BreachDialog breach={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={() => {
            uiStore.showToast('success', editing === 'new' ? 'Insiden dicatat' : 'Insiden diperbarui');
            setEditing(null);
            forgetRecentAnswers();
            query.refetch();
          }} />
      ) : null}
    </>
  );
});

export default BreachesScreen;
