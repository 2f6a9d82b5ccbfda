/** The dealer profile's image parts: slider, service icons, emergency assistance and the events and promos carousel. */
import type { CSSProperties } from 'react';
import { useDealerPart } from '../../data/repositories/dealers';
import { Carousel } from '../../ui/carousel';
import { CarouselCaption } from '../../ui/carousel-caption';
import { Image } from '../../ui/image';
import { SmartLink } from '../../ui/smart-link';
import styles from './dealers.module.css';

const PROMOS_PER_VIEW = [[0, 1], [768, 2], [1200, 3]] as const;

/** The image slider at the top (1200 x 600 images). */
export function DealerSlider({ seo }: { seo: string }) {
  const { data } = useDealerPart('slider', seo);
  return (
    <div className={styles.slider} style={{ '--dots-bottom': '8px' } as CSSProperties}>
      <Carousel
        label="Galeri dealer"
        items={data ?? []}
        getKey={(s) => s.image}
        circular
        dots="overlay"
        autoplayMs={3800}
        renderItem={(s, i) => <Image src={s.image} alt="" width={1200} height={600} priority={i === 0} className={styles.slide} draggable={false} />}
      />
    </div>
  );
}

/** Service icons: a page of this site (booking, test drive) opens in the app, another site in a new tab. */
export function DealerIcons({ seo }: { seo: string }) {
  const { data } = useDealerPart('icon', seo);
  if (!data || data.length === 0) return null;
  return (
    <ul className={styles.icons} aria-label="Layanan dealer">
      {data.map((icon) => (
        <li key={icon.title}>
          <SmartLink href={icon.link} className={styles.iconLink}>
            <Image src={icon.image} alt="" width={64} height={64} className={styles.iconImage} />
            <span>{icon.title}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** Emergency-assistance images (800 x 500). */
export function DealerNea({ seo }: { seo: string }) {
  const { data } = useDealerPart('nea', seo);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="nea-title">
      <h2 id="nea-title" className={styles.blockTitle}>
        Emergency Assistance
      </h2>
      <ul className={styles.nea}>
        {data.map((n) => (
          <li key={n.image}>
            <Image src={n.image} alt="" width={800} height={500} className={styles.neaImage} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The events and promos carousel; hidden when empty. */
export function DealerPromos({ seo }: { seo: string }) {
  const { data } = useDealerPart('promo', seo);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="promo-title">
      <h2 id="promo-title" className={styles.blockTitle}>
        Events &amp; Promo
      </h2>
      <Carousel
        label="Events dan promo dealer"
        items={data}
        getKey={(p) => p.image}
        perView={PROMOS_PER_VIEW}
        dots
        arrowsOutside
        renderItem={(p) => (
          <SmartLink href={p.url} className={styles.promo} aria-label={p.title} draggable={false}>
            <Image src={p.image} alt="" width={800} height={500} className={styles.neaImage} draggable={false} />
            <CarouselCaption title={p.title} place="bottom" />
          </SmartLink>
        )}
      />
    </section>
  );
}
