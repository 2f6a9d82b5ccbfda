/** The car detail page while the car loads: slider, title and section placeholders. */
import type { CSSProperties } from 'react';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './hero.module.css';

/** Placeholders while the car loads. */
export function DetailSkeleton() {
  // The slider's box by CSS (tall on phones, wide from 768 px), as the loaded slider.
  const ratios = { '--ratio-wide': `${MEDIA.detailSlide.width} / ${MEDIA.detailSlide.height}`, '--ratio-tall': `${MEDIA.detailSlideMobile.width} / ${MEDIA.detailSlideMobile.height}` } as CSSProperties;
  return (
    <LoadingRegion label="Memuat detail mobil...">
      <div style={ratios}>
        <Skeleton className={styles.slide} />
      </div>
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
