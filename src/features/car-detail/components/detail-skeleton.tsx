/** The car detail page while the car loads: slider, title and section placeholders. */
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import styles from './hero.module.css';

export function DetailSkeleton() {
  return (
    <LoadingRegion label="Memuat detail mobil...">
      <Skeleton ratio="1920 / 800" className={styles.slider} />
      <div className={`container ${styles.intro}`}>
        <div>
          <Skeleton width={80} height={22} />
          <Skeleton width="60%" height={44} />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="80%" />
        </div>
        <Skeleton height={120} />
      </div>
      <div className="container">
        <Skeleton ratio="16 / 9" />
      </div>
    </LoadingRegion>
  );
}
