/**
 * When the data on screen was last fetched ('Terakhir diperbarui 10.42'); offline or after a failed
 * refresh it says the screen shows what the device kept, so a tablet in a Wi-Fi gap knows how old it is.
 */
import { useOnline } from '../../lib/use-online';
import { failureStatus } from '../../ui/load-failure';
import { timeOfDay } from './format';
import styles from './staff-ui.module.css';

interface LastSyncProps { fetchedAt: number | undefined; error: Error | null; isFetching?: boolean }

/** The line; nothing before the first answer. */
export function LastSync({ fetchedAt, error, isFetching }: LastSyncProps) {
  const online = useOnline();
  if (!fetchedAt) return null;
  // Offline the screen shows what the device kept, even when the last answer is only seconds old.
  const stale = error !== null || !online;
  const why = !online || failureStatus(error) === 0 ? 'offline' : 'pembaruan gagal';
  return (
    <p className={stale ? `${styles.sync} ${styles.stale}` : styles.sync} role={stale ? 'status' : undefined}>
      Terakhir diperbarui {timeOfDay(fetchedAt)}
      {stale ? ` · data tersimpan di perangkat (${why})` : isFetching ? ' · memperbarui…' : ''}
    </p>
  );
}
