/** The chosen car and branch with the total car cost, its OTR struck when discounted (steps 4 and 5). */
import { observer } from 'mobx-react-lite';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Image } from '../../../ui/image';
import { CarPrice } from '../../../ui/car-price';
import { Row, Rows } from '../components/parts';
import styles from './payment.module.css';
import { wizardPrice } from './wizard-price';

/** Car, branch and total. */
export const CarSummary = observer(function CarSummary({ showImage = true }: { showImage?: boolean }) {
  const order = useOrderStore();
  const { labels, type, colour, values } = order;
  return (
    <section className={styles.summary} aria-label="Ringkasan mobil">
      <div className={styles.summaryHead}>
        {showImage && (colour?.image ?? type?.image) ? <Image src={colour?.image ?? type!.image} alt="" width={120} height={75} /> : null}
        <p className={styles.summaryName}>{[labels.car_model, type?.car_type_name].filter(Boolean).join(' ')}</p>
      </div>
      <Rows>
        <Row label="Kategori">{labels.car_category}</Row>
        <Row label="Transmisi">{values.car_transmission}</Row>
        <Row label="Warna">{colour?.color_name}</Row>
        <Row label="Dealer">{[labels.cabang_id, labels.kota_cabang].filter(Boolean).join(', ')}</Row>
        <Row label="Total Biaya Mobil" total><CarPrice price={wizardPrice(type)} /></Row>
      </Rows>
    </section>
  );
});
