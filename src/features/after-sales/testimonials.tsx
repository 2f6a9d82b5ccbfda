/** Customer testimonials (GET testimoni) as a carousel; hidden when there are none. */
import type { Testimonial } from '../../../domain/api';
import { Carousel } from '../../ui/carousel';
import { Image } from '../../ui/image';
import styles from './after-sales.module.css';

/** One, two or three quotes per view by width. */
const PER_VIEW = [[0, 1], [768, 2], [1200, 3]] as const;

/** The carousel starts only with testimonials (Carousel renders nothing for none). */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <Carousel
      label="Testimoni pelanggan"
      items={items}
      getKey={(t) => t.id}
      perView={PER_VIEW}
      autoplayMs={3800}
      dots
      arrowsOutside
      renderItem={(t) => (
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>“{t.text}”</blockquote>
          <figcaption className={styles.person}>
            <Image src={t.image} alt="" width={200} height={200} className={styles.avatar} />
            <span>
              <strong>{t.name}</strong>
              <span className={styles.personTitle}>{t.title}</span>
            </span>
          </figcaption>
        </figure>
      )}
    />
  );
}
