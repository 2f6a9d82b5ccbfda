/** /showroom before showroom mode is on: a signed-in sales person switches it on and sets the idle time. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { paths } from '../../lib/paths';
import { DEFAULT_IDLE_MINUTES, showroom } from '../../stores/showroom/showroom-store';
import { Button, ButtonLink } from '../../ui/button';
import styles from './attract-screen.module.css';

export const ShowroomSetup = observer(function ShowroomSetup() {
  const store = showroom();
  const [minutes, setMinutes] = useState(String(store.idleMinutes || DEFAULT_IDLE_MINUTES));
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    void store.restore();
  }, [store]);
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= 1 && value <= 60;

  return (
    <div className={styles.setup}>
      <div className={styles.setupCard}>
        <h1 className={styles.setupTitle}>Mode Showroom</h1>
        <p>
          Untuk tablet di showroom: sales mengisi test drive, trade-in, simulasi kredit dan pemesanan untuk pembeli, dan setiap kunjungan
          berakhir dengan tombol <strong>Selesai</strong> atau setelah layar tidak disentuh, sehingga data pembeli tidak terlihat oleh
          pembeli berikutnya.
        </p>
        {store.staff ? (
          <>
            <p>Masuk sebagai <strong>{store.staff.name}</strong>. Pengajuan dari tablet ini dicatat atas nama Anda.</p>
            <label className={styles.field}>
              <span>Akhiri kunjungan setelah tidak disentuh (menit)</span>
              <input type="number" inputMode="numeric" min={1} max={60} value={minutes} onChange={(e) => setMinutes(e.target.value)} aria-invalid={!valid} />
            </label>
            {!valid ? <p className={styles.error}>Isi 1 sampai 60 menit.</p> : null}
            {refused ? <p className={styles.error}>Sesi sales berakhir, silakan masuk kembali.</p> : null}
            <Button disabled={!valid} onClick={async () => setRefused(!(await store.turnOn(value)))}>Aktifkan Mode Showroom</Button>
          </>
        ) : (
          <>
            <p>Masuk dulu dengan akun sales Anda di back office, lalu kembali ke halaman ini.</p>
            <ButtonLink to={paths.staffLogin.getHref(paths.showroom.getHref())}>Masuk Sales</ButtonLink>
          </>
        )}
      </div>
    </div>
  );
});
