/** Dashboard tab 3 Buy a Car: the member's booking orders with payment status and a link to each order's detail. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../app/paths';
import { useOrderHistory } from '../../../data/repositories/order-member';
import { useStores } from '../../../stores/stores-context';
import { buttonClass, ButtonLink } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Money } from '../../../ui/money';
import { Skeleton } from '../../../ui/skeleton';
import { MemberQueryState } from '../components/member-query-state';
import { StatusBadge } from '../components/parts';
import styles from './history.module.css';

const COLUMNS = ['Order ID', 'Car Model', 'Car Category', 'Date', 'Total', 'Payment Status'] as const;

const HistorySkeleton = () => (
  <div className={styles.skeleton} aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height={56} />)}</div>
);

/** Tab 3 (dashboard-tabs.ts). */
export default observer(function BuyACarTab() {
  const { session } = useStores();
  const query = useOrderHistory(session);
  return (
    <section aria-labelledby="order-history-title">
      <div className={styles.head}>
        <h2 id="order-history-title" className={styles.title}>Riwayat Buy a Car</h2>
        <ButtonLink to={paths.order.getHref()} variant="secondary" size="small">Pesan Mobil</ButtonLink>
      </div>
      <MemberQueryState query={query} skeleton={<HistorySkeleton />}>
        {(rows) => rows.length === 0 ? <EmptyState text="No data" /> : (
          <div className={styles.scroll}><table className={styles.table}>
            <caption className="visually-hidden">Riwayat pemesanan mobil</caption>
            <thead>
              <tr>{COLUMNS.map((c) => <th key={c} scope="col">{c}</th>)}<th scope="col" className={styles.actionHead}>Action</th></tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td data-label="Order ID" className={styles.first}>{r.booking_id}</td>
                  <td data-label="Car Model">{r.car_model}</td>
                  <td data-label="Car Category">{r.car_category}</td>
                  <td data-label="Date">{formatDateId(r.booking_date)}</td>
                  <td data-label="Total" className={styles.nowrap}><Money value={r.booking_fee} /></td>
                  <td data-label="Payment Status"><StatusBadge status={r.status} /></td>
                  <td className={styles.action}>
                    <Link to={paths.detailBookingOrder.getHref(r.id)} className={buttonClass({ variant: 'secondary', size: 'small' })} aria-label={`Detail ${r.booking_id}`}>Detail</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table></div>
        )}
      </MemberQueryState>
    </section>
  );
});
