/** A breadcrumb trail (Home > News > title): links for every step but the current page. */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './icons';
import styles from './breadcrumb.module.css';

/** One step: a label, linked unless it is the current page. */
export interface Crumb { label: string; to?: string }

/** The last crumb is the current page and is not a link. */
export function Breadcrumb({ items, className }: { items: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${i}-${item.label}`}>
              <li className={styles.item}>
                {item.to && !last ? (
                  <Link to={item.to} className={styles.link}>
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined} className={styles.current}>
                    {item.label}
                  </span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className={styles.sep}>
                  <Icon name="chevronRight" size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
