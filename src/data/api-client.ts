/** The contract's HTTP client: `x-api-key` on every call, the `{status, message, data}` envelope unwrapped, failures as ApiError. */
import type { ApiGetMap, ApiPostMap } from './endpoints';

/** Text shown when the server answers something unreadable or fails (spec: global error). */
export const SERVER_ERROR_TEXT = 'Server Bermasalah';
/** Text shown when the request never reached the server. */
export const NETWORK_ERROR_TEXT = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';
const BASES = { api: '/api', booking: '/booking-api' } as const;

/** A failed call: HTTP status (0 when the network failed), the user-facing message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  get isNetwork(): boolean { return this.status === 0; }
  get isValidation(): boolean { return this.status === 422; }
  get isBusiness(): boolean { return this.status === 400; }
  get isUnauthorized(): boolean { return this.status === 401; }
}

export interface RequestOptions {
  /** Member token, sent as `Authorization: Bearer`. */
  token?: string | null;
  /** Extra headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'booking' targets the second (online booking) base. */
  base?: keyof typeof BASES;
}

type ActivityListener = (delta: 1 | -1, failed: boolean) => void;
const activityListeners = new Set<ActivityListener>();

/** Subscribes to request start (+1) and end (-1); the ui store drives the progress bar with it. */
export function onRequestActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

function emitActivity(delta: 1 | -1, failed = false): void {
  for (const listener of activityListeners) listener(delta, failed);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Turns a non-2xx answer into an ApiError following the contract's 4xx shapes. */
export function toApiError(status: number, body: unknown): ApiError {
  const message = isRecord(body) ? body.message : undefined;
  if (status === 422 && isRecord(body)) {
    const errors = isRecord(body.errors) ? (body.errors as Record<string, string[]>) : {};
    return new ApiError(422, typeof message === 'string' ? message : 'Periksa Kembali Semua Form', errors, body);
  }
  if (status === 400 && isRecord(message) && typeof message.alert === 'string') {
    return new ApiError(400, message.alert, {}, body);
  }
  if (status >= 400 && status < 500 && typeof message === 'string' && message) {
    return new ApiError(status, message, {}, body);
  }
  return new ApiError(status, SERVER_ERROR_TEXT, {}, body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const url = `${BASES[options.base ?? 'api']}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': API_KEY, ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  emitActivity(1);
  let failed = true;
  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: options.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') {
        failed = false;
        throw cause;
      }
      throw new ApiError(0, NETWORK_ERROR_TEXT);
    }
    const json = await readJson(response);
    if (!response.ok) throw toApiError(response.status, json);
    if (!isRecord(json) || !('data' in json)) throw new ApiError(response.status, SERVER_ERROR_TEXT, {}, json);
    failed = false;
    return json.data as T;
  } finally {
    emitActivity(-1, failed);
  }
}

type GetPath = keyof ApiGetMap;
type PostPath = keyof ApiPostMap;

function get<P extends GetPath>(path: P, options?: RequestOptions): Promise<ApiGetMap[P]>;
function get<T>(path: string, options?: RequestOptions): Promise<T>;
function get(path: string, options?: RequestOptions): Promise<unknown> {
  return request('GET', path, undefined, options);
}

function post<P extends PostPath>(path: P, body: ApiPostMap[P]['body'], options?: RequestOptions): Promise<ApiPostMap[P]['data']>;
function post<T>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
function post(path: string, body: unknown, options?: RequestOptions): Promise<unknown> {
  return request('POST', path, body ?? {}, options);
}

/** `api.get(path)` / `api.post(path, body)`: resolve with the envelope's `data`, reject with ApiError. */
export const api = { get, post };
