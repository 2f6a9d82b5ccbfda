/** The promo page's Trending list: date, title, preview and 'Read more' to the article. */
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { Icon } from '../../ui/icons';
import { postDate } from './news-format';
import styles from './promo.module.css';

/** Hidden when there is nothing trending. */
export function TrendingList({ items }: { items: readonly NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <aside className={styles.trending} aria-labelledby="trending-title">
      <h2 id="trending-title" className={styles.asideTitle}>
        Trending
      </h2>
      <ol className={styles.trendList}>
        {items.map((item, i) => (
          <li key={item.id} className={styles.trendItem}>
            <span className={styles.rank} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <time dateTime={item.datepost} className={styles.date}>
                {postDate(item)}
              </time>
              <h3 className={styles.trendTitle}>{item.title}</h3>
              <p className={styles.preview}>{item.text_preview}</p>
              <Link to={paths.newsRead.getHref(item.seo)} className={styles.more} aria-label={`Read more: ${item.title}`}>
                Read more <Icon name="arrowRight" size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  );
}
