/** Tab 4: the member's service bookings; one still waiting in the outbox shows first, marked 'Tertunda'. */
import { observer } from 'mobx-react-lite';
import type { ServiceHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { HistoryTab } from '../components/history-tab';
import { StatusBadge } from '../components/status-badge';
import type { HistoryColumn } from '../components/history-table';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';

const COLUMNS: ReadonlyArray<HistoryColumn<ServiceHistoryRow>> = [
  { label: 'Booking ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Car Type', render: (r) => r.car_model_type },
  { label: 'Service', render: (r) => r.jenis_service },
  // The dealer's step (issue 10): the label the back office set, e.g. 'Dikonfirmasi'.
  { label: 'Status', render: (r) => <span><StatusBadge status={r.status} /></span> },
];

/** The table, 'No Reservations Yet' when there is nothing. */
export default observer(function ServiceHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'bookingservice');
  useExpireOnUnauthorized(query.error);
  return (
    <HistoryTab id="service-history-title" title="Riwayat Booking Service" newLink={{ href: paths.bookingService.getHref(), label: 'Booking Service Baru' }} query={query} pendingForms={['booking-service']}
      empty="No Reservations Yet" caption="Riwayat booking service" columns={COLUMNS} detailHref={(r) => paths.detailBookingService.getHref(r.id)} />
  );
});
