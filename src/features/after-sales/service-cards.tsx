/** The after-sales service cards (GET aftersales icon), each to its screen. */
import type { AfterSaleIcon } from '../../../domain/api';
import { Icon } from '../../ui/icons';
import { Image } from '../../ui/image';
import { Skeleton } from '../../ui/skeleton';
import { SmartLink } from '../../ui/smart-link';
import { afterSalesHref } from '../../lib/paths';
import styles from './after-sales.module.css';

/** Skeleton cards while `items` is undefined. */
export function ServiceCards({ items }: { items: readonly AfterSaleIcon[] | undefined }) {
  if (!items) {
    return (
      <ul className={styles.cards} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
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
          <SmartLink href={afterSalesHref(item.link)} className={styles.card}>
            <Image src={item.image} alt="" width={600} height={400} className={styles.cardImage} />
            <span className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.teks}</p>
              <span className={styles.more}>
                Selengkapnya <Icon name="arrowRight" size={16} />
              </span>
            </span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
