/** Label and value pairs of a record or profile, two columns on wide screens. */
import type { ReactNode } from 'react';
import styles from './info-list.module.css';

/** One row: label and value ('-' when empty). */
export type InfoRow = [label: string, value: ReactNode];

/** A definition list of rows. */
export function InfoList({ rows, columns = 2 }: { rows: readonly InfoRow[]; columns?: 1 | 2 }) {
  return (
    <dl className={`${styles.list} ${columns === 2 ? styles.two : ''}`}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
