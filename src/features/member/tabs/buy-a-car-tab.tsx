/** Dashboard tab 3 Buy a Car: the member's booking orders with payment status and a link to each order's detail. */
import { observer } from 'mobx-react-lite';
import type { OrderHistoryRow } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useOrderHistory } from '../../../data/repositories/order-member';
import { useStores } from '../../../stores/stores-context';
import { Money } from '../../../ui/money';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { HistoryTab } from '../components/history-tab';
import type { HistoryColumn } from '../components/history-table';

const COLUMNS: ReadonlyArray<HistoryColumn<OrderHistoryRow>> = [
  { label: 'Order ID', render: (r) => r.booking_id },
  { label: 'Car Model', render: (r) => r.car_model },
  { label: 'Car Category', render: (r) => r.car_category },
  { label: 'Date', render: (r) => formatDateId(r.booking_date) },
  { label: 'Total', render: (r) => <Money value={r.booking_fee} /> },
  { label: 'Payment Status', render: (r) => <OrderStatusBadge status={r.status} /> },
];

/** Tab 3 (dashboard-tabs.ts); a payment confirmation still waiting in the outbox shows first, marked 'Tertunda'. */
export default observer(function BuyACarTab() {
  const { session } = useStores();
  const query = useOrderHistory(session);
  return (
    <HistoryTab id="order-history-title" title="Riwayat Buy a Car" newLink={{ href: paths.order.getHref(), label: 'Pesan Mobil' }} query={query}
      pendingForms={['payment-confirmation']} empty="No data" caption="Riwayat pemesanan mobil" columns={COLUMNS}
      detailHref={(r) => paths.detailBookingOrder.getHref(r.id)} detailLabel={(r) => `Detail ${r.booking_id}`} />
  );
});
