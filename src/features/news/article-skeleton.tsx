/** The article's shape while it loads (the spec asks for a skeleton here). */
import { LoadingRegion, Skeleton } from '../../ui/skeleton';
import styles from './article.module.css';

/** Breadcrumb, title, meta line, image and text lines, and the sidebar. */
export function ArticleSkeleton() {
  return (
    <LoadingRegion label="Memuat berita..." className={`container ${styles.page}`}>
      <Skeleton shape="text" width={220} />
      <div className={styles.layout}>
        <div className={styles.article}>
          <Skeleton height={36} width="85%" />
          <Skeleton shape="text" width={200} />
          <Skeleton ratio="16 / 9" className={styles.image} />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} shape="text" width={i === 5 ? '60%' : '100%'} />
          ))}
        </div>
        <div className={styles.aside}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={84} />
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
