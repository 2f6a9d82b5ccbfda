/** A member history: a table on wide screens, one card per row on phones (same markup). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import styles from '../../../ui/record-table.module.css';

/** One column: its header and how a row shows in it. */
export interface HistoryColumn<T> { label: string; render: (row: T) => ReactNode }

interface HistoryTableProps<T extends { id: number }> {
  caption: string;
  rows: readonly T[];
  columns: ReadonlyArray<HistoryColumn<T>>;
  /** The Action column's 'Detail' link. */
  detailHref: (row: T) => string;
  /** The link's accessible name, e.g. 'Detail BO-...' (default 'Detail'). */
  detailLabel?: (row: T) => string;
}

/** The rows with a 'Detail' action each. */
export function HistoryTable<T extends { id: number }>({ caption, rows, columns, detailHref, detailLabel }: HistoryTableProps<T>) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col">
              {c.label}
            </th>
          ))}
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((c, i) => (
              <td key={c.label} data-label={c.label} className={i === 0 ? styles.first : undefined}>
                {c.render(row)}
              </td>
            ))}
            <td className={styles.action}>
              <Link to={detailHref(row)} className={buttonClass({ variant: 'secondary', size: 'small' })} aria-label={detailLabel?.(row)}>
                Detail
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Placeholder rows while a history loads. */
export function HistorySkeleton() {
  return (
    <div className={styles.skeleton}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </div>
  );
}
