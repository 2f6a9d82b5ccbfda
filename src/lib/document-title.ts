/** Sets the document title of a screen. */
import { useEffect } from 'react';
import { BRAND } from '../../domain/brand';

export const DEFAULT_TITLE = `${BRAND.name} - Dealer Resmi Toyota Jawa Tengah & DIY`;

/** `title` becomes '{title} | Merapi Toyota'; without one the site's default title. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : DEFAULT_TITLE;
  }, [title]);
}
