/** The money of a stored order: payment type, sub total and booking fee; credit or cash lines as the spec lists them. */
import type { OrderDetail } from '../../../../domain/api';
import { orderPurchase } from '../../../../domain/order-money';
import { Money } from '../../../ui/money';
import { PaymentBadge, Row, Rows } from '../components/parts';
import { LeasingRows } from '../components/leasing-rows';
import styles from '../order.module.css';

/** The payment summary of Detail Order. */
export function OrderSummaryRows({ detail }: { detail: OrderDetail }) {
  const voucher = detail.kode_voucher ? `Potongan Voucher (${detail.kode_voucher})` : '';
  const credit = detail.payment_type === 'kredit';
  // The one rule (domain/purchase.ts): Sub Total is the car and its accessories; on credit the buyer pays the down payment and accessories.
  const extras = detail.accessories_total;
  const purchase = orderPurchase({
    paymentType: detail.payment_type, priceOtr: detail.price_otr, otrAtOrder: detail.harga_otr ?? null, discount: detail.discount,
    uangMuka: detail.uang_muka, accessories: extras,
  });
  const subtotalLabel = extras?.total ? 'Sub Total (mobil + aksesori)' : 'Sub Total';
  return (
    <Rows>
      <Row label="Jenis Pembayaran"><PaymentBadge type={detail.payment_type} /></Row>
      {credit ? (
        <>
          <Row label={subtotalLabel}><Money value={detail.subtotal} /></Row>
          <Row label="Uang Muka"><Money value={detail.uang_muka} /></Row>
          {extras?.total ? <Row label="Uang Muka + Aksesori"><Money value={purchase.first_payment + purchase.paid_apart} /></Row> : null}
          <Row label="Tenor">{detail.tenor ?? '-'}x</Row>
          <LeasingRows leasing={detail.leasing} />
          <Row label="Angsuran"><Money value={detail.angsuran} /></Row>
          {voucher ? <Row label={voucher}><span className={styles.nowrap}>- <Money value={detail.discount} /></span></Row> : null}
          {detail.angsuran_promo ? <Row label="Total Angsuran"><Money value={detail.angsuran_promo} /></Row> : null}
        </>
      ) : (
        <>
          {voucher ? <Row label={voucher}><span className={styles.nowrap}>- <Money value={detail.discount} /></span></Row> : null}
          <Row label={subtotalLabel}><Money value={detail.subtotal} /></Row>
        </>
      )}
      <Row label="Booking Fee" total><Money value={detail.booking_fee} /></Row>
    </Rows>
  );
}
