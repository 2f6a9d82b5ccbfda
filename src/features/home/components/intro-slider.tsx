/**
 * The intro slider: one slide per banner record, its desktop or mobile picture by viewport (the
 * browser picks, <picture>) under the record's own title, each opening its link in a new tab, plus
 * the online-sales slide (BUY A CAR).
 */
import type { CSSProperties } from 'react';
import type { Slide } from '../../../../domain/api';
import { BRAND } from '../../../../domain/brand';
import { useSlides } from '../../../data/repositories/home-content';
import { BuyCarLink } from '../../../lib/site-links';
import { Carousel } from '../../../ui/carousel';
import { CarouselCaption } from '../../../ui/carousel-caption';
import { Icon } from '../../../ui/icons';
import { SlidePicture } from '../../../ui/slide-picture';
import { Skeleton } from '../../../ui/skeleton';
import { AUTOPLAY } from '../home-constants';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './intro-slider.module.css';

/** A banner: its desktop slide and the mobile slide of the same record (same id; the browser picks the cut). */
type IntroItem = { kind: 'slide'; slide: Slide; tall: Slide } | { kind: 'sales' };

const SALES_ITEM: IntroItem = { kind: 'sales' };

const RATIOS = {
  '--ratio-wide': `${MEDIA.homeSlide.width} / ${MEDIA.homeSlide.height}`,
  '--ratio-tall': `${MEDIA.homeSlideMobile.width} / ${MEDIA.homeSlideMobile.height}`,
} as CSSProperties;

export function IntroSlider() {
  const { data, isLoading } = useSlides();

  if (isLoading) {
    return (
      <div className={styles.wrap} style={RATIOS}>
        <Skeleton className={styles.slide} />
      </div>
    );
  }
  const slides = data ?? [];
  const tall = new Map(slides.filter((s) => s.type === 'mobile').map((s) => [s.id, s]));
  const wide = slides.filter((s) => s.type === 'desktop');
  const items: IntroItem[] = [...wide.map((slide) => ({ kind: 'slide' as const, slide, tall: tall.get(slide.id) ?? slide })), SALES_ITEM];

  return (
    <div className={styles.wrap} style={RATIOS}>
      <Carousel
        label="Promo utama"
        items={items}
        getKey={(item) => (item.kind === 'slide' ? item.slide.id : 'sales')}
        circular
        dots="overlay"
        autoplayMs={AUTOPLAY.intro}
        renderItem={(item, index) =>
          item.kind === 'slide' ? (
            <a href={item.slide.link} target="_blank" rel="noopener noreferrer" className={styles.slide} aria-label={item.slide.title}>
              <SlidePicture
                wide={{ src: item.slide.image, ...MEDIA.homeSlide }}
                tall={{ src: item.tall.image, ...MEDIA.homeSlideMobile }}
                alt=""
                priority={index === 0}
                className={styles.image}
              />
              {/* An answer kept offline from before the overlay setting has none: shown, as then. */}
              {item.slide.overlay === false ? null : <CarouselCaption title={item.slide.title} place="topThenLeft" />}
            </a>
          ) : (
            <BuyCarLink className={`${styles.slide} ${styles.sales}`}>
              <span className={styles.salesEyebrow}>{BRAND.name} Online</span>
              <span className={styles.salesTitle}>Beli Mobil Toyota dari Rumah</span>
              <span className={styles.salesText}>Pilih tipe, warna dan cara bayar, lalu pesan secara online.</span>
              <span className={styles.salesCta}>
                BUY A CAR <Icon name="arrowRight" size={18} />
              </span>
            </BuyCarLink>
          )
        }
      />
    </div>
  );
}
