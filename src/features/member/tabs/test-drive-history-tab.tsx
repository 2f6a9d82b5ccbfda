/** Tab 5: the member's test drives. */
import { observer } from 'mobx-react-lite';
import type { TestDriveHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../app/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { ButtonLink } from '../../../ui/button';
import { HistorySkeleton, HistoryTable, type HistoryColumn } from '../components/history-table';
import { QueryState } from '../components/query-state';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import styles from './tab.module.css';

const COLUMNS: ReadonlyArray<HistoryColumn<TestDriveHistoryRow>> = [
  { label: 'Booking ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Car Type', render: (r) => r.car_type },
];

/** The test-drive table, 'No Reservations Yet' when empty. */
export default observer(function TestDriveHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'testdrive');
  useExpireOnUnauthorized(query.error);
  return (
    <section aria-labelledby="test-drive-history-title">
      <div className={styles.head}>
        <h2 id="test-drive-history-title" className={styles.title}>
          Riwayat Test Drive
        </h2>
        <ButtonLink to={paths.testDrive.getHref()} variant="secondary" size="small">
          Test Drive Baru
        </ButtonLink>
      </div>
      <QueryState query={query} skeleton={<HistorySkeleton />} empty="No Reservations Yet" isEmpty={(rows) => rows.length === 0}>
        {(rows) => <HistoryTable caption="Riwayat test drive" rows={rows} columns={COLUMNS} detailHref={(r) => paths.detailTestDrive.getHref(r.id)} />}
      </QueryState>
    </section>
  );
});
