/** The stock note beside a car: 'Tersedia di N cabang' (green) or 'Inden ± N minggu' (amber); text only, from its props. */
import styles from './stock-badge.module.css';

export function StockBadge({ kind, text, detail }: { kind: 'available' | 'inden'; text: string; detail?: string }) {
  return (
    <p className={`${styles.badge} ${styles[kind]}`} data-testid="stock-note">
      <span className={styles.dot} aria-hidden="true" />
      <span><strong>{text}</strong>{detail ? <span className={styles.detail}> · {detail}</span> : null}</span>
    </p>
  );
}
