/**
 * The envelope every answer comes in (spec section 7; ARCHITECTURE.md conventions) and the one
 * reading of a failed answer, shared by the page's API client, the outbox and the service worker.
 */

/** Every answer: `{status, message, data}`. */
export interface Envelope<T> {
  status: number;
  message: string | { alert: string };
  data: T;
}

/** Text shown when the server answers something unreadable or fails (spec: global error). */
export const SERVER_ERROR_TEXT = 'Server Bermasalah';
/** Text shown when the request never reached the server. */
export const NETWORK_ERROR_TEXT = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';
/** The contract's 422 message. */
export const VALIDATION_TEXT = 'Periksa Kembali Semua Form';

/** A failed answer as the user reads it: HTTP status (0: no answer), message and 422 field errors. */
export interface Failure {
  status: number;
  message: string;
  /** Field errors; empty unless the server sent some. */
  errors: Record<string, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed body is the contract's envelope (it has `data`). */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return isRecord(value) && 'data' in value;
}

/**
 * Reads a non-2xx answer following the contract's 4xx shapes: 422 its message and field errors,
 * 400 `message.alert`, another 4xx its text message; 5xx and anything unreadable 'Server Bermasalah'
 * (a server's own 5xx text is never shown).
 */
export function readFailure(status: number, body: unknown): Failure {
  const message = isRecord(body) ? body.message : undefined;
  const errors = isRecord(body) && isRecord(body.errors) ? (body.errors as Record<string, string[]>) : {};
  if (status === 0) return { status, message: NETWORK_ERROR_TEXT, errors: {} };
  if (status === 422) return { status, message: typeof message === 'string' && message ? message : VALIDATION_TEXT, errors };
  if (status >= 400 && status < 500) {
    if (isRecord(message) && typeof message.alert === 'string') return { status, message: message.alert, errors };
    if (typeof message === 'string' && message) return { status, message, errors };
  }
  return { status, message: SERVER_ERROR_TEXT, errors: {} };
}
