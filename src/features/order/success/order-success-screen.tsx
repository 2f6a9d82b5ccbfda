/**
 * Order_success: the booking is placed and waits for its booking fee; transfer it to the named account
 * by its time, verification within 24 hours; 'Konfirmasi Pembayaran' opens dashboard tab 7 for this
 * order, and a WhatsApp contact. Nothing is paid yet, so nothing reads as confirmed (docs/orders.md).
 */
import { observer } from 'mobx-react-lite';
import type { BookingFeeBank, OrderResult } from '../../../../domain/api';
import { DASHBOARD_TAB, PAYMENT_VERIFY_HOURS } from '../../../../domain/constants';
import { formatDateTimeId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useOrderBank } from '../../../data/repositories/order';
import { useDocumentTitle } from '../../../lib/document-title';
import { useStores } from '../../../stores/stores-context';
import { useOrderStore } from '../../../stores/order/use-order-store';
import { Link } from 'react-router-dom';
import { ButtonExternal, ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { Money } from '../../../ui/money';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { brandWhatsappUrl } from '../../../ui/whatsapp';
import { NoOrder } from '../components/no-order';
import { OrderPage } from '../components/order-page';
import { Row, Rows } from '../components/parts';
import { useLastOrder } from '../components/use-last-order';
import styles from '../order.module.css';
import s from './success.module.css';

function Confirmation({ result }: { result: OrderResult }) {
  const { ui } = useStores();
  const order = useOrderStore();
  const fallback = useOrderBank();
  const bank: BookingFeeBank | undefined = result.bank?.bank_name ? result.bank : fallback.data;
  const fee = result.bookingfee || fallback.data?.bookingfee || 0;
  const payBy = formatDateTimeId(result.bayar_sebelum);

  function confirmPayment() {
    order.submission.rememberPaymentTarget({ ...result, bookingfee: fee });
    ui.setDashboardTab(DASHBOARD_TAB.payment);
  }

  return (
    <div className={s.box}>
      <span className={s.icon} aria-hidden="true"><Icon name="check" size={40} /></span>
      <h2 className={s.heading}>Booking {result.order_id} sudah kami terima</h2>
      <p className={s.text}>
        Selesaikan pemesanan dengan mentransfer booking fee ke rekening di bawah ini
        {payBy ? <> sebelum <strong>{payBy}</strong></> : null}.
      </p>
      {fee ? (
        <p className={s.feeBox}>
          <span className={s.text}>Booking Fee</span>
          <Money value={fee} className={s.fee} />
        </p>
      ) : null}
      <div className={s.bank}>
        {bank ? (
          <Rows>
            <Row label="Bank">{bank.bank_name}</Row>
            <Row label="Cabang">{bank.branch}</Row>
            <Row label="Atas Nama">{bank.account_name}</Row>
            <Row label="Nomor Rekening"><span className={s.number}>{bank.account_number}</span></Row>
          </Rows>
        ) : (
          <LoadingRegion label="Memuat rekening..."><Skeleton height={160} /></LoadingRegion>
        )}
      </div>
      <p className={s.text}>Setelah transfer, kirim Konfirmasi Pembayaran. Verifikasi pembayaran membutuhkan waktu maksimal {PAYMENT_VERIFY_HOURS} jam.</p>
      <p className={s.text}>Jika Anda tidak menerima e-mail verifikasi, silakan hubungi dealer kami.</p>
      <div className={s.actions}>
        <ButtonLink to={paths.dashboardMember.getHref(DASHBOARD_TAB.payment)} onClick={confirmPayment}>Konfirmasi Pembayaran</ButtonLink>
        <ButtonExternal href={brandWhatsappUrl(`Halo Merapi Toyota, saya sudah booking order ${result.order_id}.`)} variant="success">
          <Icon name="whatsapp" size={20} /> Hubungi via WhatsApp
        </ButtonExternal>
      </div>
      <p className={s.text}>
        Di perangkat lain, buka <Link to={paths.trackBooking.getHref(result.order_id)}>Lacak Booking</Link> dengan {result.order_id} dan e-mail Anda: kami kirim kode untuk melihat pesanan ini.
      </p>
    </div>
  );
}

const OrderSuccessScreen = observer(function OrderSuccessScreen() {
  useDocumentTitle('Booking Berhasil');
  const { isRestored, result } = useLastOrder();
  return (
    <OrderPage title="Terima Kasih atas Pesanan Anda" intro="Pesanan Anda menunggu pembayaran booking fee.">
      <div className={styles.card}>
        {!isRestored ? (
          <LoadingRegion label="Memuat pesanan..."><Skeleton height={320} /></LoadingRegion>
        ) : result ? <Confirmation result={result} /> : <NoOrder />}
      </div>
    </OrderPage>
  );
});

/** The /order-success route's screen. */
export default OrderSuccessScreen;
