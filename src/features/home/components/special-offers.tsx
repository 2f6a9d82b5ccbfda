/** Special offers: image slides opening the offer in a new tab; autoplay every 8500 ms. */
import type { CSSProperties } from 'react';
import { useSpecialOffers } from '../../../data/repositories/home-content';
import { Carousel } from '../../../ui/carousel';
import { CarouselCaption } from '../../../ui/carousel-caption';
import { Image } from '../../../ui/image';
import { Skeleton } from '../../../ui/skeleton';
import { AUTOPLAY } from '../home-constants';
import { Section } from './section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './special-offers.module.css';

const PER_VIEW = [[0, 1], [768, 2]] as const;
const ratio = `${MEDIA.offer.width} / ${MEDIA.offer.height}`;

export function SpecialOffers() {
  const { data, isLoading } = useSpecialOffers();
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <Section id="home-offers" eyebrow="Special Offer" title="Penawaran Spesial Bulan Ini">
      {!data ? (
        <Skeleton ratio={ratio} />
      ) : (
        <div style={{ '--ratio': ratio } as CSSProperties}>
          <Carousel
            className={styles.track}
            label="Penawaran spesial"
            items={data}
            getKey={(o) => o.id}
            perView={PER_VIEW}
            autoplayMs={AUTOPLAY.specialOffer}
            circular
            dots
            renderItem={(o) => (
              <a href={o.url} target="_blank" rel="noopener noreferrer" className={styles.offer} aria-label={o.title}>
                <Image src={o.image} alt="" width={MEDIA.offer.width} height={MEDIA.offer.height} className={styles.image} draggable={false} />
                <CarouselCaption title={o.title} place="bottom" />
              </a>
            )}
          />
        </div>
      )}
    </Section>
  );
}
