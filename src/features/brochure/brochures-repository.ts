/** Brochures: the list by car category (mirrored for offline) and the download counter. */
import type { BrochureCategory, BrochureDownload } from '../../../domain/api';
import { api } from '../../data/api-client';
import { readMirror, writeMirror } from '../../data/db';
import { useMirroredQuery } from '../../data/mirrored-query';

/** Mirror key of the brochure list (the page rewrites it when a count changes). */
export const BROCHURES_KEY = 'brochure';

/** GET brochure: every car category with its brochures (empty categories too). */
export async function fetchBrochures(): Promise<BrochureCategory[]> {
  const data = await api.get('brochure');
  return data.category;
}

/** POST brochure/download: counts one download and answers the new count. */
export function registerBrochureDownload(brochureId: number, downloaded: number): Promise<BrochureDownload> {
  return api.post('brochure/download', { brochure_id: brochureId, downloaded });
}

/** The brochure list by category. */
export const useBrochures = () => useMirroredQuery(BROCHURES_KEY, fetchBrochures);

/** Writes a new download count into the mirrored list, so the list shows it (also offline later). */
export async function storeBrochureCount({ brochure_id, downloaded }: BrochureDownload): Promise<void> {
  const row = await readMirror<BrochureCategory[]>(BROCHURES_KEY);
  if (!row) return;
  const data = row.data.map((c) => ({ ...c, items: c.items.map((b) => (b.brochure_id === brochure_id ? { ...b, downloaded } : b)) }));
  await writeMirror({ key: BROCHURES_KEY, data, fetchedAt: Date.now() });
}
