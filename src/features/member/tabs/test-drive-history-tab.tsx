/** Tab 5: the member's test drives; one still waiting in the outbox shows first, marked 'Tertunda'. */
import { observer } from 'mobx-react-lite';
import type { TestDriveHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { HistoryTab } from '../components/history-tab';
import { StatusBadge } from '../components/status-badge';
import type { HistoryColumn } from '../components/history-table';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';

const COLUMNS: ReadonlyArray<HistoryColumn<TestDriveHistoryRow>> = [
  { label: 'Booking ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Car Type', render: (r) => r.car_type },
  // The dealer's step (issue 10): the label the back office set, e.g. 'Dikonfirmasi'.
  { label: 'Status', render: (r) => <span><StatusBadge status={r.status} /></span> },
];

/** The table, 'No Reservations Yet' when there is nothing. */
export default observer(function TestDriveHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'testdrive');
  useExpireOnUnauthorized(query.error);
  return (
    <HistoryTab id="test-drive-history-title" title="Riwayat Test Drive" newLink={{ href: paths.testDrive.getHref(), label: 'Test Drive Baru' }} query={query} pendingForms={['test-drive']}
      empty="No Reservations Yet" caption="Riwayat test drive" columns={COLUMNS} detailHref={(r) => paths.detailTestDrive.getHref(r.id)} />
  );
});
