/** Detail Order's money after the booking fee (issue 30.4): 'Booking fee lunas · sisa Rp ...', the next step, payments received and the order's later facts. */
import type { OrderMoneyView } from '../../../../domain/order-money';
import { formatDateId } from '../../../../domain/money';
import { Money } from '../../../ui/money';
import { Row, Rows } from '../components/parts';
import styles from '../order.module.css';
import d from './detail.module.css';

export function OrderMoneySection({ money }: { money: OrderMoneyView }) {
  const settled = money.booking_fee_paid;
  return (
    <section className={styles.section} aria-labelledby="order-money-title">
      <h2 id="order-money-title" className={styles.sectionTitle}>Pembayaran &amp; Progres</h2>
      <p className={d.moneySummary} data-settled={settled || undefined}>{money.summary}</p>
      {money.next_step ? <p className={styles.note}><strong>Langkah berikutnya:</strong> {money.next_step}</p> : null}
      <div className={d.columns}>
        <div>
          <Rows>
            <Row label="Total harga mobil"><Money value={money.total} /></Row>
            {money.leasing ? (
              <>
                <Row label="Uang muka (termasuk booking fee)"><Money value={money.buyer.due} /></Row>
                <Row label="Sisa uang muka"><Money value={money.buyer.remaining} /></Row>
                <Row label="Dibayar leasing"><Money value={money.leasing.due} /></Row>
              </>
            ) : null}
            <Row label="Sudah dibayar"><Money value={money.paid} /></Row>
            <Row label="Sisa" total><Money value={money.remaining} /></Row>
          </Rows>
        </div>
        <div>
          <h3 className={d.subTitle}>Pembayaran diterima</h3>
          {money.payments.length ? (
            <ul className={d.payments}>
              {money.payments.map((p, i) => (
                <li key={i}>
                  <span><strong>{p.label}</strong><span className={d.muted}>{formatDateId(p.paid_on)}</span></span>
                  <Money value={p.amount} />
                </li>
              ))}
            </ul>
          ) : <p className={d.muted}>Belum ada pembayaran.</p>}
          {money.fact_rows.length ? (
            <>
              <h3 className={d.subTitle}>Progres pesanan</h3>
              <Rows>{money.fact_rows.map((r) => <Row key={r.label} label={r.label}>{r.value}</Row>)}</Rows>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
