/** News and promos: the promo page and single articles (each read counts a view on the server). */
import type { NewsArticle, PromoPage } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

export type { NewsArticle } from '../../../domain/api';

/** GET news/promo: every category with its articles, the promo banners and the trending list. */
export const fetchPromoPage = (): Promise<PromoPage> => api.get('news/promo');

/** GET newsdetail/{seo}. */
export const fetchNewsArticle = (seo: string): Promise<NewsArticle> => api.get('newsdetail/:seo', { params: { seo } });

/** The promo page. */
export const usePromoPage = () => useMirroredQuery('news/promo', fetchPromoPage);

/** One article by seo; articles already read open offline. */
export const useNewsArticle = (seo: string | undefined) =>
  useMirroredQuery(seo ? `newsdetail:${seo}` : null, () => fetchNewsArticle(seo as string));
