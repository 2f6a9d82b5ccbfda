/** Display helpers of the news screens. */
import type { NewsItem } from '../../../domain/api';
import { formatDateId, formatNumberId } from '../../../domain/money';


/** '1.840 Views' (the spec's word). */
export function viewsText(views: number): string {
  return `${formatNumberId(views)} Views`;
}

/** The posting date in Indonesian: the API's text, else formatted from the timestamp. */
export function postDate(item: Pick<NewsItem, 'postdate' | 'datepost'>): string {
  return item.postdate || formatDateId(item.datepost);
}

/** Intrinsic size of the generated news images. */
export const NEWS_IMAGE = { width: 1200, height: 675 } as const;
