/**
 * /offline: saves the whole catalogue to the device for a showroom tablet on patchy Wi-Fi
 * (docs/showroom.md): 'Unduh Katalog', a progress bar in items and megabytes, the storage it
 * takes and what is free, pause and resume, and when the saved catalogue was last refreshed.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { formatNumberId } from '../../../domain/money';
import { formatDateTime, formatMegabytes } from './format';
import { catalogueDownload } from '../../stores/showroom/catalogue-download-store';
import { useDocumentTitle } from '../../lib/document-title';
import { useOnline } from '../../lib/use-online';
import { PageIntro } from '../../ui/page-intro';
import { Button } from '../../ui/button';
import styles from './offline-screen.module.css';

const OfflineScreen = observer(function OfflineScreen() {
  useDocumentTitle('Katalog Offline');
  const store = catalogueDownload();
  const online = useOnline();
  useEffect(() => {
    void store.load();
  }, [store]);
  const { phase } = store;
  const free = store.quota !== null && store.usage !== null ? store.quota - store.usage : null;
  const percent = Math.round(store.fraction * 100);

  return (
    <>
      <PageIntro eyebrow="Showroom" title="Katalog Offline" text="Simpan seluruh katalog di perangkat ini: semua model, tipe, harga, warna, spesifikasi, tampilan 360, brosur, daftar harga, cabang dan suku bunga kredit. Setelah tersimpan, semuanya tetap bisa dibuka tanpa internet." />
      <div className={`container ${styles.page}`}>
        <section className={styles.card} aria-labelledby="offline-status">
          <h2 id="offline-status" className={styles.heading}>
            {phase === 'done' ? 'Katalog tersimpan di perangkat ini' : phase === 'downloading' ? 'Mengunduh katalog…' : phase === 'paused' ? 'Unduhan dijeda' : phase === 'checking' ? 'Memeriksa katalog…' : 'Katalog belum tersimpan'}
          </h2>
          <p className={styles.refreshed} data-testid="offline-refreshed">
            {store.completedAt ? `Terakhir diperbarui: ${formatDateTime(store.completedAt)}` : 'Belum pernah diunduh di perangkat ini.'}
          </p>

          {phase === 'downloading' || phase === 'paused' || (phase === 'done' && store.itemsTotal > 0) ? (
            <div className={styles.progressBlock}>
              <div className={styles.bar} role="progressbar" aria-label="Kemajuan unduhan" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <span className={styles.fill} style={{ width: `${percent}%` }} />
              </div>
              <p className={styles.figures} data-testid="offline-progress">
                {formatNumberId(store.itemsDone)} dari {formatNumberId(store.itemsTotal)} item · {formatMegabytes(store.bytesDone)} dari {formatMegabytes(store.bytesTotal)}
              </p>
              {store.skipped > 0 ? <p className={styles.note} data-testid="offline-skipped">{store.skipped.toLocaleString('id-ID')} item sudah terbaru, dilewati.</p> : null}
            </div>
          ) : null}

          <dl className={styles.storage}>
            <div><dt>Ukuran katalog</dt><dd>{store.catalogueBytes !== null ? formatMegabytes(store.catalogueBytes) : 'Diketahui saat mulai'}</dd></div>
            <div><dt>Terpakai di perangkat</dt><dd>{store.usage !== null ? formatMegabytes(store.usage) : '-'}</dd></div>
            <div><dt>Ruang tersedia</dt><dd>{free !== null ? formatMegabytes(free) : '-'}</dd></div>
            <div><dt>Penyimpanan permanen</dt><dd>{store.persisted ? 'Ya' : store.persisted === false ? 'Tidak' : '-'}</dd></div>
          </dl>

          {store.persisted === false ? <p className={styles.note}>Browser belum mengizinkan penyimpanan permanen, jadi katalog dapat dihapus bila ruang perangkat penuh. Memasang aplikasi ke layar utama biasanya mengizinkannya.</p> : null}

          {store.error ? <p className={styles.error} role="alert">Unduhan terhenti: {online ? store.error : 'perangkat sedang offline'}. Tekan Lanjutkan untuk meneruskan.</p> : null}

          <div className={styles.actions}>
            {phase === 'downloading' ? <Button variant="secondary" onClick={() => store.pause()}>Jeda</Button> : null}
            {phase === 'paused' || phase === 'failed' ? <Button onClick={() => void store.resume()} disabled={!online}>Lanjutkan</Button> : null}
            {phase === 'done' ? (
              <>
                <Button variant="success" disabled aria-disabled="true">Katalog tersimpan</Button>
                <Button variant="secondary" onClick={() => void store.start()} disabled={!online}>Periksa Pembaruan</Button>
              </>
            ) : null}
            {phase === 'idle' || phase === 'checking' ? <Button onClick={() => void store.start()} disabled={!online || phase === 'checking'}>Unduh Katalog</Button> : null}
          </div>
          {!online && phase !== 'done' ? <p className={styles.note}>Sambungkan perangkat ke internet untuk mengunduh katalog.</p> : null}
        </section>
      </div>
    </>
  );
});

export default OfflineScreen;
