/** Periodic clean-up of short-lived rows: spent rate-limit windows and day-old idempotency keys. */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys, rateLimits } from '../db/schema';

/** Idempotent answers are kept a day: long enough for any outbox replay, short enough not to hoard tokens. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export async function sweep(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
}

/** Sweeps now and every `everyMs`; returns a stop function. */
export function startHousekeeping(db: Db, onError: (error: unknown) => void, everyMs = 10 * 60_000): () => void {
  const run = () => void sweep(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
