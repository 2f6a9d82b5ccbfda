/**
 * Order_info: the booking just placed, the buyer, the verification and booking-fee notes, and the way
 * on to paying the booking fee (Order_success). It reads as placed, not as a draft to check: the order
 * already exists when this screen shows (docs/orders.md, "Wording after placing").
 */
import { observer } from 'mobx-react-lite';
import type { OrderResult } from '../../../../domain/api';
import { formatDateId, formatDateTimeId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { ButtonLink } from '../../../ui/button';
import { Money } from '../../../ui/money';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { NoOrder } from '../components/no-order';
import { OrderPage } from '../components/order-page';
import { BuyerRows, PaymentBadge, Row, Rows } from '../components/parts';
import { useLastOrder } from '../components/use-last-order';
import styles from '../order.module.css';
import info from './info.module.css';
import { costOfResult, OrderCostRows } from '../components/order-cost-rows';
import { AccessoryLines, ReservationNote } from '../components/reservation-note';

function OrderDetails({ result }: { result: OrderResult }) {
  return (
    <div className={info.layout}>
      <section className={styles.section} aria-label="Detail pesanan">
        <div className={info.head}>
          <p className={info.orderId}>{result.order_id}</p>
          <PaymentBadge type={result.payment_type} />
        </div>
        <Rows>
          <Row label="Tanggal">{formatDateId(result.tanggal)}</Row>
          <Row label="Kategori Mobil">{result.car_category}</Row>
          <Row label="Model Mobil">{result.car_model}</Row>
          <Row label="Transmisi">{result.car_transmission}</Row>
          <Row label="Tipe Mobil">{result.car_type}</Row>
          <Row label="Warna">{result.car_color}</Row>
          <Row label="Cabang">{result.cabang}</Row>
        </Rows>
        <ReservationNote reservation={result.reservation} />
        <h2 className={styles.sectionTitle}>Rincian Biaya</h2>
        <OrderCostRows cost={costOfResult(result)} />
        <AccessoryLines accessories={result.accessories} totals={result.accessories_total} />
      </section>
      <aside className={info.side} aria-label="Data pemesan">
        <h2 className={styles.sectionTitle}>Data Pemesan</h2>
        <BuyerRows buyer={{ name: result.full_name, email: result.member_email, phone: result.phone, address: result.address }} />
        <p className={styles.note}>Pembayaran Anda akan diverifikasi dalam 1 x 24 jam oleh sales representative kami.</p>
        <p className={styles.note}>
          Booking fee sebesar <strong><Money value={result.bookingfee} /></strong> merupakan uang tanda jadi (deposit) pembelian mobil Anda.
        </p>
        <ul className={info.notes}>
          <li>*Syarat dan Ketentuan</li>
          <li>*Harga berlaku periode bulan berjalan</li>
        </ul>
        <ButtonLink to={paths.orderSuccess.getHref()} block className={info.cta}>BAYAR BOOKING FEE</ButtonLink>
      </aside>
    </div>
  );
}

/** What happened and what comes next: the order is placed; the booking fee is due by its time. */
function PlacedIntro({ result }: { result: OrderResult }) {
  const payBy = formatDateTimeId(result.bayar_sebelum);
  return (
    <>
      Pesanan <strong>{result.order_id}</strong> sudah kami terima. Langkah berikutnya: bayar booking fee
      {payBy ? <> sebelum <strong>{payBy}</strong></> : null} agar mobil pilihan Anda kami siapkan.
    </>
  );
}

const OrderInfoScreen = observer(function OrderInfoScreen() {
  useDocumentTitle('Booking Order Diterima');
  const { isRestored, result } = useLastOrder();
  return (
    <OrderPage title="Booking Order Diterima" intro={result ? <PlacedIntro result={result} /> : undefined}>
      <div className={styles.card}>
        {!isRestored ? (
          <LoadingRegion label="Memuat pesanan..."><Skeleton height={320} /></LoadingRegion>
        ) : result ? <OrderDetails result={result} /> : <NoOrder />}
      </div>
    </OrderPage>
  );
});

/** The /order-info route's screen. */
export default OrderInfoScreen;
