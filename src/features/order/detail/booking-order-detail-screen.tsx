/** Detail_booking_order: one of the member's orders (heading Detail Order); 404 for an unknown or another member's id. */
import { DASHBOARD_TAB } from '../../../../domain/constants';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import type { OrderDetail } from '../../../../domain/api';
import { formatDateId } from '../../../../domain/money';
import { orderPrice } from '../../../../domain/price';
import { paths } from '../../../lib/paths';
import { useOrderDetail } from '../../../data/repositories/order-member';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStores } from '../../../stores/stores-context';
import { ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { failureStatus } from '../../../ui/load-failure';
import { CarPrice } from '../../../ui/car-price';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { OrderPage } from '../components/order-page';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { QueryState } from '../../../ui/query-state';
import { memberHistorySteps, Timeline } from '../../../ui/timeline';
import { BuyerRows } from '../components/parts';
import history from '../../../ui/record-table.module.css';
import styles from '../order.module.css';
import d from './detail.module.css';
import { AccessoryLines, ReservationNote } from '../components/reservation-note';
import { OrderMoneySection } from './order-money-section';
import { costOfDetail, OrderCostRows } from '../components/order-cost-rows';

function Detail({ detail }: { detail: OrderDetail }) {
  return (
    <div className={styles.stack}>
      <div className={d.head}>
        <div>
          <p className={d.id}>{detail.booking_id}</p>
          <p className={d.date}>Tanggal booking: {formatDateId(detail.booking_date)}</p>
        </div>
        <div className={d.badge}>
          <span className={d.date}>Booking fee</span>
          <OrderStatusBadge status={detail.status} />
        </div>
      </div>
      <section className={styles.section} aria-labelledby="order-car-title">
        <h2 id="order-car-title" className={styles.sectionTitle}>Mobil</h2>
        <table className={history.table}>
          <thead>
            <tr><th scope="col">Car Model</th><th scope="col">Color</th><th scope="col">Type</th><th scope="col">Price</th><th scope="col">Branch</th></tr>
          </thead>
          <tbody>
            <tr>
              <td data-label="Car Model" className={history.first}>{detail.car_model}</td>
              <td data-label="Color">{detail.car_color}</td>
              <td data-label="Type">{detail.car_type}</td>
              <td data-label="Price"><CarPrice price={orderPrice(detail.harga_otr, detail.price_otr)} /></td>
              <td data-label="Branch">{detail.branch_name}</td>
            </tr>
          </tbody>
        </table>
        <ReservationNote reservation={detail.reservation} />
      </section>
      <div className={d.columns}>
        <section aria-labelledby="order-member-title">
          <h2 id="order-member-title" className={styles.sectionTitle}>Data Member</h2>
          <BuyerRows buyer={{ name: detail.name, email: detail.email, phone: detail.phone, province: detail.province_name, city: detail.city_name, address: detail.address }} />
        </section>
        <section aria-labelledby="order-summary-title">
          <h2 id="order-summary-title" className={styles.sectionTitle}>Ringkasan Pembayaran</h2>
          <OrderCostRows cost={costOfDetail(detail)} withPaymentType />
          <AccessoryLines accessories={detail.accessories} totals={detail.accessories_total} />
        </section>
      </div>
      {detail.money ? <OrderMoneySection money={detail.money} /> : null}
      {detail.timeline?.length ? (
        <section aria-labelledby="order-timeline-title">
          <h2 id="order-timeline-title" className={styles.sectionTitle}>Riwayat Status{detail.stage_label ? `: ${detail.stage_label}` : ''}</h2>
          <Timeline steps={memberHistorySteps(detail.timeline)} label={`Riwayat status ${detail.booking_id}`} />
        </section>
      ) : null}
    </div>
  );
}

/** The route's screen. */
export default observer(function BookingOrderDetailScreen() {
  useDocumentTitle('Detail Order');
  const { id } = useParams();
  const { session } = useStores();
  const query = useOrderDetail(id, session);
  let content;
  if (!session.isLoggedIn) {
    content = (
      <div className={styles.section}>
        <p className={styles.note}>Silakan login sebagai member untuk melihat detail order.</p>
        <div><ButtonLink to={paths.home.getHref()} variant="secondary">Kembali ke Beranda</ButtonLink></div>
      </div>
    );
  } else if (failureStatus(query.error) === 404) {
    content = (
      <div className={styles.stack}>
        <EmptyState text="Order tidak ditemukan" />
        <div><ButtonLink to={paths.dashboardMember.getHref(DASHBOARD_TAB.orders)} variant="secondary">Riwayat Buy a Car</ButtonLink></div>
      </div>
    );
  } else {
    const skeleton = <LoadingRegion label="Memuat detail order..."><Skeleton height={48} width="50%" /><Skeleton height={320} /></LoadingRegion>;
    content = <QueryState query={query} skeleton={skeleton}>{(detail) => <Detail detail={detail} />}</QueryState>;
  }
  return (
    <OrderPage title="Detail Order" eyebrow="Member Area">
      <div className={styles.card}>{content}</div>
    </OrderPage>
  );
});
