/** A news card of a category tab: image, date and title, linking to the article. */
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { Image } from '../../ui/image';
import { NEWS_IMAGE, postDate } from './news-format';
import styles from './promo.module.css';

/** One article in the grid. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Link to={paths.newsRead.getHref(item.seo)} className={styles.card}>
      <span className={styles.media}>
        <Image src={item.image} alt="" width={NEWS_IMAGE.width} height={NEWS_IMAGE.height} sizes="(min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw" className={styles.image} />
      </span>
      <time dateTime={item.datepost} className={styles.date}>
        {postDate(item)}
      </time>
      <h3 className={styles.cardTitle}>{item.title}</h3>
    </Link>
  );
}
