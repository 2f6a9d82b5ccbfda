/** The list of submissions not yet delivered: waiting ones with Retry, refused ones to correct, Cancel for both. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDateId } from '../../../domain/money';
import type { OutboxItem } from '../../../domain/outbox';
import { cancelSubmission, retryNow } from '../../data/outbox';
import { Button, buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { showroom } from '../../stores/showroom/showroom-store';
import { fixHref } from './fix-link';
import { usePendingSubmissions } from './outbox-sync';
import styles from './pwa.module.css';

function statusText(item: OutboxItem): string {
  if (item.status === 'refused') return 'Ditolak server — perlu diperbaiki';
  if (item.status === 'sending') return 'Sedang dikirim…';
  return item.attempts > 0 ? `Menunggu koneksi (dicoba ${item.attempts}×)` : 'Menunggu koneksi';
}

function Row({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  // On a showroom tablet, an earlier buyer's refused submission is not opened with their data for the next one.
  const hidden = item.status === 'refused' && showroom().hidesSubmission(item.createdAt);
  const fix = item.status === 'refused' && !hidden ? fixHref(item) : null;
  const errors = Object.values(item.errors ?? {}).flat();
  const cancel = async () => {
    if (window.confirm(`Batalkan pengajuan "${item.label}"? Data yang diisi akan dihapus dari perangkat ini.`)) await cancelSubmission(item.id);
  };
  return (
    <li className={styles.row} data-status={item.status}>
      <div>
        <strong>{item.label}</strong>
        <span className={styles.meta}>{formatDateId(new Date(item.createdAt))} · {statusText(item)}</span>
        {item.status === 'refused' && (
          <ul className={styles.errors}>
            {(errors.length ? errors : [item.lastError ?? '']).map((e) => <li key={e}>{e}</li>)}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        {hidden ? (
          <span className={styles.meta}>Data pembeli sebelumnya disembunyikan (mode showroom)</span>
        ) : fix ? (
          <Link className={buttonClass({ size: 'small' })} to={fix} onClick={onClose}>
            Perbaiki
          </Link>
        ) : (
          <Button size="small" disabled={busy || item.status === 'sending'} onClick={async () => { setBusy(true); await retryNow(item.id).finally(() => setBusy(false)); }}>
            Kirim ulang
          </Button>
        )}
        <Button size="small" variant="ghost" onClick={cancel}>Batalkan</Button>
      </div>
    </li>
  );
}

/** The pending list as a modal; reads the outbox only while open. */
export function OutboxPanel({ onClose }: { onClose: () => void }) {
  const items = usePendingSubmissions();
  return (
    <Modal label="Pengajuan tertunda" onClose={onClose}>
      <div className={styles.panel}>
      <h2 className={styles.title}>Pengajuan tertunda</h2>
      <p className={styles.lead}>Pengajuan yang diisi saat offline tersimpan di perangkat ini dan dikirim otomatis saat online.</p>
      {items.length === 0 ? <p>Semua pengajuan sudah terkirim.</p> : (
        <ul className={styles.list}>{items.map((i) => <Row key={i.id} item={i} onClose={onClose} />)}</ul>
      )}
      </div>
    </Modal>
  );
}
