/** One after-sales service card (GET aftersales icon): photo, title, text and "Selengkapnya", linked to its screen; the after-sales page and the home section list them. */
import type { AfterSaleIcon } from '../../domain/api';
import { afterSalesHref } from '../lib/paths';
import { Icon } from './icons';
import { Image } from './image';
import { SmartLink } from './smart-link';
import styles from './service-card.module.css';

/** The card of `item`, for the caller's grid cell. */
export function ServiceCard({ item }: { item: AfterSaleIcon }) {
  return (
    <SmartLink href={afterSalesHref(item.link)} className={styles.card}>
      <Image src={item.image} alt="" width={600} height={400} className={styles.image} />
      <span className={styles.body}>
        <h3 className={styles.title}>{item.title}</h3>
        <p className={styles.text}>{item.teks}</p>
        <span className={styles.more}>
          Selengkapnya <Icon name="arrowRight" size={16} />
        </span>
      </span>
    </SmartLink>
  );
}
