/** The staff writes waiting on this device: send again (with the current sign-in) or cancel each. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { OutboxItem } from '../../../domain/outbox';
import { paths } from '../../lib/paths';
import { cancelSubmission, resubmitForm, retryNow } from '../../data/outbox';
import { staffSession } from '../session/staff-session-store';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { dateTime } from '../components/format';
import { writeTargetOf } from './staff-writes';
import styles from './pending.module.css';

function statusText(item: OutboxItem): string {
  if (item.status === 'refused') return `Ditolak: ${item.lastError ?? 'periksa datanya'}`;
  if (item.status === 'sending') return 'Sedang dikirim…';
  return item.attempts > 0 ? `Menunggu koneksi (dicoba ${item.attempts}×)` : 'Menunggu koneksi';
}

const Row = observer(function Row({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const target = writeTargetOf(item.request);
  const token = staffSession().token;
  const resend = async () => {
    setBusy(true);
    try {
      // A write made under an ended sign-in is sent by whoever signs in now only when they press this.
      if (item.token !== token) await resubmitForm(item.id, item.request, token);
      else await retryNow(item.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.row} data-status={item.status}>
      <div>
        {target ? <Link to={paths.staffRecord.getHref(target.kind, target.id)} onClick={onClose}><strong>{item.label}</strong></Link> : <strong>{item.label}</strong>}
        <span className={styles.meta}>{dateTime(item.createdAt)} · {statusText(item)}</span>
      </div>
      <div className={styles.actions}>
        <Button size="small" variant="light" disabled={busy || item.status === 'sending'} onClick={() => void resend()}>Kirim ulang</Button>
        <Button size="small" variant="ghost" onClick={() => void cancelSubmission(item.id)}>Batalkan</Button>
      </div>
    </li>
  );
});

/** The list in a modal. */
export function PendingPanel({ items, onClose }: { items: readonly OutboxItem[]; onClose: () => void }) {
  return (
    <Modal label="Perubahan tertunda" onClose={onClose}>
      <div className={styles.panel}>
        <h2 className={styles.title}>Perubahan tertunda</h2>
        <p className={styles.lead}>Perubahan yang dibuat saat offline tersimpan di perangkat ini dan dikirim otomatis saat online, dengan versi data saat dibuat.</p>
        {items.length === 0 ? <p>Semua perubahan sudah terkirim.</p> : (
          <ul className={styles.list}>{items.map((i) => <Row key={i.id} item={i} onClose={onClose} />)}</ul>
        )}
      </div>
    </Modal>
  );
}
