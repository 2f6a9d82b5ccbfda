/** The money of a placed order as the server computed it: cash total and promo, or credit down payment, tenor and instalments. */
import type { OrderResult } from '../../../../domain/api';
import { orderPrice } from '../../../../domain/price';
import { CarPrice } from '../../../ui/car-price';
import { Money } from '../../../ui/money';
import { Row, Rows } from '../components/parts';
import styles from '../order.module.css';

/** The cost rows of Order_info; the car's cost shows its OTR struck when a discount price applied. */
export function OrderCostRows({ result }: { result: OrderResult }) {
  const promo = Boolean(result.kode_voucher);
  const price = <CarPrice price={orderPrice(result.harga_otr, result.biaya_mobil)} />;
  if (result.payment_type === 'kredit') {
    const withPromo = promo && result.angsuran_promo > 0;
    return (
      <Rows>
        <Row label="Total Biaya Mobil">{price}</Row>
        <Row label="Uang Muka"><Money value={result.uang_muka} /></Row>
        <Row label="Tenor">{result.tenor ?? '-'}x</Row>
        <Row label="Angsuran per Bulan">{withPromo ? <Money value={result.angsuran} struck struckLabel="Angsuran normal" className={styles.struck} /> : <Money value={result.angsuran} />}</Row>
        {withPromo ? <Row label="Kode Promo">{result.kode_voucher}</Row> : null}
        {withPromo ? <Row label="Angsuran dengan Promo" total><Money value={result.angsuran_promo} /></Row> : null}
      </Rows>
    );
  }
  return (
    <Rows>
      <Row label="Total Biaya Mobil" total={!promo}>{price}</Row>
      {promo ? <Row label="Kode Promo">{result.kode_voucher}</Row> : null}
      {promo ? <Row label="Potongan"><span className={styles.nowrap}>- <Money value={result.potongan} /></span></Row> : null}
      {promo ? <Row label="Grand Total" total><Money value={result.grand_total} /></Row> : null}
    </Rows>
  );
}
