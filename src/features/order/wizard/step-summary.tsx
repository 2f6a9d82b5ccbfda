/** Step 5 Ringkasan: buyer, car and branch, cost or credit details, the preview image and the booking fee. */
import { observer } from 'mobx-react-lite';
import { useOrderBank } from '../../../data/repositories/order';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Image } from '../../../ui/image';
import { CarPrice } from '../../../ui/car-price';
import { Money } from '../../../ui/money';
import { PaymentBadge, Row, Rows } from '../components/parts';
import styles from '../order.module.css';
import { CarSummary } from './car-summary';
import tiles from './tiles.module.css';
import { wizardPrice } from './wizard-price';
import { WizardStockNote } from './stock-note';
import { AccessoryRows } from './accessory-picker';
import { purchaseTotals } from '../../../../domain/purchase';
import { LeasingRows } from '../components/leasing-rows';

const CostRows = observer(function CostRows() {
  const order = useOrderStore();
  const price = wizardPrice(order.type);
  const carCost = <Row label="Total Biaya Mobil"><CarPrice price={price} /></Row>;
  const extras = order.accessoryTotals;
  const accessoryRow = extras.total ? <Row label="Aksesori"><Money value={extras.total} /></Row> : null;
  if (order.values.payment_type === 'cash') {
    const promo = order.promo.promos.cash.result;
    // The one rule (domain/purchase.ts), as the server stores grand_total.
    const purchase = purchaseTotals({ paymentType: 'cash', price: price.price, voucher: promo?.potongan, accessories: extras });
    return (
      <Rows>
        {carCost}
        {promo ? <Row label="Kode Promo">{promo.promotion_code}</Row> : null}
        {promo ? <Row label="Potongan"><span className={styles.nowrap}>- <Money value={promo.potongan} /></span></Row> : null}
        {accessoryRow}
        <Row label="Total Bayar" total><Money value={purchase.grand_total} /></Row>
      </Rows>
    );
  }
  const promo = order.promo.promos.kredit.result;
  const purchase = purchaseTotals({ paymentType: 'kredit', price: price.price, downPayment: order.credit.uangMuka, accessories: extras });
  return (
    <Rows>
      {carCost}
      {accessoryRow}
      {extras.total ? <Row label="Total Pembelian"><Money value={purchase.grand_total} /></Row> : null}
      <Row label="Uang Muka"><Money value={order.credit.uangMuka} /></Row>
      {extras.total ? <Row label="Uang Muka + Aksesori" total><Money value={purchase.first_payment + purchase.paid_apart} /></Row> : null}
      <Row label="Tenor">{order.credit.tenor}x</Row>
      <LeasingRows leasing={order.quote?.ok ? order.quote.quote : null} />
      <Row label="Angsuran per Bulan">{promo ? <Money value={order.angsuran} struck struckLabel="Angsuran normal" className={styles.struck} /> : <Money value={order.angsuran} />}</Row>
      {promo ? <Row label="Kode Promo">{promo.promotion_code}</Row> : null}
      {promo ? <Row label="Angsuran dengan Promo" total><Money value={promo.angsuran_promo} /></Row> : null}
    </Rows>
  );
});

/** Step 5. */
export const StepSummary = observer(function StepSummary() {
  const order = useOrderStore();
  const bank = useOrderBank();
  const v = order.formValues;
  const image = order.colour?.image ?? order.type?.image;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Ringkasan Pesanan</h2>
      {image ? (
        <figure className={tiles.preview}>
          <Image src={image} alt={`${order.labels.car_model} ${order.type?.car_type_name ?? ''} ${order.colour?.color_name ?? ''}`} width={560} height={350} priority />
        </figure>
      ) : null}
      <div className={`${styles.grid} ${styles.gridTop}`}>
        <div>
          <CarSummary showImage={false} />
          <WizardStockNote />
        </div>
        <div>
          <h3 className={styles.sectionTitle}>Pembayaran <PaymentBadge type={order.values.payment_type} /></h3>
          <CostRows />
          <AccessoryRows />
        </div>
        <div>
          <h3 className={styles.sectionTitle}>Pemesan</h3>
          <Rows>
            <Row label="Nama">{v.name}</Row>
            <Row label="Email">{v.email}</Row>
            <Row label="No. Telepon">{v.phone}</Row>
          </Rows>
        </div>
        <p className={styles.note}>
          Tekan Booking Fee untuk mengirim pesanan. Booking fee{bank.data?.bookingfee ? <> sebesar <strong><Money value={bank.data.bookingfee} /></strong></> : null} dibayar
          sebagai uang tanda jadi pembelian; harga dihitung ulang oleh server saat pesanan dikirim.
        </p>
      </div>
    </div>
  );
});
