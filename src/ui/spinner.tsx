/** A small spinning ring with an accessible label. */
import styles from './spinner.module.css';

export function Spinner({ label = 'Memproses...' }: { label?: string }) {
  return (
    <span role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
