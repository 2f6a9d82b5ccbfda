/** A record's status as the server stores it (e.g. 'new'), as a badge. */
import styles from './status-badge.module.css';

/** The status badge (raw text). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={styles.badge}>
      <span className="visually-hidden">Status: </span>
      {status || '-'}
    </span>
  );
}
