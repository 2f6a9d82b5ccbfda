/**
 * Idempotency-Key on POST: the first successful answer is stored and replayed for the same key;
 * the same key with another body is refused (422); a failed attempt frees the key for a retry.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { VALIDATION_MESSAGE } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest { idempotencyKey?: string }
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return;
    const refuse = (text: string) =>
      reply.code(422).send({ status: 422, message: VALIDATION_MESSAGE, errors: { 'Idempotency-Key': [text] }, data: null });
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return refuse('Idempotency-Key tidak valid');
    const hash = requestHash(request);
    const inserted = await db.insert(idempotencyKeys)
      .values({ key, route: request.routeOptions.url ?? request.url, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      request.idempotencyKey = key;
      return;
    }
    const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!first) return refuse('Idempotency-Key sedang dipakai, coba lagi');
    if (first.requestHash !== hash) return refuse('Idempotency-Key sudah dipakai untuk data lain');
    if (first.statusCode === null) {
      return reply.code(409).send({ status: 409, message: 'Permintaan yang sama sedang diproses', data: null });
    }
    reply.header('idempotent-replayed', 'true');
    return reply.code(first.statusCode).send(first.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db.update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: JSON.parse(payload) })
        .where(eq(idempotencyKeys.key, key));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    }
    return payload;
  });
}
