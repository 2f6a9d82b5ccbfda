/** Tab 4: the member's service bookings. */
import { observer } from 'mobx-react-lite';
import type { ServiceHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../app/paths';
import { useMemberHistory } from '../../../data/repositories/member';
import { ButtonLink } from '../../../ui/button';
import { HistorySkeleton, HistoryTable, type HistoryColumn } from '../components/history-table';
import { QueryState } from '../components/query-state';
import { useExpireOnUnauthorized, useMemberAuth } from '../session/use-member';
import styles from './tab.module.css';

const COLUMNS: ReadonlyArray<HistoryColumn<ServiceHistoryRow>> = [
  { label: 'Booking ID', render: (r) => r.booking_id },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Branch', render: (r) => r.branch_name },
  { label: 'Car Type', render: (r) => r.car_model_type },
  { label: 'Service', render: (r) => r.jenis_service },
];

/** The service-booking table, 'No Reservations Yet' when empty. */
export default observer(function ServiceHistoryTab() {
  const query = useMemberHistory(useMemberAuth(), 'bookingservice');
  useExpireOnUnauthorized(query.error);
  return (
    <section aria-labelledby="service-history-title">
      <div className={styles.head}>
        <h2 id="service-history-title" className={styles.title}>
          Riwayat Booking Service
        </h2>
        <ButtonLink to={paths.bookingService.getHref()} variant="secondary" size="small">
          Booking Service Baru
        </ButtonLink>
      </div>
      <QueryState query={query} skeleton={<HistorySkeleton />} empty="No Reservations Yet" isEmpty={(rows) => rows.length === 0}>
        {(rows) => <HistoryTable caption="Riwayat booking service" rows={rows} columns={COLUMNS} detailHref={(r) => paths.detailBookingService.getHref(r.id)} />}
      </QueryState>
    </section>
  );
});
