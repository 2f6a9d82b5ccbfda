/**
 * Sends a chosen file to the media pipeline (POST /api/staff/content/media, the raw file with its
 * type) after the checks the page can make itself (type and size, the server's limits); the server
 * checks the content again, makes the WebP variants and answers the URL a record stores.
 */
import type { MediaItem } from '../../../../domain/api';
import { MEDIA_MAX_BYTES, PDF_MAX_BYTES } from '../../../../domain/media';
import { contentCall } from '../../data/staff-content';
import { staffSession } from '../../session/staff-session-store';

/** The photo types the media pipeline takes (it checks the bytes; the page checks the label to answer at once). */
const MEDIA_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What the picker accepts. */
export const ACCEPT = { photo: MEDIA_IMAGE_TYPES.join(','), pdf: 'application/pdf' } as const;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The page's own refusal of a file, or null when it may go to the server. */
export function fileProblem(file: File, kind: keyof typeof ACCEPT): string | null {
  if (kind === 'pdf') {
    if (file.type !== 'application/pdf') return 'Pilih berkas PDF.';
    return file.size > PDF_MAX_BYTES ? `Berkas terlalu besar (maksimal ${megabytes(PDF_MAX_BYTES)}).` : null;
  }
  if (!(MEDIA_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Pilih foto JPEG, PNG atau WebP.';
  return file.size > MEDIA_MAX_BYTES ? `Foto terlalu besar (maksimal ${megabytes(MEDIA_MAX_BYTES)}).` : null;
}

/** Uploads one file; rejects with ApiError (the server's message) or an Error with the page's refusal. */
export async function uploadFile(file: File, kind: keyof typeof ACCEPT): Promise<MediaItem> {
  const problem = fileProblem(file, kind);
  if (problem) throw new Error(problem);
  return contentCall('POST content/media', staffSession().token ?? '', { body: file });
}
