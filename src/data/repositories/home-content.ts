/** Editorial reads of the Home screen; each section has its own query so each loads on its own. */
import type { AfterSales, NewsItem, Recommended, ServiceIcon, Slide, SpecialOffer, ValueItem } from '../../../domain/api';
import { api } from '../api-client';
import type { CarVideo } from '../../../domain/api';
import { useMirroredQuery } from '../mirrored-query';

export const fetchSlides = (): Promise<Slide[]> => api.get('slider');
export const fetchServiceIcons = (): Promise<ServiceIcon[]> => api.get('icon');
export const fetchRecommended = (): Promise<Recommended[]> => api.get('recomendedproduct');
export const fetchSpecialOffers = (): Promise<SpecialOffer[]> => api.get('specialoffer');
export const fetchHomeNews = (): Promise<NewsItem[]> => api.get('news/home');
export const fetchValues = (): Promise<ValueItem[]> => api.get('values');
export const fetchAfterSales = (): Promise<AfterSales> => api.get('aftersales');

/** GET slider: desktop and mobile slides. */
export const useSlides = () => useMirroredQuery('slider', fetchSlides);
/** GET icon: the four service shortcuts. */
export const useServiceIcons = () => useMirroredQuery('icon', fetchServiceIcons);
/** GET recomendedproduct. */
export const useRecommended = () => useMirroredQuery('recomendedproduct', fetchRecommended);
/** GET specialoffer. */
export const useSpecialOffers = () => useMirroredQuery('specialoffer', fetchSpecialOffers);
/** GET news/home: the three latest articles. */
export const useHomeNews = () => useMirroredQuery('news/home', fetchHomeNews);
/** GET values: trusted-values icons. */
export const useValues = () => useMirroredQuery('values', fetchValues);
/** GET aftersales: service cards and banners. */
export const useAfterSales = () => useMirroredQuery('aftersales', fetchAfterSales);

/** How many featured models are tried for the Home video. */
const VIDEO_CANDIDATES = 4;

export interface HomeVideo extends CarVideo { seo: string }

/** POST caryoutube for the featured models in order: the first model that has a video. */
export async function fetchHomeVideo(seos: readonly string[]): Promise<HomeVideo | null> {
  for (const seo of seos.slice(0, VIDEO_CANDIDATES)) {
    const video = await api.post('caryoutube', { seo });
    if (video) return { ...video, seo };
  }
  return null;
}

/** The Home video: the first featured model (recommended order) with a video; waits for the list. */
export const useHomeVideo = (seos: readonly string[] | undefined) =>
  useMirroredQuery(seos && seos.length > 0 ? `home-video:${seos.slice(0, VIDEO_CANDIDATES).join(',')}` : null, () => fetchHomeVideo(seos ?? []));
