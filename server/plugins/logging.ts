/**
 * What the logs may carry (issue 13.6): method, path and status; errors by type, code and stack.
 * Never SQL parameters (a failed insert used to log the scrypt hash, e-mail and phone), database
 * error details (they quote values), passwords, hashes, tokens, KTP data or personal records;
 * query values with a personal or secret name are masked, and the client address is left out.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /token|pass|email|phone|name|key|ktp|nik/i;

/** The URL with the values of secret-looking query parameters masked. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
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
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: safeUrl(req.url ?? '') }),
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
