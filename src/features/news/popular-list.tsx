/** The article's TRENDING sidebar: popular articles with preview, date and views, each a link. */
import { Link } from 'react-router-dom';
import type { NewsItem } from '../../../domain/api';
import { paths } from '../../lib/paths';
import { Image } from '../../ui/image';
import { NEWS_IMAGE, postDate, viewsText } from './news-format';
import styles from './article.module.css';

/** Hidden when the server names no popular articles. */
export function PopularList({ items }: { items: readonly NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <aside className={styles.aside} aria-labelledby="popular-title">
      <h2 id="popular-title" className={styles.asideTitle}>
        TRENDING
      </h2>
      <ul className={styles.popular}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={paths.newsRead.getHref(item.seo)} className={styles.popularLink}>
              <Image src={item.image} alt="" width={NEWS_IMAGE.width} height={NEWS_IMAGE.height} sizes="112px" className={styles.thumb} />
              <span className={styles.popularText}>
                <span className={styles.popularTitle}>{item.title}</span>
                <span className={styles.preview}>{item.text_preview}</span>
                <span className={styles.small}>
                  <time dateTime={item.datepost}>{postDate(item)}</time> · {viewsText(item.view)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
