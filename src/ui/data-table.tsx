/** A table of records: a table on wide screens, one card per row (with the column labels) on phones. */
import type { ReactNode } from 'react';
import styles from './record-table.module.css';
import own from './data-table.module.css';

/** One column: its header and how a row shows in it. */
export interface DataColumn<T> { label: string; render: (row: T) => ReactNode }

interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: ReadonlyArray<DataColumn<T>>;
  rowKey: (row: T) => string | number;
  /** Rows to mark (e.g. waiting too long); the mark is also told in the row's text by the caller. */
  marked?: (row: T) => boolean;
}

/** The table. */
export function DataTable<T>({ caption, rows, columns, rowKey, marked }: DataTableProps<T>) {
  return (
    // A region of its own that takes focus: a table wider than the screen scrolls from the keyboard too.
    <div className={own.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${own.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{columns.map((c) => <th key={c.label} scope="col">{c.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={marked?.(row) ? own.marked : undefined}>
              {columns.map((c, i) => (
                <td key={c.label} data-label={c.label} className={i === 0 ? styles.first : undefined}>{c.render(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
