/**
 * The retention job (issue 29 item 4): destroys the KTP photos, payment proofs and guest personal
 * fields that the rules find due at `now`, records the run, and audits each rule's count (counts
 * and kinds, never personal data). Safe on several instances and idempotent:
 *
 * - the whole run is one transaction under a transaction-level advisory lock (PostgreSQL and
 *   PGlite both have them), so runs on several instances go one after the other;
 * - each item is claimed with `FOR UPDATE SKIP LOCKED` and marked (`destroyed_at`, `redacted_at`)
 *   in that transaction, so an item is destroyed once and a second run finds nothing more;
 * - blobs are deleted through the blob store inside the transaction: with PostgreSQL the store is
 *   the database, so the deletion commits with the mark and every instance sees it at once. On disk
 *   (PGlite, one instance) a file deleted before a failed commit is marked by the next run.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RetentionRuleId } from '../../../domain/staff/privacy';
import type { Db } from '../../db/client';
import { retentionRuns } from '../../db/schema';
import type { BlobStore } from '../blob-store';
import { writeAudit } from '../staff/audit';
import { dueGuestRows, dueKtpUploads, duePaymentProofs, GUEST_TABLES } from './due';
import type { RetentionRules } from './rules';

/** Key of the advisory lock a run holds (STARTUP_LOCK_KEY's neighbour). */
export const RETENTION_LOCK_KEY = 7_301_978;

/** The daily trigger runs when the last daily run started longer ago than this. */
const DAILY_EVERY_MS = 23 * 3_600_000;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, unknown>>;

export interface RetentionRunOptions {
  /** The moment the rules are applied against (tests move the clock); the real time by default. */
  now?: Date;
  trigger: 'daily' | 'manual';
  /** The admin who pressed 'Jalankan sekarang'. */
  staffId?: number | null;
}

export interface RetentionRunResult { id: number; counts: Record<RetentionRuleId, number> }

/** Claims the due uploads, marks them destroyed and deletes their blobs; returns how many. */
async function destroyUploads(tx: Db, blobs: BlobStore, due: SQL): Promise<number> {
  const claimed = rowsOf(await tx.execute(sql`update uploads set destroyed_at = now() where id in (select id from (${due}) d) and destroyed_at is null returning id, path`));
  for (const row of claimed) await blobs.delete(String(row.path), tx);
  return claimed.length;
}

/** Blanks the personal fields of the due guest rows and the staff's free text about them; returns how many rows. */
async function redactGuests(tx: Db, now: Date, rules: RetentionRules): Promise<number> {
  let total = 0;
  for (const g of GUEST_TABLES) {
    const ids = rowsOf(await tx.execute(sql`update ${sql.raw(g.table)} set ${sql.raw(g.blank)}, redacted_at = now()
      where id in (select id from (${dueGuestRows(g, now, rules, true)}) d) and redacted_at is null returning id`)).map((r) => Number(r.id));
    if (!ids.length) continue;
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    await tx.execute(sql`delete from record_notes where kind = ${g.kind} and record_id in (${list})`);
    await tx.execute(sql`update record_timeline set note = '', member_note = '' where kind = ${g.kind} and record_id in (${list})`);
    total += ids.length;
  }
  return total;
}

/**
 * One run. Returns null when the daily trigger finds today's run already made (on any instance);
 * a manual run always runs.
 */
export async function runRetention(db: Db, blobs: BlobStore, rules: RetentionRules, options: RetentionRunOptions): Promise<RetentionRunResult | null> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
    if (options.trigger === 'daily') {
      const [last] = await tx.select({ startedAt: retentionRuns.startedAt }).from(retentionRuns)
        .where(eq(retentionRuns.trigger, 'daily')).orderBy(desc(retentionRuns.startedAt)).limit(1);
      if (last && Date.now() - last.startedAt.getTime() < DAILY_EVERY_MS) return null;
    }
    const counts: Record<RetentionRuleId, number> = {
      ktp: await destroyUploads(tx, blobs, dueKtpUploads(now, rules, true)),
      payment_proof: await destroyUploads(tx, blobs, duePaymentProofs(now, rules, true)),
      guest_submission: await redactGuests(tx, now, rules),
    };
    const staffId = options.staffId ?? null;
    const [run] = await tx.insert(retentionRuns).values({ trigger: options.trigger, staffId, asOf: now, counts }).returning({ id: retentionRuns.id });
    for (const [rule, count] of Object.entries(counts)) {
      if (count > 0) await writeAudit(tx, { staffId, action: 'retention.destroy', kind: rule, recordId: run.id, detail: { count, trigger: options.trigger } });
    }
    return { id: run.id, counts };
  });
}

/** How many items each rule finds due at `now` (the admin screen). */
export async function dueCounts(db: Db, rules: RetentionRules, now = new Date()): Promise<Record<RetentionRuleId, number>> {
  const count = async (query: SQL) => Number(rowsOf(await db.execute(sql`select count(*)::int as n from (${query}) d`))[0]?.n ?? 0);
  let guests = 0;
  for (const g of GUEST_TABLES) guests += await count(dueGuestRows(g, now, rules, false));
  return {
    ktp: await count(dueKtpUploads(now, rules, false)),
    payment_proof: await count(duePaymentProofs(now, rules, false)),
    guest_submission: guests,
  };
}
