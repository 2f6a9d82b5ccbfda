/** News lists, the article (counts a view) and the promo page. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ok } from '../../http/envelope';
import { seoString } from '../../http/schema';
import { highlightedNews, newestNews, popularNews, promoPage, readArticle } from './news-repository';
import { newsArticleAnswer, newsItems, promoAnswer, seoParams } from './schemas';
import { answers } from '../../http/response-schemas';

const HOME_NEWS = 3;
const POPULAR = 5;

export default async function newsRoutes(app: FastifyInstance) {
  const tags = ['news'];
  app.get('/news/highlight', { schema: { tags, summary: 'Highlighted articles, newest first (NewsItem[])', response: answers(newsItems) } }, async () => ok(await highlightedNews(app.db)));
  app.get('/news/home', { schema: { tags, summary: 'The three newest articles (NewsItem[])', response: answers(newsItems) } }, async () => ok(await newestNews(app.db, HOME_NEWS)));

  app.get('/newsdetail/:id', {
    schema: { tags, summary: 'Article by seo with sanitised HTML; counts one view. data: {news_detail, news_popular}', params: seoParams, response: answers(newsArticleAnswer) },
  }, async (request) => {
    const detail = await readArticle(app.db, request.params.id);
    if (!detail) throw new NotFoundError('Berita tidak ditemukan');
    return ok({ news_detail: detail, news_popular: await popularNews(app.db, POPULAR, detail.id) });
  });

  app.get('/news/promo', {
    schema: {
      tags,
      summary: 'Promo page: categories with their articles (all, or only ?category=link), promo banners, trending (PromoPage)',
      querystring: { type: 'object', properties: { category: { ...seoString, minLength: 0 } } } as const,
      response: answers(promoAnswer),
    },
  }, async (request) => {
    const page = await promoPage(app.db, request.query.category || undefined);
    if (!page) throw new NotFoundError('Kategori tidak ditemukan');
    return ok(page);
  });
}
