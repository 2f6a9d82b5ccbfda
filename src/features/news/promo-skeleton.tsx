/** The promo page's shape while its data loads. */
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import styles from './promo.module.css';

/** Banner, tabs, cards and the trending column as grey blocks. */
export function PromoSkeleton() {
  return (
    <LoadingRegion label="Memuat berita..." className={styles.layout}>
      <div className={styles.main}>
        <Skeleton ratio="3 / 1" className={styles.banners} />
        <Skeleton height={44} />
        <ul className={`${styles.grid} ${styles.panel}`}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton ratio="16 / 9" />
              <Skeleton shape="text" width="40%" />
              <Skeleton shape="text" />
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.trending}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    </LoadingRegion>
  );
}
