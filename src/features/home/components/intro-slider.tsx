/** The intro slider: the desktop or mobile set by viewport, each slide opening its link in a new tab, plus the online-sales slide. */
import type { CSSProperties } from 'react';
import type { Slide } from '../../../../domain/api';
import { BRAND } from '../../../../domain/brand';
import { useSlides } from '../../../data/repositories/home-content';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Carousel } from '../../../ui/carousel';
import { CarouselCaption } from '../../../ui/carousel-caption';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { AUTOPLAY, MEDIA, MOBILE_QUERY } from '../home-constants';
import styles from './intro-slider.module.css';

type IntroItem = { kind: 'slide'; slide: Slide } | { kind: 'sales' };

const SALES_ITEM: IntroItem = { kind: 'sales' };

export function IntroSlider() {
  const { data, isLoading } = useSlides();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const size = mobile ? MEDIA.slideMobile : MEDIA.slideDesktop;
  const ratio = { '--ratio': `${size.width} / ${size.height}` } as CSSProperties;

  if (isLoading) {
    return (
      <div className={styles.wrap} style={ratio}>
        <Skeleton ratio={`${size.width} / ${size.height}`} className={styles.slide} />
      </div>
    );
  }
  const type = mobile ? 'mobile' : 'desktop';
  const slides = (data ?? []).filter((s) => s.type === type);
  const items: IntroItem[] = [...slides.map((slide) => ({ kind: 'slide' as const, slide })), SALES_ITEM];

  return (
    <div className={styles.wrap} style={ratio}>
      <Carousel
        key={type}
        label="Promo utama"
        items={items}
        getKey={(item) => (item.kind === 'slide' ? item.slide.id : 'sales')}
        circular
        arrows={!mobile}
        dots="overlay"
        autoplayMs={AUTOPLAY.intro}
        renderItem={(item, index) =>
          item.kind === 'slide' ? (
            <a href={item.slide.link} target="_blank" rel="noopener noreferrer" className={styles.slide} aria-label={item.slide.title}>
              <Image src={item.slide.image} alt="" width={size.width} height={size.height} priority={index === 0} className={styles.image} draggable={false} />
              <CarouselCaption title={item.slide.title} place={mobile ? 'top' : 'left'} />
            </a>
          ) : (
            <a href={BRAND.salesSiteUrl} target="_blank" rel="noopener noreferrer" className={`${styles.slide} ${styles.sales}`}>
              <span className={styles.salesEyebrow}>{BRAND.name} Online</span>
              <span className={styles.salesTitle}>Beli Mobil Toyota dari Rumah</span>
              <span className={styles.salesText}>Pilih tipe, warna dan cara bayar, lalu pesan lewat situs penjualan resmi kami.</span>
              <span className={styles.salesCta}>
                BUY A CAR <Icon name="arrowRight" size={18} />
              </span>
            </a>
          )
        }
      />
    </div>
  );
}
