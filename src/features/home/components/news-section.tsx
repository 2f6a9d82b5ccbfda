/** The three latest news cards and 'Discover All News' to the promo screen. */
import { Link } from 'react-router-dom';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { useHomeNews } from '../../../data/repositories/home-content';
import { Icon } from '../../../ui/icons';
import { Image } from '../../../ui/image';
import { placeholderKeys, Skeleton } from '../../../ui/skeleton';
import { Section, sectionStyles } from './section';
import { MEDIA } from '../../../lib/media-sizes';
import styles from './news-section.module.css';

export function NewsSection() {
  const { data, isLoading } = useHomeNews();
  if (!isLoading && (!data || data.length === 0)) return null;
  return (
    <Section
      id="home-news"
      eyebrow="News"
      title="Berita & Promo Terbaru"
      action={
        <Link to={paths.promo.getHref()} className={sectionStyles.action}>
          Discover All News <Icon name="arrowRight" size={18} />
        </Link>
      }
    >
      <ul className={styles.grid} aria-busy={!data || undefined}>
        {!data
          ? placeholderKeys(3).map((key) => (
              <li key={key}>
                <Skeleton ratio="16 / 9" />
                <Skeleton shape="text" width="40%" />
                <Skeleton shape="text" />
              </li>
            ))
          : data.slice(0, 3).map((n) => (
              <li key={n.id}>
                <Link to={paths.newsRead.getHref(n.seo)} className={styles.card}>
                  <div className={styles.media}>
                    <Image src={n.image} alt="" width={MEDIA.news.width} height={MEDIA.news.height} sizes="(min-width: 768px) 33vw, 100vw" className={styles.image} />
                  </div>
                  <div className={styles.meta}>
                    {n.category_name ? <span className={styles.category}>{n.category_name}</span> : null}
                    <time dateTime={n.datepost}>{n.postdate || formatDateId(n.datepost)}</time>
                  </div>
                  <h3 className={styles.title}>{n.title}</h3>
                  <p className={styles.preview}>{n.text_preview}</p>
                </Link>
              </li>
            ))}
      </ul>
    </Section>
  );
}
