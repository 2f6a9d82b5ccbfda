/** The money of a placed order as the server computed it: cash total and promo, or credit down payment, tenor and instalments. */
import type { OrderResult } from '../../../../domain/api';
import { orderPrice } from '../../../../domain/price';
import { orderPurchase } from '../../../../domain/order-money';
import { CarPrice } from '../../../ui/car-price';
import { Money } from '../../../ui/money';
import { Row, Rows } from '../components/parts';
import { LeasingRows } from '../components/leasing-rows';
import styles from '../order.module.css';

/** The cost rows of Order_info; the car's cost shows its OTR struck when a discount price applied. */
export function OrderCostRows({ result }: { result: OrderResult }) {
  const promo = Boolean(result.kode_voucher);
  const price = <CarPrice price={orderPrice(result.harga_otr, result.biaya_mobil)} />;
  // The one rule (domain/purchase.ts): grand_total is the car and its accessories.
  const extras = result.accessories_total;
  const purchase = orderPurchase({
    paymentType: result.payment_type, priceOtr: result.biaya_mobil, otrAtOrder: result.harga_otr, discount: result.potongan, uangMuka: result.uang_muka, accessories: extras,
  });
  const accessoryRows = extras?.total ? <Row label="Aksesori"><Money value={extras.total} /></Row> : null;
  if (result.payment_type === 'kredit') {
    const withPromo = promo && result.angsuran_promo > 0;
    return (
      <Rows>
        <Row label="Total Biaya Mobil">{price}</Row>
        {accessoryRows}
        {extras?.total ? <Row label="Total Pembelian"><Money value={result.grand_total} /></Row> : null}
        <Row label="Uang Muka"><Money value={result.uang_muka} /></Row>
        {extras?.total ? <Row label="Uang Muka + Aksesori" total><Money value={purchase.first_payment + purchase.paid_apart} /></Row> : null}
        <Row label="Tenor">{result.tenor ?? '-'}x</Row>
        <LeasingRows leasing={result.leasing} />
        <Row label="Angsuran per Bulan">{withPromo ? <Money value={result.angsuran} struck struckLabel="Angsuran normal" className={styles.struck} /> : <Money value={result.angsuran} />}</Row>
        {withPromo ? <Row label="Kode Promo">{result.kode_voucher}</Row> : null}
        {withPromo ? <Row label="Angsuran dengan Promo" total><Money value={result.angsuran_promo} /></Row> : null}
      </Rows>
    );
  }
  return (
    <Rows>
      <Row label="Total Biaya Mobil" total={!promo && !extras?.total}>{price}</Row>
      {promo ? <Row label="Kode Promo">{result.kode_voucher}</Row> : null}
      {promo ? <Row label="Potongan"><span className={styles.nowrap}>- <Money value={result.potongan} /></span></Row> : null}
      {accessoryRows}
      {promo || extras?.total ? <Row label="Grand Total" total><Money value={purchase.grand_total} /></Row> : null}
    </Rows>
  );
}
