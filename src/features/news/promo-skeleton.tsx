/** The promo page's shape while its data loads. */
import { LoadingRegion, Skeleton, SkeletonCards } from '../../ui/skeleton';
import styles from './promo.module.css';

/** Banner, tabs, cards and the trending column as grey blocks. */
export function PromoSkeleton() {
  return (
    <LoadingRegion label="Memuat berita..." className={styles.layout}>
      <div className={styles.main}>
        <Skeleton ratio="3 / 1" className={styles.banners} />
        <Skeleton height={44} />
        <SkeletonCards count={4} ratio="16 / 9" kickerWidth="40%" className={`${styles.grid} ${styles.panel}`} />
      </div>
      <div className={styles.trending}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={96} />
        ))}
      </div>
    </LoadingRegion>
  );
}
