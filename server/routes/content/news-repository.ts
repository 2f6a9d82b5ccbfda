/** News queries: lists as NewsItem, the article with its view counted, and the promo page. */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { NewsDetail, NewsItem, PromoPage } from '../../../domain/api';
import { formatDateId } from '../../../domain/money';
import type { Db } from '../../db/client';
import { banners, news, newsCategories } from '../../db/schema';
import { sanitizeHtml } from '../../../domain/safe-html';

const item = {
  id: news.id, seo: news.seo, title: news.title, image: news.image, textPreview: news.textPreview,
  postedAt: news.postedAt, views: news.views, categoryName: newsCategories.name, categoryId: news.categoryId,
};
type ItemRow = { id: number; seo: string; title: string; image: string; textPreview: string; postedAt: Date; views: number; categoryName: string };

/** The contract's NewsItem of a joined row. */
function toItem(r: ItemRow): NewsItem {
  return {
    id: r.id, seo: r.seo, title: r.title, image: r.image, text_preview: r.textPreview,
    datepost: r.postedAt.toISOString(), postdate: formatDateId(r.postedAt), view: r.views, category_name: r.categoryName,
  };
}

/** Visitors only ever read published articles (drafts stay in the back office). */
const published = eq(news.status, 'published');

function listQuery(db: Db) {
  return db.select(item).from(news).innerJoin(newsCategories, eq(newsCategories.id, news.categoryId));
}

/** Highlighted articles, newest first. */
export async function highlightedNews(db: Db): Promise<NewsItem[]> {
  return (await listQuery(db).where(and(published, eq(news.highlight, true))).orderBy(desc(news.postedAt), desc(news.id))).map(toItem);
}

/** The `limit` newest articles. */
export async function newestNews(db: Db, limit: number): Promise<NewsItem[]> {
  return (await listQuery(db).where(published).orderBy(desc(news.postedAt), desc(news.id)).limit(limit)).map(toItem);
}

/** The most-read articles, optionally leaving one out. */
export async function popularNews(db: Db, limit: number, excludeId?: number): Promise<NewsItem[]> {
  const q = listQuery(db);
  const filtered = q.where(excludeId === undefined ? published : and(published, ne(news.id, excludeId)));
  return (await filtered.orderBy(desc(news.views), desc(news.postedAt), desc(news.id)).limit(limit)).map(toItem);
}

/** Counts one view atomically and answers the article with its new count; null when unknown. */
export async function readArticle(db: Db, seo: string): Promise<NewsDetail | null> {
  const [updated] = await db.update(news).set({ views: sql`${news.views} + 1` }).where(and(published, eq(news.seo, seo)))
    .returning({ id: news.id, views: news.views, text: news.text });
  if (!updated) return null;
  const [row] = await listQuery(db).where(eq(news.id, updated.id));
  return { ...toItem({ ...row, views: updated.views }), text: sanitizeHtml(updated.text) };
}

/** The promo page: each category (or only `categoryLink`) with its articles, promo banners, trending. */
export async function promoPage(db: Db, categoryLink?: string): Promise<PromoPage | null> {
  const categories = await db.select().from(newsCategories)
    .where(categoryLink ? eq(newsCategories.link, categoryLink) : undefined)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
  if (categoryLink && !categories.length) return null;
  const rows = await listQuery(db)
    .where(categoryLink ? and(published, eq(newsCategories.link, categoryLink)) : published)
    .orderBy(desc(news.postedAt), desc(news.id));
  const promo = categories.map((c) => ({
    category_name: c.name,
    category_link: c.link,
    news: rows.filter((r) => r.categoryId === c.id).map(toItem),
  }));
  const banner = (await db.select().from(banners).where(eq(banners.placement, 'promo')).orderBy(asc(banners.sort), asc(banners.id)))
    .map((b) => ({ id: b.id, image: b.image, url: b.url, title: b.title }));
  return { promo, banner, trending: await popularNews(db, 5) };
}
