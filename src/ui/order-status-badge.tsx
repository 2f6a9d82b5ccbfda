/** An order's payment status: 'Paid' green; anything else shows as 'Unpaid' yellow (spec section 4). */
import { ORDER_STATUSES } from '../../domain/constants';
import styles from './order-status-badge.module.css';

const [PAID, UNPAID] = ORDER_STATUSES;

/** The Paid / Unpaid badge of the order history and the order detail. */
export function OrderStatusBadge({ status }: { status: string }) {
  const paid = status === PAID;
  return <span className={`${styles.badge} ${paid ? styles.paid : styles.unpaid}`}>{paid ? PAID : UNPAID}</span>;
}

/** True for an order not paid yet (the payment form offers only these). */
export const isUnpaid = (status: string): boolean => status !== PAID;
