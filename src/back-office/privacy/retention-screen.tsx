/** Retention (admin, issue 29): the rules, what each finds due now, the history of runs, and 'Jalankan sekarang'. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { RETENTION_RULE_IDS, RETENTION_RULE_LABELS, type RetentionRunView } from '../../../domain/staff/privacy';
import { ApiError } from '../../data/api-client';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { runRetentionNow } from '../data/staff-privacy-api';
import { useDocumentTitle } from '../../lib/document-title';
import { staffSession } from '../session/staff-session-store';
import { useStores } from '../../stores/stores-context';
import { Button } from '../../ui/button';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { QueryState } from '../../ui/query-state';
import { Skeleton } from '../../ui/skeleton';
import { Spinner } from '../../ui/spinner';
import { dateTime } from '../components/format';
import ui from '../components/staff-ui.module.css';
import { useStaff } from '../session/use-staff';
import { PrivacyHead } from './privacy-tabs';
import { useRetention } from './privacy-reads';
import styles from './privacy.module.css';

/** '2 foto KTP · 1 bukti transfer', or 'Tidak ada yang dimusnahkan'. */
function countsText(counts: RetentionRunView['counts']): string {
  const parts = RETENTION_RULE_IDS.filter((id) => (counts[id] ?? 0) > 0).map((id) => `${RETENTION_RULE_LABELS[id]}: ${counts[id]}`);
  return parts.length ? parts.join(' · ') : 'Tidak ada yang dimusnahkan';
}

const RUN_COLUMNS: Array<DataColumn<RetentionRunView>> = [
  { label: 'Waktu', render: (r) => dateTime(r.finished_at) },
  { label: 'Dijalankan', render: (r) => (r.trigger === 'daily' ? 'Otomatis (harian)' : `Manual${r.staff ? ` oleh ${r.staff}` : ''}`) },
  { label: 'Dimusnahkan', render: (r) => <span className={styles.counts}>{countsText(r.counts)}</span> },
];

/** Route component of /staff/privacy. */
const RetentionScreen = observer(function RetentionScreen() {
  useDocumentTitle('Retensi Data');
  const { ui: uiStore } = useStores();
  const staff = useStaff();
  const admin = staff.role === 'admin';
  const query = useRetention(admin);
  const [running, setRunning] = useState(false);
  if (!admin) return <p className={ui.empty}>Hanya admin yang dapat membuka pengaturan data pribadi.</p>;
  const runNow = async () => {
    const session = staffSession();
    if (!session.token || running) return;
    if (!window.confirm('Musnahkan sekarang semua data yang sudah jatuh tempo? Tindakan ini tidak dapat dibatalkan.')) return;
    setRunning(true);
    try {
      const { run } = await runRetentionNow(session.token);
      uiStore.showToast('success', `Retensi dijalankan. ${countsText(run.counts)}.`);
      forgetRecentAnswers();
      query.refetch();
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return void session.expire();
      uiStore.showToast('error', error instanceof ApiError && error.isNetwork ? 'Menjalankan retensi memerlukan koneksi internet.' : error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(false);
    }
  };
  return (
    <>
      <PrivacyHead sync={{ fetchedAt: query.fetchedAt, error: query.error, isFetching: query.isFetching }}>
        <Button size="small" onClick={() => void runNow()} disabled={running || !query.data} aria-busy={running || undefined}>
          {running ? <Spinner label="Menjalankan..." /> : 'Jalankan sekarang'}
        </Button>
      </PrivacyHead>
      <p className={styles.lead}>
        Sesuai UU PDP, data pribadi disimpan hanya selama diperlukan. Aturan di bawah dijalankan otomatis setiap hari;
        setiap pemusnahan dicatat di audit log beserta jumlahnya.
      </p>
      <QueryState query={query} skeleton={<Skeleton height={360} />}>
        {(data) => (
          <>
            <div className={styles.rules}>
              {data.rules.map((rule) => (
                <section key={rule.id} className={`${ui.card} ${styles.rule}`} aria-label={rule.label}>
                  <div className={styles.ruleHead}>
                    <h2>{rule.label}</h2>
                    {rule.due === null ? <span className={styles.dueLabel}>Pembersihan rutin</span> : (
                      <span className={styles.stack}>
                        <span className={styles.due}>{rule.due}</span>
                        <span className={styles.dueLabel}>jatuh tempo</span>
                      </span>
                    )}
                  </div>
                  <p>{rule.description}</p>
                </section>
              ))}
            </div>
            <h2 className={styles.section}>Riwayat pemusnahan</h2>
            {data.runs.length === 0 ? <p className={ui.empty}>Belum pernah dijalankan.</p>
              : <DataTable caption="Riwayat pemusnahan" rows={data.runs} columns={RUN_COLUMNS} rowKey={(r) => r.id} />}
          </>
        )}
      </QueryState>
    </>
  );
});

export default RetentionScreen;
