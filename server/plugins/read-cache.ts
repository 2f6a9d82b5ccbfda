/**
 * The public read cache (issue 12.5, docs/content-management.md): a route whose `config.readCache`
 * is true answers from memory: the serialised body and a strong ETag per URL (and, for the POST
 * reads, per body) and Accept-Encoding; `If-None-Match` with that ETag answers 304. Every write
 * that changes what a read shows calls `app.readCache.invalidate()` (or a route says
 * `config.invalidatesReads`): the cache empties here and, with PostgreSQL, on every other
 * instance through LISTEN/NOTIFY on the channel `read_cache`. A read that started before an
 * invalidation is never stored after it (generation check). A request carrying a token
 * (Authorization, or a `token` in query or body) is never cached: members' answers stay theirs.
 * Repeated cached GETs are answered before Fastify by the hot path (plugins/read-cache-hot-path.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import type { Database, Db } from '../db/client';
import { sql } from 'drizzle-orm';
import { encodingOf, etagMatches, installHotPath, toArray, type WireEntry } from './read-cache-hot-path';
import { fieldOf } from '../http/request-parts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer this public read from the in-memory cache (ETag, 304). */
    readCache?: boolean;
    /**
     * A successful call of this route changes what public reads show: empty the cache everywhere
     * (true), or only the reads under these URL prefixes ('/api/news').
     */
    invalidatesReads?: boolean | readonly string[];
  }
  interface FastifyInstance { readCache: ReadCache }
  interface FastifyRequest { readCacheKey?: string; readCacheGeneration?: number; readCacheHit?: boolean }
}

/** The NOTIFY channel every instance listens on. */
export const READ_CACHE_CHANNEL = 'read_cache';
/** Most entries kept; the oldest goes first. */
const MAX_ENTRIES = 2000;
/** Bodies above this are not kept (a read that big is not a hot path). */
const MAX_BODY = 4 * 1024 * 1024;
/** POST reads with a body longer than this are not cached (keys stay small). */
const MAX_KEY_BODY = 2048;
/** @fastify/compress's threshold in plugins/external.ts: smaller bodies go uncompressed. */
const COMPRESS_MIN = 1024;

interface Entry extends WireEntry {
  body: Buffer;
  contentType: string;
  gzip?: Buffer;
  br?: Buffer;
}

export interface ReadCache {
  /**
   * Empties the cache (or only the reads under `prefixes`) here and, after `db`'s commit when
   * given a transaction, on every instance.
   */
  invalidate(db?: Db, prefixes?: readonly string[]): Promise<void>;
  /** Inside a write transaction: other instances empty theirs when it commits (call `clearLocal` after it). */
  notify(db: Db): Promise<void>;
  /** Empties this instance's cache. */
  clearLocal(): void;
  /**
   * Drops the reads under `prefixes` here at `at`: what they show changes by the clock, not by a write
   * (a banner's start or end). Each instance that read them schedules its own; an earlier time wins.
   */
  expireAt(at: Date, prefixes: readonly string[]): void;
  /** 'invalidated' (with the prefixes, [] for all) when another instance's write or a clock expiry emptied reads here (tests wait on it). */
  readonly events: EventEmitter;
  readonly size: number;
  /** False while an instance on PostgreSQL cannot listen (then nothing is cached). */
  readonly active: boolean;
  /** Answers sent by the HTTP server's request listener, before Fastify (the hot path). */
  readonly hotHits: number;
}

function hasToken(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true;
  const body = request.body;
  return Boolean(fieldOf(request.query, 'token') || (body && typeof body === 'object' && 'token' in body));
}

/** Registers the cache: the hooks on every route that asks for it, LISTEN with PostgreSQL. */
export async function registerReadCache(app: FastifyInstance, database: Database): Promise<void> {
  const entries = new Map<string, Entry>();
  const events = new EventEmitter();
  const instanceId = randomUUID();
  let generation = 0;
  let listening = database.kind !== 'postgres';
  /** Repeats of the GETs this cache answered, sent before Fastify. */
  const hotPath = installHotPath(app, entries);

  const clearLocal = () => { generation += 1; entries.clear(); };
  /** Drops the reads whose URL starts with one of `prefixes` (keys are 'encoding|METHOD url[ body]'). */
  const clearPrefixes = (prefixes: readonly string[]) => {
    generation += 1;
    for (const key of entries.keys()) {
      const url = key.slice(key.indexOf(' ') + 1);
      if (prefixes.some((p) => url.startsWith(p))) entries.delete(key);
    }
  };

  /** NOTIFY payload: this instance's id, then the prefixes ('' for everything). */
  const notify = async (db: Db, prefixes: readonly string[] = []) => {
    if (database.kind === 'postgres') await db.execute(sql`select pg_notify(${READ_CACHE_CHANNEL}, ${[instanceId, ...prefixes].join('\n')})`);
  };

  /** Pending clock expiries by their prefixes: the time and its timer. */
  const expiries = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  const expireAt = (at: Date, prefixes: readonly string[]) => {
    const key = prefixes.join('\n');
    const pending = expiries.get(key);
    if (pending && pending.at <= at.getTime()) return;
    if (pending) clearTimeout(pending.timer);
    // Timers hold at most 2^31-1 ms (24.8 days): a later time drops early, and the next read schedules again.
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => {
      expiries.delete(key);
      clearPrefixes(prefixes);
      // Rendered pages built on these reads drop as much (plugins/ssr.ts).
      events.emit('invalidated', prefixes);
    }, delay);
    timer.unref();
    expiries.set(key, { at: at.getTime(), timer });
  };
  app.addHook('onClose', async () => {
    for (const { timer } of expiries.values()) clearTimeout(timer);
    expiries.clear();
  });

  const cache: ReadCache = {
    async invalidate(db, prefixes) {
      if (prefixes?.length) clearPrefixes(prefixes);
      else clearLocal();
      await notify(db ?? database.db, prefixes);
      // With a transaction the NOTIFY goes at commit; a read between now and then is not stored (generation).
    },
    notify: (db) => notify(db),
    clearLocal,
    expireAt,
    events,
    get size() { return entries.size; },
    get active() { return listening; },
    get hotHits() { return hotPath.hits; },
  };
  app.decorate('readCache', cache);

  if (database.kind === 'postgres') await listen();

  /** One pooled connection kept for LISTEN; when it fails the cache is off until a new one listens. */
  async function listen(): Promise<void> {
    const pool = (database.db as unknown as { $client: { connect(): Promise<ListenClient> } }).$client;
    let client: ListenClient | null = null;
    let closing = false;
    const reconnect = () => {
      listening = false;
      clearLocal();
      client?.release(true);
      client = null;
      if (!closing) setTimeout(() => { void start(); }, 1000).unref();
    };
    const start = async () => {
      try {
        client = await pool.connect();
        client.on('notification', (message) => {
          const [from, ...prefixes] = (message.payload ?? '').split('\n');
          if (message.channel !== READ_CACHE_CHANNEL || from === instanceId) return;
          if (prefixes.length) clearPrefixes(prefixes);
          else clearLocal();
          // The prefixes emptied ([] for everything): caches built on these reads (rendered pages) drop as much.
          events.emit('invalidated', prefixes);
        });
        client.on('error', reconnect);
        await client.query(`LISTEN ${READ_CACHE_CHANNEL}`);
        clearLocal(); // anything missed while not listening
        events.emit('invalidated', []);
        listening = true;
      } catch {
        reconnect();
      }
    };
    app.addHook('onClose', async () => {
      closing = true;
      listening = false;
      const held = client;
      client = null;
      if (held) {
        await held.query(`UNLISTEN ${READ_CACHE_CHANNEL}`).catch(() => undefined);
        held.release();
      }
    });
    await start();
  }

  function keyOf(request: FastifyRequest): string | null {
    if (!listening || hasToken(request)) return null;
    let key = `${request.method} ${request.url}`;
    if (request.method === 'POST') {
      const body = JSON.stringify(request.body ?? null);
      if (body.length > MAX_KEY_BODY) return null;
      key += ` ${body}`;
    }
    return `${encodingOf(request.headers['accept-encoding'])}|${key}`;
  }

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    request.readCacheHit = true;
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      hotPath.sent(request, entry, null, null);
      return reply.code(304).send();
    }
    const encoding = encodingOf(request.headers['accept-encoding']);
    reply.header('content-type', entry.contentType);
    if (encoding === 'identity' || entry.body.length < COMPRESS_MIN) {
      hotPath.sent(request, entry, entry.body, null);
      return reply.send(entry.body);
    }
    const packed = encoding === 'br'
      ? (entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }))
      : (entry.gzip ??= gzipSync(entry.body));
    hotPath.sent(request, entry, packed, encoding);
    return reply.header('content-encoding', encoding).send(packed);
  }

  async function lookup(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (!request.routeOptions.config.readCache) return undefined;
    const key = keyOf(request);
    if (!key) return undefined;
    const entry = entries.get(key);
    if (entry) return answer(request, reply, entry);
    request.readCacheKey = key;
    request.readCacheGeneration = generation;
    return undefined;
  }

  const store: onSendHookHandler = async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (config.invalidatesReads && reply.statusCode < 400) {
      await cache.invalidate(undefined, config.invalidatesReads === true ? undefined : config.invalidatesReads);
    }
    const key = request.readCacheKey;
    if (!key || request.readCacheHit || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.readCacheGeneration === generation && body.length <= MAX_BODY) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { body, etag, contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8') });
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return null;
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.includes('GET') && !methods.includes('POST')) return;
    // GET answers before anything else runs; a POST read needs its validated body first.
    const hook = methods.includes('POST') ? 'preHandler' : 'onRequest';
    (route as unknown as Record<string, unknown[]>)[hook] = [...toArray(route[hook] as unknown), lookup];
    // Before @fastify/compress's onSend: the body is stored as serialised, not compressed.
    route.onSend = [store, ...toArray(route.onSend)];
  });
}

interface ListenClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  release(destroy?: boolean): void;
}

/**
 * onRoute hook for a group of public reads (cars/, content/): every GET route there is cached,
 * and the POSTs that only read (`post`, paths without the prefix: 'cardetail'); `writes` are the
 * routes that change what reads show (an article's view count, a brochure's downloads), each with
 * the URL prefixes of the reads to empty.
 */
export function cachePublicReads(opts: { post?: readonly string[]; writes?: Record<string, readonly string[]> } = {}) {
  const ends = (url: string, list: readonly string[] = []) => list.find((p) => url.endsWith(`/${p}`));
  return (route: RouteOptions): void => {
    const methods = ([] as string[]).concat(route.method);
    const config = (route.config ??= {}) as { readCache?: boolean; invalidatesReads?: boolean | readonly string[] };
    const write = ends(route.url, Object.keys(opts.writes ?? {}));
    if (write) {
      config.invalidatesReads ??= opts.writes![write];
      return;
    }
    if (methods.includes('GET') || (methods.includes('POST') && ends(route.url, opts.post))) config.readCache ??= true;
  };
}
