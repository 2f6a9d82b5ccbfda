/**
 * The money of a placed order as rows, one set for Order_info (the answer to placing it) and the
 * member's Detail Order (the stored order): the car's price (its OTR struck when a discount price
 * applied), the voucher, accessories, the total, credit's down payment, tenor, leasing partner and
 * instalments, and the booking fee.
 */
import type { AccessoryTotals } from '../../../../domain/accessories';
import type { OrderDetail, OrderResult } from '../../../../domain/api';
import type { OrderLeasing } from '../../../../domain/order-credit';
import { orderPurchase } from '../../../../domain/order-money';
import { orderPrice } from '../../../../domain/price';
import { CarPrice } from '../../../ui/car-price';
import { Money } from '../../../ui/money';
import { LeasingRows } from './leasing-rows';
import { PaymentBadge, Row, Rows } from './parts';
import styles from '../order.module.css';

/** A placed order's figures under one set of names, whichever answer they came in. */
export interface OrderCost {
  paymentType: string;
  /** What the order charges for the car (the discount price when there was one). */
  price: number;
  /** The type's OTR when ordered; absent in records kept from before. */
  otr: number | null;
  /** '' without a voucher. */
  voucher: string;
  /** Cash: off the price; credit: off each instalment. */
  discount: number;
  /** The car (cash: less the voucher) and its accessories. */
  grandTotal: number;
  uangMuka: number;
  tenor: number | null;
  angsuran: number;
  angsuranPromo: number;
  bookingFee: number;
  accessories?: AccessoryTotals;
  leasing?: OrderLeasing | null;
}

/** Order_info's answer. */
export const costOfResult = (r: OrderResult): OrderCost => ({
  paymentType: r.payment_type, price: r.biaya_mobil, otr: r.harga_otr, voucher: r.kode_voucher, discount: r.potongan,
  grandTotal: r.grand_total, uangMuka: r.uang_muka, tenor: r.tenor, angsuran: r.angsuran, angsuranPromo: r.angsuran_promo,
  bookingFee: r.bookingfee, accessories: r.accessories_total, leasing: r.leasing,
});

/** Detail Order's answer. */
export const costOfDetail = (d: OrderDetail): OrderCost => ({
  paymentType: d.payment_type, price: d.price_otr, otr: d.harga_otr ?? null, voucher: d.kode_voucher, discount: d.discount,
  grandTotal: d.subtotal, uangMuka: d.uang_muka, tenor: d.tenor, angsuran: d.angsuran, angsuranPromo: d.angsuran_promo,
  bookingFee: d.booking_fee, accessories: d.accessories_total, leasing: d.leasing,
});

interface OrderCostRowsProps {
  cost: OrderCost;
  /** A first row with the CASH / KREDIT badge, for a screen that shows it nowhere else. */
  withPaymentType?: boolean;
}

export function OrderCostRows({ cost, withPaymentType = false }: OrderCostRowsProps) {
  const credit = cost.paymentType === 'kredit';
  const extras = cost.accessories?.total ? cost.accessories : undefined;
  const price = <CarPrice price={orderPrice(cost.otr, cost.price)} />;
  const voucherRow = cost.voucher ? (
    <Row label={`Potongan Voucher (${cost.voucher})`}><span className={styles.nowrap}>- <Money value={cost.discount} /></span></Row>
  ) : null;
  const accessoryRow = extras ? <Row label="Aksesori"><Money value={extras.total} /></Row> : null;
  const bookingFee = <Row label="Booking Fee"><Money value={cost.bookingFee} /></Row>;
  const typeRow = withPaymentType ? <Row label="Jenis Pembayaran"><PaymentBadge type={cost.paymentType} /></Row> : null;

  if (!credit) {
    const withTotal = Boolean(cost.voucher || extras);
    return (
      <Rows>
        {typeRow}
        <Row label="Total Biaya Mobil" total={!withTotal}>{price}</Row>
        {voucherRow}
        {accessoryRow}
        {withTotal ? <Row label="Grand Total" total><Money value={cost.grandTotal} /></Row> : null}
        {bookingFee}
      </Rows>
    );
  }
  // The one rule (domain/purchase.ts): on credit the buyer pays the down payment and the accessories.
  const purchase = orderPurchase({
    paymentType: 'kredit', priceOtr: cost.price, otrAtOrder: cost.otr, discount: cost.discount, uangMuka: cost.uangMuka, accessories: extras,
  });
  const withPromo = Boolean(cost.voucher) && cost.angsuranPromo > 0;
  return (
    <Rows>
      {typeRow}
      <Row label="Total Biaya Mobil">{price}</Row>
      {accessoryRow}
      {extras ? <Row label="Total Pembelian"><Money value={cost.grandTotal} /></Row> : null}
      <Row label="Uang Muka"><Money value={cost.uangMuka} /></Row>
      {extras ? <Row label="Uang Muka + Aksesori" total><Money value={purchase.first_payment + purchase.paid_apart} /></Row> : null}
      <Row label="Tenor">{cost.tenor ?? '-'}x</Row>
      <LeasingRows leasing={cost.leasing} />
      <Row label="Angsuran per Bulan">
        {withPromo ? <Money value={cost.angsuran} struck struckLabel="Angsuran normal" className={styles.struck} /> : <Money value={cost.angsuran} />}
      </Row>
      {voucherRow}
      {withPromo ? <Row label="Angsuran dengan Promo" total><Money value={cost.angsuranPromo} /></Row> : null}
      {bookingFee}
    </Rows>
  );
}
