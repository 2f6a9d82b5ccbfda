/**
 * The read cache's hot path (plugins/read-cache.ts wires it): once Fastify has answered a cached
 * GET from memory, the answer as sent (status, every header its hooks set, body) is kept with the
 * entry, and the next request for it with the same API key, no Authorization, no body, the same
 * Accept-Encoding header (as written) and the same If-None-Match outcome is answered with those
 * bytes by the HTTP server's request listener, before Fastify's routing. Anything else, and every
 * miss, goes through Fastify.
 *
 * Why a replay is the answer Fastify would give: it is Fastify's answer to a request equal in every
 * part its hooks read. onRequest: the security headers are constant, the API key is compared the
 * same, a token in the URL or Authorization is never cached, rate-limited routes are never kept;
 * onSend: the body guard has nothing to drain (no body), compression may encode what the cache sent
 * (Accept-Encoding: deflate or *), so an answer is kept only when its headers say exactly what its
 * body is (Content-Encoding as sent, Content-Length equal to its length, no Connection or
 * Transfer-Encoding); onResponse: nothing for a read but this module. The request log lines are
 * written as Fastify writes them (same request ids, serializers and fields).
 * Also the two header rules the cache and this share: Accept-Encoding and If-None-Match.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';

declare module 'fastify' {
  // Fastify 5 exposes its request-id generator on the instance (a getter in fastify.js); its types do not.
  interface FastifyInstance { readonly genReqId: (req: IncomingMessage) => string }
}

/** An answer exactly as Fastify sent it, for the request listener to send again. */
export interface Wire { status: number; headers: OutgoingHttpHeaders; body: Buffer | null }

/** What the hot path reads and fills of a cache entry. */
export interface WireEntry {
  etag: string;
  /** Fastify's answers from this entry as sent, by status and the request's Accept-Encoding as written (wireKey). */
  wires?: Map<string, Wire>;
}

/** The hot path of one app. */
export interface HotPath {
  /**
   * A hit answered in Fastify sent `body` (null for a 304) from `entry`, with Content-Encoding
   * `encoding` (null: none): kept as its wire answer once the response is done, if it went out so.
   */
  sent(request: FastifyRequest, entry: WireEntry, body: Buffer | null, encoding: string | null): void;
  /** Answers sent by the request listener, before Fastify. */
  readonly hits: number;
}

/** Logger levels at which Fastify writes its request lines (info). */
const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/** Most answers kept per entry: a few Accept-Encoding spellings (browsers, API clients) with their 304s. */
const MAX_WIRES = 8;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** The encoding an answer is sent in for this Accept-Encoding. */
export function encodingOf(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = header.toLowerCase().split(',').map((p) => p.trim().split(';')[0]);
  // Same preference as @fastify/compress's default: br, then gzip.
  for (const e of ENCODINGS) if (accepted.includes(e)) return e;
  return 'identity';
}

/** Whether If-None-Match names `etag` (or is '*'). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** The cache key of a GET (the cache's keys are 'encoding|METHOD url[ body]'). */
const getKey = (acceptEncoding: string | undefined, url: string | undefined) => `${encodingOf(acceptEncoding)}|GET ${url}`;

/** A request without a body and without Authorization: its cached answer depends on its URL and headers named in the key only. */
function replayable(req: IncomingMessage): boolean {
  const headers = req.headers;
  return headers.authorization === undefined && headers['content-length'] === undefined && headers['transfer-encoding'] === undefined;
}

/** A kept answer's key in its entry: the status and the Accept-Encoding header as the client wrote it. */
const wireKey = (status: 200 | 304, acceptEncoding: string | undefined) => (acceptEncoding === undefined ? `${status}` : `${status} ${acceptEncoding}`);

/**
 * The answer as it went out, when its headers describe its body: the Content-Encoding the cache
 * set and no other (compression left it alone), the body's own length, and no header that would
 * end or re-frame the connection. Null when not (that request is then always answered in Fastify).
 */
function asSent(reply: FastifyReply, body: Buffer | null, encoding: string | null): Wire | null {
  const status = reply.statusCode;
  if (status !== (body ? 200 : 304)) return null;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as OutgoingHttpHeaders[string];
  if ((headers['content-encoding'] ?? null) !== encoding) return null;
  if (headers.connection !== undefined || headers['transfer-encoding'] !== undefined) return null;
  if (body && Number(headers['content-length']) !== body.length) return null;
  return { status, headers, body };
}

/** Keeps Fastify's answers to cache hits on `entries` and answers repeats of them before Fastify. */
export function installHotPath(app: FastifyInstance, entries: ReadonlyMap<string, WireEntry>): HotPath {
  /** What a hit sent, until onResponse keeps it as the entry's wire answer. */
  const sent = new WeakMap<FastifyRequest, { entry: WireEntry; body: Buffer | null; encoding: string | null }>();
  let hits = 0;

  /**
   * onResponse of a hit: keeps the answer as sent (headers from every hook) on its entry, when it
   * is a plain GET whose answer depends only on the cache key, and the entry is still current.
   */
  const keepWire: onResponseHookHandler = (request, reply, done) => {
    const hit = request.readCacheHit ? sent.get(request) : undefined;
    const acceptEncoding = request.headers['accept-encoding'];
    if (hit && request.method === 'GET' && replayable(request.raw) && !request.routeOptions.config.rateLimit
      && entries.get(getKey(acceptEncoding, request.url)) === hit.entry) {
      const wire = asSent(reply, hit.body, hit.encoding);
      if (wire) {
        const wires = (hit.entry.wires ??= new Map());
        const key = wireKey(wire.status === 304 ? 304 : 200, acceptEncoding);
        if (wires.size < MAX_WIRES || wires.has(key)) wires.set(key, wire);
      }
    }
    done();
  };

  /** Fastify's request log lines ('incoming request', 'request completed') for an answer sent here. */
  const config = app.initialConfig;
  const idLabel = config.requestIdLogLabel ?? 'reqId';
  const logs = config.disableRequestLogging !== true;
  const logRequest = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const log = app.log.child({ [idLabel]: app.genReqId(req) });
    log.info({ req }, 'incoming request');
    res.once('finish', () => log.info({ res, responseTime: performance.now() - started }, 'request completed'));
  };

  /** The request listener's part: a cached GET answered as Fastify last answered it; false to hand it to Fastify. */
  const apiKey = app.config.apiKey;
  let serving = true;
  const hot = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || !serving || !replayable(req)) return false;
    const headers = req.headers;
    if (headers['x-api-key'] !== apiKey) return false;
    const acceptEncoding = headers['accept-encoding'];
    const entry = entries.get(getKey(acceptEncoding, req.url));
    const wire = entry?.wires?.get(wireKey(etagMatches(headers['if-none-match'], entry.etag) ? 304 : 200, acceptEncoding));
    if (!wire) return false;
    hits += 1;
    if (logs && LOGS_INFO.has(app.log.level)) logRequest(req, res);
    res.writeHead(wire.status, wire.headers);
    if (wire.body) res.end(wire.body);
    else res.end();
    return true;
  };

  // Fastify's own request listener stays the one that answers everything the hot path does not.
  const [fastify, ...others] = app.server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  if (fastify && others.length === 0) {
    app.server.removeListener('request', fastify);
    app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!hot(req, res)) fastify(req, res);
    });
  }
  // Closing: Fastify answers new requests (503) and lets keep-alive connections end.
  app.addHook('preClose', (done) => { serving = false; done(); });

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (methods.includes('GET')) route.onResponse = [...toArray(route.onResponse), keepWire];
  });

  return {
    sent: (request, entry, body, encoding) => { sent.set(request, { entry, body, encoding }); },
    get hits() { return hits; },
  };
}

/** A hook option as a list. */
export function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
