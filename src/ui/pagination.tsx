/** Page links with previous and next, built from a list's meta (clubs, staff queues, audit log); nothing when there are no results. */
import { Link } from 'react-router-dom';
import { Icon } from './icons';
import { paginationModel, type PageMeta } from './pagination-model';
import styles from './pagination.module.css';

interface PaginationProps {
  meta: PageMeta | null | undefined;
  hrefOf: (page: number) => string;
  label: string;
}

/** Links (not buttons), so every page has an address and opens in a new tab too. */
export function Pagination({ meta, hrefOf, label }: PaginationProps) {
  const model = paginationModel(meta);
  if (!model) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <PageStep to={model.prev} hrefOf={hrefOf} label="Sebelumnya" icon="chevronLeft" />
      <ol className={styles.pages}>
        {model.items.map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.after}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefOf(item.page)}
                className={[styles.page, item.current && styles.current].filter(Boolean).join(' ')}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Halaman ${item.page}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PageStep to={model.next} hrefOf={hrefOf} label="Berikutnya" icon="chevronRight" />
    </nav>
  );
}

function PageStep({ to, hrefOf, label, icon }: { to: number | null; hrefOf: (page: number) => string; label: string; icon: 'chevronLeft' | 'chevronRight' }) {
  const text = <span className={styles.stepText}>{label}</span>;
  const arrow = <Icon name={icon} size={20} />;
  // The arrow points the way: before 'Sebelumnya', after 'Berikutnya'.
  const content = icon === 'chevronLeft' ? <>{arrow}{text}</> : <>{text}{arrow}</>;
  if (to === null) {
    return (
      <span className={`${styles.page} ${styles.step} ${styles.disabled}`} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <Link to={hrefOf(to)} className={`${styles.page} ${styles.step}`} aria-label={label}>
      {content}
    </Link>
  );
}
