/**
 * The page's API client over the shared transport (shared/transport.ts): calls typed by the
 * endpoint map (domain/api/endpoints.ts), the envelope's `data` as the answer, failures as ApiError,
 * and request activity for the progress bar.
 */
import type { GetEndpoints, GetPath, PatchEndpoints, PatchPath, PathArgs, PostEndpoints, PostPath } from '../../domain/api/endpoints';
import { endpointUrl, requestEnvelope, type HttpRequest, type RequestOptions } from '../../shared/transport';

export { NETWORK_ERROR_TEXT, SERVER_ERROR_TEXT } from '../../domain/api/envelope';
export { ApiError, type RequestOptions } from '../../shared/transport';

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

/** A request with progress-bar activity; a caller's abort is not a failure. */
async function tracked<T>(request: HttpRequest): Promise<T> {
  emitActivity(1);
  let failed = true;
  try {
    const envelope = await requestEnvelope<T>(request);
    failed = false;
    return envelope.data;
  } catch (error) {
    if (request.signal?.aborted) failed = false;
    throw error;
  } finally {
    emitActivity(-1, failed);
  }
}

/** Options of a typed call: the endpoint's `params` and `query` besides the request options. */
export type CallOptions<E> = RequestOptions & PathArgs<E>;
/** The options argument: required when the endpoint has params or a required query. */
export type OptionsArg<E> = object extends PathArgs<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];
// A path of the map is never taken by the untyped overload, so a wrong body or a missing param is an error, not a fallback.
type UntypedPath<S extends string, Known extends string> = S extends Known ? never : S;

function callOf(method: 'GET' | 'POST' | 'PATCH', path: string, body: unknown, options: RequestOptions & { params?: Record<string, string | number>; query?: Record<string, string | number | undefined> } = {}): HttpRequest {
  const { params, query, ...rest } = options;
  return { ...rest, method, url: endpointUrl(path, { params, query, base: rest.base }), body };
}

function get<P extends GetPath>(path: P, ...options: OptionsArg<GetEndpoints[P]>): Promise<GetEndpoints[P]['data']>;
/** @deprecated Untyped: add the endpoint to domain/api/endpoints.ts and call it by its path. */
function get<T = unknown, S extends string = string>(path: UntypedPath<S, GetPath>, options?: RequestOptions): Promise<T>;
function get(path: string, options?: CallOptions<object>): Promise<unknown> {
  return tracked(callOf('GET', path, undefined, options));
}

function post<P extends PostPath>(path: P, body: PostEndpoints[P]['body'], ...options: OptionsArg<PostEndpoints[P]>): Promise<PostEndpoints[P]['data']>;
/** @deprecated Untyped: add the endpoint to domain/api/endpoints.ts and call it by its path. */
function post<T = unknown, S extends string = string>(path: UntypedPath<S, PostPath>, body: unknown, options?: RequestOptions): Promise<T>;
function post(path: string, body: unknown, options?: CallOptions<object>): Promise<unknown> {
  return tracked(callOf('POST', path, body ?? {}, options));
}

/** PATCH of the map (the staff API's accounts and breaches); typed only. */
function patch<P extends PatchPath>(path: P, body: PatchEndpoints[P]['body'], ...[options]: OptionsArg<PatchEndpoints[P]>): Promise<PatchEndpoints[P]['data']> {
  return tracked(callOf('PATCH', path, body, options as CallOptions<object>));
}

/** `api.get(path, {params, query})` / `api.post(path, body, {token})` / `api.patch(...)`: resolve with the envelope's `data`, reject with ApiError. */
export const api = { get, post, patch };

/** The request of a typed POST, for callers that need the whole envelope (envelope-request.ts). */
export function postRequest<P extends PostPath>(path: P, body: PostEndpoints[P]['body'], options: CallOptions<PostEndpoints[P]>): HttpRequest {
  return callOf('POST', path, body ?? {}, options as CallOptions<object>);
}
