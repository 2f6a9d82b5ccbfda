/**
 * A brochure click: the PDF opens in a new tab first (inside the click, so no popup blocker
 * stops it), then the download is counted and the new count shown. As the spec says, the
 * outcome is only logged ('Berhasil Download' / 'Gagal Download'); the visitor already has the file.
 */
import { useCallback, useState } from 'react';
import type { BrochureCategory } from '../../../domain/api';
import { registerBrochureDownload, storeBrochureCount } from './brochures-repository';

/** One brochure of the list. */
export type Brochure = BrochureCategory['items'][number];

/** The shown count of each brochure and the click handler that opens and counts it. */
export function useBrochureDownload() {
  const [counts, setCounts] = useState<Record<number, number>>({});
  const countOf = useCallback((item: Brochure) => counts[item.brochure_id] ?? item.downloaded, [counts]);

  const download = useCallback(
    async (item: Brochure) => {
      window.open(item.file, '_blank', 'noopener');
      try {
        // `downloaded` is the count this download makes; the server counts on its own and answers the truth.
        const result = await registerBrochureDownload(item.brochure_id, countOf(item) + 1);
        setCounts((c) => ({ ...c, [result.brochure_id]: result.downloaded }));
        console.info('Berhasil Download');
        await storeBrochureCount(result);
      } catch {
        console.warn('Gagal Download');
      }
    },
    [countOf],
  );

  return { countOf, download };
}
