/** Small pieces the order screens share: the payment badge, label/value rows and the buyer's rows. */
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

/** Who ordered: Order_info's answer and Detail Order's stored order; province and city where it has them. */
export interface Buyer { name: string; email: string; phone: string; province?: string; city?: string; address: string }

/** The buyer's contact rows. */
export function BuyerRows({ buyer }: { buyer: Buyer }) {
  return (
    <Rows>
      <Row label="Nama">{buyer.name}</Row>
      <Row label="Email">{buyer.email}</Row>
      <Row label="No. Telepon">{buyer.phone}</Row>
      {buyer.province ? <Row label="Provinsi">{buyer.province}</Row> : null}
      {buyer.city ? <Row label="Kota">{buyer.city}</Row> : null}
      <Row label="Alamat">{buyer.address}</Row>
    </Rows>
  );
}
