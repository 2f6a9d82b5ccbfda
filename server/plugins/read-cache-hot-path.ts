/**
 * The read cache's hot path (plugins/read-cache.ts wires it): once Fastify has answered a cached
 * GET from memory, the answer as sent (status, every header its hooks set, body) is kept with the
 * entry, and the next request for it with the same API key, no Authorization, no body, the same
 * Accept-Encoding and the same If-None-Match outcome is answered with those bytes by the HTTP
 * server's request listener, before Fastify's routing and hooks. Anything else, and every miss, goes
 * through Fastify; the security headers and the API-key refusal are Fastify's, replayed, never
 * rebuilt here. Such a hit writes no request log line (as a CDN's hit would not reach the origin's
 * log). Also the two header rules the cache and this share: Accept-Encoding and If-None-Match.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';

/** An answer exactly as Fastify sent it, for the request listener to send again. */
export interface Wire { status: number; headers: OutgoingHttpHeaders; body: Buffer | null }

/** What the hot path reads and fills of a cache entry. */
export interface WireEntry {
  etag: string;
  /** The 200 and the 304 of a GET as sent, once Fastify has answered each from this entry. */
  ok?: Wire;
  notModified?: Wire;
}

/** The hot path of one app. */
export interface HotPath {
  /** A hit answered in Fastify sent `body` (null for a 304) from `entry`: kept as its wire answer once the response is done. */
  sent(request: FastifyRequest, entry: WireEntry, body: Buffer | null): void;
  /** Answers sent by the request listener, before Fastify. */
  readonly hits: number;
}

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

/** Keeps Fastify's answers to cache hits on `entries` and answers repeats of them before Fastify. */
export function installHotPath(app: FastifyInstance, entries: ReadonlyMap<string, WireEntry>): HotPath {
  /** What a hit sent, until onResponse keeps it as the entry's wire answer. */
  const sent = new WeakMap<FastifyRequest, { entry: WireEntry; body: Buffer | null }>();
  let hits = 0;

  /**
   * onResponse of a hit: keeps the answer as sent (headers from every hook) on its entry, when it
   * is a plain GET whose answer depends only on the cache key, and the entry is still current.
   */
  const keepWire: onResponseHookHandler = (request, reply, done) => {
    const hit = request.readCacheHit ? sent.get(request) : undefined;
    if (hit && request.method === 'GET' && replayable(request.raw) && !request.routeOptions.config.rateLimit) {
      const status = reply.statusCode;
      if (entries.get(getKey(request.headers['accept-encoding'], request.url)) === hit.entry && (status === 200 || status === 304) && (status === 304) === (hit.body === null)) {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value as OutgoingHttpHeaders[string];
        const wire: Wire = { status, headers, body: hit.body };
        if (status === 200) hit.entry.ok = wire;
        else hit.entry.notModified = wire;
      }
    }
    done();
  };

  /** The request listener's part: a cached GET answered as Fastify last answered it; false to hand it to Fastify. */
  const apiKey = app.config.apiKey;
  let serving = true;
  const hot = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || !serving || !replayable(req)) return false;
    const headers = req.headers;
    if (headers['x-api-key'] !== apiKey) return false;
    const entry = entries.get(getKey(headers['accept-encoding'], req.url));
    if (!entry) return false;
    const wire = etagMatches(headers['if-none-match'], entry.etag) ? entry.notModified : entry.ok;
    if (!wire) return false;
    hits += 1;
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
    sent: (request, entry, body) => { sent.set(request, { entry, body }); },
    get hits() { return hits; },
  };
}

/** A hook option as a list. */
export function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
