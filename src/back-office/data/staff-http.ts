/**
 * The staff calls that answer a file, not an envelope (CSV exports, KTP and proof images), through
 * the one transport with the staff token as Bearer, never in a URL. Failures are the same ApiError
 * as the client's. Every JSON call is typed by the endpoint map (domain/api/staff-endpoints.ts).
 */
import { send, toApiError } from '../../../shared/transport';

/** GET a binary answer (`/api/staff/...` path as the API gives it) as a Blob, with the file name the server suggests. */
export async function staffBlob(path: string, token: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send({ method: 'GET', url: path, token, headers: { accept: '*/*' } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
