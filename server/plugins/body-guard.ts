/**
 * Input no handler should ever meet (issue 13.2): text with a NUL character (PostgreSQL refuses
 * 0x00, which used to surface as a 500), numbers that are not finite, bodies nested deeper than any form (class-transformer,
 * the forms' former library, recursed itself to a stack overflow), and member tokens in URLs (URLs end up in logs, proxies
 * and browser history). Refused with the contract's 4xx shapes before validation.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VALIDATION_MESSAGE } from '../http/envelope';
import { MAX_BODY_DEPTH } from '../http/limits';

export const NUL_MESSAGE = '*Karakter tidak valid!.';
export const DEPTH_MESSAGE = '*Data tidak valid!.';
export const NUMBER_MESSAGE = '*Angka tidak valid!.';

/**
 * The first problem of a parsed value: the top-level field holding a NUL or nested too deep (the
 * page shows errors by field); null when clean. Iterative, so depth cannot overflow the stack.
 */
export function inputProblem(value: unknown, maxDepth = MAX_BODY_DEPTH): { field: string; message: string } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    const field = item.path || 'body';
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { field, message: NUL_MESSAGE };
      continue;
    }
    // JSON.parse('1e400') and the schema's coercion of "1e400" both give Infinity.
    if (typeof item.value === 'number') {
      if (!Number.isFinite(item.value)) return { field, message: NUMBER_MESSAGE };
      continue;
    }
    // Raw uploads (bytes) carry no fields.
    if (item.value === null || typeof item.value !== 'object' || ArrayBuffer.isView(item.value)) continue;
    if (item.depth >= maxDepth) return { field, message: DEPTH_MESSAGE };
    for (const [key, child] of Object.entries(item.value)) {
      if (key.includes('\u0000')) return { field, message: NUL_MESSAGE };
      stack.push({ value: child, path: item.path || key, depth: item.depth + 1 });
    }
  }
  return null;
}

/** How long the rest of a refused body is read and dropped after the answer went out. */
const LINGER_MAX_MS = 30_000;

/**
 * Answers while the client still sends (a 77 MiB upload refused with 413 on its Content-Length, a
 * 401 before the body was read) without resetting the connection. The answer goes out at once, so
 * a client that reads while it sends stops early; the connection is then half-closed (FIN) and the
 * rest of the body read and dropped for at most LINGER_MAX_MS, so a client that reads only once it
 * has sent everything finds the answer waiting. Node would otherwise destroy the socket as soon as
 * the `Connection: close` answer is written, with body still arriving: the kernel then answers with
 * a reset, which can throw away the answer itself (issue 29.7; it used to read at most 64 MB first,
 * then cut the connection without any answer).
 */
export function lingerAfterAnswer(raw: IncomingMessage): void {
  const socket = raw.socket as Socket | null;
  if (!socket || typeof socket.destroySoon !== 'function' || socket.destroyed) return; // inject has no real socket
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MAX_MS);
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
  };
  socket.once('close', () => clearTimeout(timer));
  raw.once('end', close);
  raw.once('error', close);
  raw.resume();
}

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/booking-api/');

/** A token in the query string of an API call (any `token`-like name). */
function tokenInUrl(request: FastifyRequest): boolean {
  const q = request.url.indexOf('?');
  if (q < 0) return false;
  return [...new URLSearchParams(request.url.slice(q + 1)).keys()].some((name) => /token/i.test(name));
}

export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // A request without a body (a GET refused in onRequest: a wrong API key) has nothing to drain;
    // lingering on it ended the socket at the body's immediate end, before the answer was flushed.
    const headers = request.headers;
    const hasBody = headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
    if (!hasBody || request.raw.complete || request.raw.readableEnded) return;
    reply.header('connection', 'close');
    lingerAfterAnswer(request.raw);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    if (tokenInUrl(request)) {
      return reply.code(400).send({ status: 400, message: 'Token tidak boleh dikirim di URL; gunakan header Authorization', data: null });
    }
  });
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = inputProblem(request.body) ?? inputProblem(request.query, 2) ?? inputProblem(request.params, 2);
    if (problem) return reply.code(422).send({ status: 422, message: VALIDATION_MESSAGE, errors: { [problem.field]: [problem.message] }, data: null });
  };
  // Before validation (the input as sent), and again after it: schema coercion turns "1e400" into Infinity.
  app.addHook('preValidation', guard);
  app.addHook('preHandler', guard);
}
