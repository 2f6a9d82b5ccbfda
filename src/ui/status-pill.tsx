/** A workflow status as a coloured pill: waiting (amber), under way (blue), done (green), ended without success (grey). */
import styles from './status-pill.module.css';

/** How a status reads at a glance. */
export type StatusTone = 'waiting' | 'active' | 'done' | 'closed';

/** The pill; `label` is plain text (never HTML). */
export function StatusPill({ label, tone = 'waiting' }: { label: string; tone?: StatusTone }) {
  return (
    <span className={`${styles.pill} ${styles[tone]}`}>
      <span className="visually-hidden">Status: </span>
      {label || '-'}
    </span>
  );
}
