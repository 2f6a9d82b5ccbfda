/** After-sales: the four service cards and the promotional banner carousel. */
import type { CSSProperties } from 'react';
import { useAfterSales } from '../../../data/repositories/home-content';
import { Carousel } from '../../../ui/carousel';
import { CarouselCaption } from '../../../ui/carousel-caption';
import { Image } from '../../../ui/image';
import { ServiceCard } from '../../../ui/service-card';
import { Skeleton } from '../../../ui/skeleton';
import { SmartLink } from '../../../ui/smart-link';
import { AUTOPLAY } from '../home-constants';
import { Section } from './section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './after-sales-section.module.css';

const ratio = `${MEDIA.banner.width} / ${MEDIA.banner.height}`;

export function AfterSalesSection() {
  const { data, isLoading } = useAfterSales();
  if (!isLoading && (!data || (data.icon.length === 0 && data.banner.length === 0))) return null;
  return (
    <Section id="home-aftersales" eyebrow="After Sales" title="Layanan Purna Jual" subtitle="Rawat mobil Anda di bengkel resmi dengan teknisi bersertifikat dan suku cadang asli." alt>
      {!data ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={220} />
          ))}
        </div>
      ) : (
        <>
          {data.icon.length > 0 ? (
            <ul className={styles.grid}>
              {data.icon.map((item) => (
                <li key={item.id}>
                  <ServiceCard item={item} />
                </li>
              ))}
            </ul>
          ) : null}
          <div style={{ '--ratio': ratio } as CSSProperties}>
            <Carousel
              label="Promo purna jual"
              items={data.banner}
              getKey={(b) => b.id}
              circular
              dots
              autoplayMs={AUTOPLAY.afterSalesBanner}
              renderItem={(b) => (
                <SmartLink href={b.url} className={styles.banner} aria-label={b.title} draggable={false}>
                  <Image src={b.image} alt="" width={MEDIA.banner.width} height={MEDIA.banner.height} className={styles.bannerImage} draggable={false} />
                  <CarouselCaption title={b.title} />
                </SmartLink>
              )}
            />
          </div>
        </>
      )}
    </Section>
  );
}
