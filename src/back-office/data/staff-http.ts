/**
 * The staff calls the contract client has no verb for: PATCH (staff accounts) and binary answers
 * (CSV exports, KTP and proof images), through the one transport with the staff token as Bearer,
 * never in a URL. Failures are the same ApiError as the client's.
 */
import { requestEnvelope, send, toApiError } from '../../../shared/transport';

/** PATCH `/api/staff/<path>` and resolve with the envelope's `data`. */
export async function staffPatch<T>(path: string, body: unknown, token: string): Promise<T> {
  return (await requestEnvelope<T>({ method: 'PATCH', url: `/api/staff/${path}`, body, token })).data;
}

/** GET a binary answer (`/api/staff/...` path as the API gives it) as a Blob, with the file name the server suggests. */
export async function staffBlob(path: string, token: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send({ method: 'GET', url: path, token, headers: { accept: '*/*' } });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
