/**
 * The showroom tablet's bar under the header while showroom mode is on: who is assisting (forms
 * are sent for the buyer, attributed to that sales person), 'Selesai' to end the buyer's visit,
 * and the idle timeout that ends it by itself.
 */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context';
import { showroom } from '../../stores/showroom/showroom-store';
import { useIdle } from './use-idle';
import styles from './showroom-bar.module.css';

export const ShowroomBar = observer(function ShowroomBar() {
  const store = showroom();
  const { session } = useStores();
  const [ending, setEnding] = useState(false);
  useEffect(() => {
    if (store.active && !store.isRestored) void store.restore();
  }, [store, store.active]);
  const end = () => {
    if (ending) return;
    setEnding(true);
    void store.endVisit(session);
  };
  useIdle(store.idleMinutes * 60_000, end, store.active);
  if (!store.active) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Mode showroom">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          {store.assistToken && store.staff ? (
            <>
              <strong>Mode bantuan sales</strong> · Formulir diisi untuk pembeli dan dicatat atas nama <strong>{store.staff.name}</strong>
            </>
          ) : (
            <>
              <strong>Mode showroom</strong> · Sesi sales berakhir: masuk kembali di /staff agar pengajuan tercatat atas nama Anda
            </>
          )}
        </p>
        <button type="button" className={styles.done} onClick={end} disabled={ending}>
          Selesai
        </button>
      </div>
    </div>
  );
});
