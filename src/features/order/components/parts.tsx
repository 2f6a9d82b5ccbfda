/** Small pieces the order screens share: the payment badge and label/value rows. */
import type { ReactNode } from 'react';
import styles from '../order.module.css';

/** CASH or KREDIT. */
export function PaymentBadge({ type }: { type: string }) {
  const credit = type === 'kredit' || type === 'credit';
  return <span className={`${styles.badge} ${credit ? styles.kredit : styles.cash}`}>{credit ? 'KREDIT' : 'CASH'}</span>;
}

/** A label/value list. */
export function Rows({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={[styles.rows, className].filter(Boolean).join(' ')}>{children}</dl>;
}

/** One row of `Rows`; `total` highlights the amount to pay. */
export function Row({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={[styles.row, total && styles.total].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
