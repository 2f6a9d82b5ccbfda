/** The car detail page while the car loads: slider, title and section placeholders. */
import { useMediaQuery } from '../../../lib/use-media-query';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { MEDIA, MOBILE_QUERY } from '../car-detail-constants';
import styles from './hero.module.css';

/** Placeholders while the car loads. */
export function DetailSkeleton() {
  const size = useMediaQuery(MOBILE_QUERY) ? MEDIA.slideMobile : MEDIA.slide;
  return (
    <LoadingRegion label="Memuat detail mobil...">
      <Skeleton ratio={`${size.width} / ${size.height}`} className={styles.slider} />
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
