/**
 * What the logs may carry (issue 13.6): method, route and status; errors by type, code and stack.
 * Never SQL parameters (a failed insert used to log the scrypt hash, e-mail and phone), database
 * error details (they quote values), passwords, hashes, tokens, KTP data or personal records.
 * A request is logged by its route pattern (`/api/staff/queue/:kind`), never its URL: staff
 * searches (`q=` with names, phones, e-mails) and ids in paths stay out (issue 29.7). The client
 * address is left out too.
 */
import type { FastifyServerOptions } from 'fastify';

/**
 * What a request is logged as: its route's pattern, or for a page or file (no route of its own,
 * or a wildcard one) the path without the query string.
 */
export function loggedRoute(req: { url?: string; routeOptions?: { url?: string } }): string {
  const pattern = req.routeOptions?.url;
  if (pattern && !pattern.includes('*')) return pattern;
  return (req.url ?? '').split('?')[0];
}

interface ErrorLike {
  name?: string; message?: string; stack?: string; code?: unknown; statusCode?: unknown;
  query?: unknown; params?: unknown; severity?: unknown; table?: unknown; constraint?: unknown; cause?: unknown;
}

/** A database error (node-postgres, PGlite) or drizzle's wrapper of one, whose text may quote values. */
const fromDatabase = (e: ErrorLike) => typeof e.query === 'string' || e.params !== undefined || typeof e.severity === 'string' || /^Failed query/.test(e.message ?? '');

/** The stack's frames only (its first line repeats the message). */
const frames = (stack: string | undefined) => (stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');

/** An error as the logs may keep it. */
export function safeError(error: unknown): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as ErrorLike;
  const cause = (e.cause && typeof e.cause === 'object' ? e.cause : {}) as ErrorLike;
  if (fromDatabase(e) || fromDatabase(cause)) {
    const code = typeof cause.code === 'string' ? cause.code : e.code;
    const where = [cause.table ?? e.table, cause.constraint ?? e.constraint].filter((v) => typeof v === 'string').join('.');
    return { type: e.name ?? 'Error', code, message: `database query failed${code ? ` (${String(code)})` : ''}${where ? ` on ${where}` : ''}`, stack: frames(e.stack) };
  }
  return { type: e.name ?? 'Error', code: e.code, statusCode: e.statusCode, message: e.message, stack: e.stack };
}

/** pino options of the server's logger: redacting serializers, plus any overrides (level, stream in tests). */
export function loggerOptions(level: string, extra: Record<string, unknown> = {}): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({ method: req.method, route: loggedRoute(req) }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
    // Belt and braces: these never reach a log line even if someone logs a request or body by hand.
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers["x-staff-token"]', 'req.headers.cookie', '*.password', '*.passwordHash', '*.token', '*.ktp', '*.bukti_transfer', '*.image', 'password', 'token'],
      censor: '[redacted]',
    },
    ...extra,
  } as unknown as FastifyServerOptions['logger'];
}
