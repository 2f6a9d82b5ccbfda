/** The document title of an info page, from its meta_title. */
import { BRAND } from '../../../domain/brand';

const BRAND_SUFFIX = new RegExp(`\\s*[|\\-–]\\s*${BRAND.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i');

/** meta_title without a trailing '| Merapi Toyota' (the site adds its own suffix), else the title. */
export function infoPageTitle(page: { meta_title: string; title: string }): string {
  return page.meta_title.replace(BRAND_SUFFIX, '').trim() || page.title;
}
