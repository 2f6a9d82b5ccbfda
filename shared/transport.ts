/**
 * The one HTTP transport of the page and the service worker: the URL from the endpoint map, the
 * API key, the member token and the Idempotency-Key on the request, the envelope read from the
 * answer, every failure as an ApiError (domain/api/envelope.ts reads it). Uses only what both
 * runtimes have (fetch, AbortController), so it compiles under the page's and the worker's lib.
 */
import { BRAND } from '../domain/brand';
import { isEnvelope, NETWORK_ERROR_TEXT, readFailure, SERVER_ERROR_TEXT, type Envelope } from '../domain/api/envelope';

/** The client id every call carries (a client identifier, not a secret). */
export const API_KEY: string = import.meta.env.VITE_API_KEY ?? 'merapi-demo-key';

/** The contract's two bases. */
export const API_BASES = { api: '/api', booking: '/booking-api' } as const;
/** 'api' (`/api`) or 'booking' (`/booking-api`). */
export type ApiBase = keyof typeof API_BASES;
// The one endpoint under the second base (domain/api/endpoints.ts).
const BOOKING_PATHS: ReadonlySet<string> = new Set(['bookingonlinenet.php']);

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

/** Turns a non-2xx answer into an ApiError following the contract's 4xx shapes. */
export function toApiError(status: number, body: unknown): ApiError {
  const failure = readFailure(status, body);
  return new ApiError(failure.status, failure.message, failure.errors, body);
}

/** What a call may add to its request. */
export interface RequestOptions {
  /** Member token, sent as `Authorization: Bearer`. */
  token?: string | null;
  /** Sent as `Idempotency-Key` (the outbox item's id, the order's key). */
  idempotencyKey?: string;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** The caller's abort: the call rejects with the abort's reason, not an ApiError. */
  signal?: AbortSignal;
  /** Gives up (as a network failure) when no whole answer came in this time. */
  timeoutMs?: number;
  /** Overrides the base the path implies. */
  base?: ApiBase;
}

/** Path parameters and query string of an endpoint. */
export interface PathArgs {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  base?: ApiBase;
}

/** The URL of a path of the endpoint map: `:name` from params (encoded), `{product}`, the query string, the base. */
export function endpointUrl(path: string, args: PathArgs = {}): string {
  let relative = path.replace(/^\//, '').replace('{product}', BRAND.product);
  const { params, query } = args;
  if (params) relative = relative.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const base = args.base ?? (BOOKING_PATHS.has(relative) ? 'booking' : 'api');
  const queryString = search.toString();
  return `${API_BASES[base]}/${relative}${queryString ? `?${queryString}` : ''}`;
}

/** The headers of a call: accept JSON, the API key, the token, the key; JSON content type when a body goes. */
export function requestHeaders(options: RequestOptions, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': API_KEY, ...options.headers };
  if (withBody) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  return headers;
}

/** One request: method, absolute-path URL and an optional JSON body (or a Blob, sent with its own type). */
export interface HttpRequest extends RequestOptions {
  /** PATCH and DELETE are the staff API's (accounts, content collections). */
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/**
 * Runs `work` with a signal that carries the caller's abort and the timeout. A caller's abort
 * rejects with its reason; any other failure (network, timeout) with an ApiError of status 0.
 */
async function guarded<T>(request: HttpRequest, work: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
  const { signal, timeoutMs } = request;
  const controller = timeoutMs ? new AbortController() : null;
  const forward = () => controller?.abort(signal?.reason);
  if (controller && signal?.aborted) forward();
  else if (controller) signal?.addEventListener('abort', forward, { once: true });
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
  try {
    return await work(controller?.signal ?? signal);
  } catch (cause) {
    if (signal?.aborted) throw signal.reason ?? cause;
    if (cause instanceof ApiError) throw cause;
    throw new ApiError(0, NETWORK_ERROR_TEXT);
  } finally {
    if (timer) clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/** Replaces the network (the server-side render answers the page's calls in process: docs/rendering.md). */
export function setTransportFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

function fetchOnce(request: HttpRequest, signal: AbortSignal | undefined): Promise<Response> {
  // A file (a staff media upload) goes as it is, with its own type; everything else as JSON.
  if (request.body instanceof Blob) {
    const headers = { ...requestHeaders(request, false), 'content-type': request.body.type || 'application/octet-stream' };
    return fetch(request.url, { method: request.method, headers, body: request.body, signal });
  }
  const withBody = request.body !== undefined;
  return fetchImpl(request.url, {
    method: request.method,
    headers: requestHeaders(request, withBody),
    body: withBody ? JSON.stringify(request.body) : undefined,
    signal,
  });
}

/** The parsed JSON of an answer: null when empty, undefined when unreadable. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends and resolves with the raw Response (binary answers); network failures reject with ApiError(0). */
export function send(request: HttpRequest): Promise<Response> {
  return guarded(request, (signal) => fetchOnce(request, signal));
}

/** An answer as status and parsed body; status 0 when none came (the outbox decides what it means). */
export interface Exchange { status: number; body: unknown }

/** Sends and resolves with the status and parsed body, never rejecting for a failed network (status 0). */
export async function exchange(request: HttpRequest): Promise<Exchange> {
  try {
    return await guarded(request, async (signal) => {
      const response = await fetchOnce(request, signal);
      return { status: response.status, body: await readBody(response) };
    });
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) return { status: 0, body: null };
    throw error;
  }
}

/** Sends and resolves with the whole envelope of a 2xx answer; anything else rejects with ApiError. */
export function requestEnvelope<T>(request: HttpRequest): Promise<Envelope<T>> {
  return guarded(request, async (signal) => {
    const response = await fetchOnce(request, signal);
    const body = await readBody(response);
    if (!response.ok) throw toApiError(response.status, body);
    if (!isEnvelope(body)) throw new ApiError(response.status, SERVER_ERROR_TEXT, {}, body);
    return body as Envelope<T>;
  });
}
