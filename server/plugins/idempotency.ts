/**
 * Idempotency-Key on POST, and the one way a route writes: `writeOnce` runs the write in one
 * transaction that also stores the answer under the key. There is no "in progress" row: the
 * transaction holds an advisory lock on the key, so a second request with the same key waits for
 * the first and then replays its answer; a crash rolls back the record and the key together (and
 * frees the lock), so a retry writes once. A refused attempt (4xx) stores nothing, so the
 * corrected form can use the same key.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { VALIDATION_MESSAGE, ValidationError } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's valid Idempotency-Key (POST only), or null. */
    idempotencyKey: string | null;
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const OTHER_BODY = 'Idempotency-Key sudah dipakai untuk data lain';

/** Work to do once the write has committed (mail, removing a replaced file); skipped on a replay. */
export type AfterCommit = (effect: () => Promise<unknown> | void) => void;

type StoredAnswer = typeof idempotencyKeys.$inferSelect;

function requestHash(request: FastifyRequest): string {
  return createHash('sha256').update(`${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
}

async function storedAnswer(db: Db, key: string): Promise<StoredAnswer | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row?.statusCode ? row : undefined;
}

/** Replays a stored answer for the same body; the same key with another body is 422. */
function replay(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer) {
  if (stored.requestHash !== requestHash(request)) throw new ValidationError({ 'Idempotency-Key': [OTHER_BODY] });
  reply.code(stored.statusCode!).header('idempotent-replayed', 'true');
  return stored.response as object;
}

class Replay extends Error {
  constructor(readonly stored: StoredAnswer) { super('replay'); }
}

/** Checks the key's form and replays a finished answer before any work is done. */
export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      return reply.code(422).send({ status: 422, message: VALIDATION_MESSAGE, errors: { 'Idempotency-Key': ['Idempotency-Key tidak valid'] }, data: null });
    }
    request.idempotencyKey = key;
    const stored = await storedAnswer(app.db, key);
    if (stored) return reply.send(replay(request, reply, stored));
  });
}

/**
 * Runs a route's write (`work` answers the envelope) in one transaction with its Idempotency-Key:
 * the answer is stored in the same transaction, or the first answer is replayed. Effects queued
 * with `afterCommit` run once the transaction has committed.
 */
export async function writeOnce<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const key = request.idempotencyKey;
  const effects: Array<() => Promise<unknown> | void> = [];
  let answer: T;
  try {
    answer = await request.server.db.transaction(async (tx) => {
      if (key) {
        // Held to the end of the transaction: a second request with this key waits here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
        const stored = await storedAnswer(tx, key);
        if (stored) throw new Replay(stored);
      }
      const result = await work(tx, (effect) => effects.push(effect));
      if (key) {
        await tx.insert(idempotencyKeys).values({
          key, route: request.routeOptions.url ?? request.url, requestHash: requestHash(request), statusCode: 200, response: result,
        });
      }
      return result;
    });
  } catch (error) {
    if (error instanceof Replay) return replay(request, reply, error.stored) as T;
    throw error;
  }
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      request.log.warn({ err }, 'after-commit effect failed');
    }
  }
  return answer;
}
