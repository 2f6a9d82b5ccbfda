/**
 * The staff calls the contract client has no verb for: PATCH (staff accounts) and binary answers
 * (CSV exports, KTP and proof images), each with the staff token as Bearer, never in a URL.
 * Failures are the same ApiError as the client's.
 */
import { ApiError, NETWORK_ERROR_TEXT, toApiError } from '../api-client';

const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';

async function send(method: 'GET' | 'PATCH', path: string, token: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'x-api-key': API_KEY, authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_TEXT);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, json);
  }
  return response;
}

/** PATCH `/api/staff/<path>` and resolve with the envelope's `data`. */
export async function staffPatch<T>(path: string, body: unknown, token: string): Promise<T> {
  const response = await send('PATCH', `/api/staff/${path}`, token, body);
  const json = (await response.json()) as { data: T };
  return json.data;
}

/** GET a binary answer (`/api/staff/...` path as the API gives it) as a Blob, with the file name the server suggests. */
export async function staffBlob(path: string, token: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send('GET', path, token);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
