/** The after-sales service cards (GET aftersales icon), each to its screen. */
import type { AfterSaleIcon } from '../../../domain/api';
import { ServiceCard } from '../../ui/service-card';
import { placeholderKeys, Skeleton } from '../../ui/skeleton';
import styles from './after-sales.module.css';

/** Skeleton cards while `items` is undefined. */
export function ServiceCards({ items }: { items: readonly AfterSaleIcon[] | undefined }) {
  if (!items) {
    return (
      <ul className={styles.cards} aria-busy="true">
        {placeholderKeys(4).map((key) => (
          <li key={key}>
            <Skeleton height={240} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id}>
          <ServiceCard item={item} />
        </li>
      ))}
    </ul>
  );
}
