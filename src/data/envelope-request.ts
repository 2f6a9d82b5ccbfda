/**
 * A POST that answers the whole `{status, message, data}` envelope, for the few calls whose
 * `message` carries meaning on success (the voucher check says 'Valid' or 'Invalid').
 * Failures are the same ApiError as `api.post`.
 */
import type { Envelope } from '../../domain/api';
import { ApiError, NETWORK_ERROR_TEXT, SERVER_ERROR_TEXT, toApiError, type RequestOptions } from './api-client';

const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'data' in value && 'message' in value;
}

/** POST /api/{path} and resolve with the envelope itself (not only `data`). */
export async function postEnvelope<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', 'x-api-key': API_KEY, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_TEXT);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw toApiError(response.status, json);
  if (!isEnvelope(json)) throw new ApiError(response.status, SERVER_ERROR_TEXT, {}, json);
  return json as Envelope<T>;
}
