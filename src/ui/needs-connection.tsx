/** The plain message for a screen whose data was never loaded while the API is unreachable. */
import { Icon } from './icons';
import { Button } from './button';
import styles from './load-state.module.css';

/** The spec-adjacent wording used by every screen that cannot open offline. */
export const NEEDS_CONNECTION_TEXT = 'Halaman ini belum tersimpan untuk dibuka tanpa koneksi. Sambungkan ke internet lalu coba lagi.';

/** Says the screen needs a connection; `onRetry` offers to ask again; `inline` drops the heading (inside a screen section). */
export function NeedsConnection({ onRetry, inline = false }: { onRetry?: () => void; inline?: boolean }) {
  return (
    <div className={styles.box} role="alert">
      <Icon name="alert" size={40} className={styles.icon} />
      {inline ? null : <h1 className={styles.title}>Anda sedang offline</h1>}
      <p className={styles.text}>{NEEDS_CONNECTION_TEXT}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Coba Lagi
        </Button>
      ) : null}
    </div>
  );
}
