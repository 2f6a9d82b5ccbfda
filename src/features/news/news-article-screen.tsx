/** A news article: breadcrumb, title, date, views, image and HTML body beside the TRENDING list. */
import { useParams } from 'react-router-dom';
import { ServerHtml } from '../../lib/hydrate-when-seen';
import { paths } from '../../lib/paths';
import { useNewsArticle } from './news-repository';
import { useDocumentTitle } from '../../lib/document-title';
import { Breadcrumb } from '../../ui/breadcrumb';
import { Image } from '../../ui/image';
import { LoadFailure } from '../../ui/load-failure';
import { Prose } from '../../ui/prose';
import { useScrollToTop } from '../../ui/use-scroll-to-top';
import { ArticleSkeleton } from './article-skeleton';
import { NEWS_IMAGE, postDate, viewsText } from './news-format';
import { PopularList } from './popular-list';
import styles from './article.module.css';

/** Route screen of /news/:link. */
export default function NewsArticleScreen() {
  const { link } = useParams<'link'>();
  // Opening another article from the sidebar starts it at the top as well.
  useScrollToTop(link);
  const { data, isLoading, error, refetch } = useNewsArticle(link);
  const article = data?.news_detail;
  useDocumentTitle(article?.title ?? (isLoading ? 'News' : 'Berita tidak ditemukan'));

  if (!data || !article) {
    return isLoading ? (
      <ArticleSkeleton />
    ) : (
      <LoadFailure error={error} notFoundTitle="Berita tidak ditemukan" backTo={paths.promo.getHref()} backLabel="Lihat Berita Lainnya" onRetry={refetch} />
    );
  }
  // Text and links only: a server page keeps the server's article until the visitor reaches into it (issue 35).
  return (
    <ServerHtml name={`article-${link}`}>
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={[{ label: 'Home', to: paths.home.getHref() }, { label: 'News', to: paths.promo.getHref() }, { label: article.title }]} />
      <div className={styles.layout}>
        <article className={styles.article} aria-labelledby="article-title">
          {article.category_name ? <span className={styles.category}>{article.category_name}</span> : null}
          <h1 id="article-title" className={styles.title}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            <time dateTime={article.datepost}>{postDate(article)}</time>
            <span aria-hidden="true">•</span>
            <span data-testid="article-views">{viewsText(article.view)}</span>
          </p>
          <Image src={article.image} alt={article.title} width={NEWS_IMAGE.width} height={NEWS_IMAGE.height} priority className={styles.image} />
          <Prose html={article.text} className={styles.body} />
        </article>
        <PopularList items={data.news_popular} />
      </div>
    </div>
    </ServerHtml>
  );
}
