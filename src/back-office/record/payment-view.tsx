/**
 * Payment verification (finance, admin): the confirmation beside the order it pays and the transfer
 * proof; 'Verifikasi' makes the order Paid, 'Tolak' asks for the reason the member is told.
 */
import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { QueueRecord } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { forgetRecentAnswers } from '../../data/mirrored-query';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { StatusPill } from '../../ui/status-pill';
import { statusTone } from '../components/status';
import ui from '../components/staff-ui.module.css';
import { useRecord } from '../session/staff-reads';
import type { Move } from './move-form';
import { PrivateFiles } from './private-files';
import { RecordFields } from './record-parts';
import styles from './record.module.css';

/** The order beside its confirmation; read again whenever the confirmation moves (verifying pays it). */
const OrderCard = observer(function OrderCard({ orderId, paymentVersion }: { orderId: number; paymentVersion: number }) {
  const order = useRecord('order', orderId);
  const { refetch } = order;
  const first = useRef(paymentVersion);
  useEffect(() => {
    if (paymentVersion === first.current) return;
    forgetRecentAnswers();
    refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new version of the confirmation asks again
  }, [paymentVersion]);
  if (!order.data) return order.isLoading ? <Skeleton height={320} /> : <p className={ui.empty}>Pesanan tidak dapat dimuat.</p>;
  const o = order.data;
  const head = (
    <div className={styles.orderHead}>
      <Link to={paths.staffRecord.getHref('order', o.id)}>{o.booking_id}</Link>
      <StatusPill label={o.status_label} tone={statusTone('order', o.status)} />
    </div>
  );
  return <RecordFields record={o} title="Pesanan" aside={head} />;
});

/** The three panels and the two decisions. */
export function PaymentView({ record, onMove, disabled }: { record: QueueRecord; onMove: (move: Move) => void; disabled: boolean }) {
  const order = record.related.find((r) => r.kind === 'order');
  const verify = record.moves.find((m) => m.to === 'verified');
  const reject = record.moves.find((m) => m.to === 'rejected');
  return (
    <>
      {verify || reject ? (
        <div className={styles.decide} role="group" aria-label="Keputusan verifikasi">
          {verify ? <Button variant="success" disabled={disabled} onClick={() => onMove(verify)}>Verifikasi</Button> : null}
          {reject ? <Button variant="secondary" disabled={disabled} onClick={() => onMove(reject)}>Tolak</Button> : null}
        </div>
      ) : null}
      <div className={styles.payment}>
        <RecordFields record={record} title="Konfirmasi Pembayaran" />
        {order ? <OrderCard orderId={order.id} paymentVersion={record.version} /> : <p className={ui.empty}>Pesanan tidak ditemukan.</p>}
        <PrivateFiles files={record.files} title="Bukti Transfer" />
      </div>
    </>
  );
}
