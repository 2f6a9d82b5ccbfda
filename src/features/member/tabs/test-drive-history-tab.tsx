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
  // The appointment first (what the member plans around), the day it was sent beside it (issue 30.7).
  {
    label: 'Date',
    render: (r) => (r.testdrive_date ? (
      <span>{formatDateId(r.testdrive_date)}{r.testdrive_time ? `, ${r.testdrive_time}` : ''}<br /><small>Dikirim {formatDateId(r.booking_date)}</small></span>
    ) : formatDateId(r.booking_date)),
  },
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
