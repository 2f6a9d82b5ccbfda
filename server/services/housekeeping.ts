/**
 * Periodic clean-up of short-lived rows: spent rate-limit windows, day-old idempotency keys, and
 * member sessions, staff sessions, password-reset, verification and data-export links a day past their expiry
 * (a token is refused once expired whether or not its row is still there; the day only keeps
 * the rows a little while for support questions). Once a day (across every instance) it also runs
 * the retention job (services/retention: KTP photos, payment proofs, guest personal data) and the
 * garage's service reminders (services/garage/reminders). Each sweep also releases the stock units
 * whose unpaid order's hold ran out (services/stock). Every minute it escalates first responses gone
 * overdue (services/staff/escalation; once per record whatever the number of instances).
 */
import { lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailVerifications, idempotencyKeys, memberExports, passwordResets, rateLimits, sessions, staffSessions } from '../db/schema';
import type { BlobStore } from './blob-store';
import { runDailyReminders } from './garage/reminders';
import { releaseLapsedHolds } from './stock';
import { runRetention, type RetentionRunResult } from './retention/job';
import type { RetentionRules } from './retention/rules';
import { escalateOverdue } from './staff/escalation';

/** How often overdue first responses are looked for (the shortest target is 15 minutes). */
const ESCALATION_EVERY_MS = 60_000;

/** Idempotent answers are kept a day: long enough for any outbox replay, short enough not to hoard tokens. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

/** How long an expired or spent token's row is kept before the sweep deletes it. */
const EXPIRED_KEPT_MS = 24 * 3_600_000;

/** Answers how many stock units went back to available (their holds lapsed). */
export async function sweep(db: Db): Promise<number> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
  const dayAgo = new Date(Date.now() - EXPIRED_KEPT_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, dayAgo), lt(staffSessions.revokedAt, dayAgo)));
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, dayAgo), lt(passwordResets.usedAt, dayAgo)));
  await db.delete(emailVerifications).where(or(lt(emailVerifications.expiresAt, dayAgo), lt(emailVerifications.usedAt, dayAgo)));
  await db.delete(memberExports).where(or(lt(memberExports.expiresAt, dayAgo), lt(memberExports.usedAt, dayAgo)));
  return releaseLapsedHolds(db);
}

/** What the daily retention run needs; `onRun` hears of each run made (not of the skipped ones). */
export interface HousekeepingRetention { blobs: BlobStore; rules: RetentionRules; onRun?: (result: RetentionRunResult) => void }

/**
 * Sweeps now and every `everyMs`, and runs the retention job when today's run is not made yet; returns a stop function.
 * `onStockReleased` hears when a sweep put units back (the stock reads' cache is emptied then).
 */
export function startHousekeeping(db: Db, onError: (error: unknown) => void, everyMs = 10 * 60_000, retention?: HousekeepingRetention, onStockReleased?: () => Promise<void>): () => void {
  const run = () => void (async () => {
    if (await sweep(db) > 0) await onStockReleased?.();
    // The garage's service reminders (issue 33): once a day per instance; the pass never writes a message twice.
    // A failure is reported and does not hold up the retention run.
    await runDailyReminders(db).catch(onError);
    if (!retention) return;
    const result = await runRetention(db, retention.blobs, retention.rules, { trigger: 'daily' });
    if (result) retention.onRun?.(result);
  })().catch(onError);
  const escalate = () => void escalateOverdue(db).catch(onError);
  run();
  escalate();
  const timer = setInterval(run, everyMs);
  const escalations = setInterval(escalate, Math.min(everyMs, ESCALATION_EVERY_MS));
  timer.unref();
  escalations.unref();
  return () => {
    clearInterval(timer);
    clearInterval(escalations);
  };
}
