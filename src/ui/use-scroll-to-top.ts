/** The one scroll-to-top of the screens: to the top when a screen opens and whenever `key` changes (another article, another page). */
import { useEffect } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Skipped for back/forward (POP) so the root scroll restoration (app/scroll-restoration.ts) can put the reader back where
 * they were; a first load is POP too and starts at the top anyway.
 */
export function useScrollToTop(key?: unknown): void {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new screen or key scrolls; a change of navigation type alone does not
  }, [key]);
}
