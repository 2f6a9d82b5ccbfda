/** The breach register's rows and their checks (admin). */
import { desc, eq } from 'drizzle-orm';
import { breachDeadline, breachState, type BreachBody, type BreachView } from '../../../../domain/staff/privacy';
import type { Db } from '../../../db/client';
import { breaches, staffAccounts } from '../../../db/schema';
import { ValidationError } from '../../../http/envelope';

/** A found time may lie this far ahead of the server's clock (a page's clock a little fast). */
const CLOCK_SLACK_MS = 10 * 60_000;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: typeof breaches.$inferSelect, createdBy: string | null, now: Date): BreachView {
  return {
    id: row.id, title: row.title, occurred_at: iso(row.occurredAt), found_at: row.foundAt.toISOString(),
    deadline_at: breachDeadline(row.foundAt).toISOString(), affected: row.affected, affected_count: row.affectedCount,
    notified_at: iso(row.notifiedAt), notes: row.notes, state: breachState(row.foundAt, row.notifiedAt, now),
    created_by: createdBy, updated_at: row.updatedAt.toISOString(),
  };
}

/** Every entry: those not yet notified first, the nearest deadline first; then the notified ones, newest first. */
export async function breachViews(db: Db, now = new Date()): Promise<BreachView[]> {
  const rows = await db.select({ row: breaches, by: staffAccounts.name }).from(breaches)
    .leftJoin(staffAccounts, eq(staffAccounts.id, breaches.createdBy)).orderBy(desc(breaches.foundAt));
  const views = rows.map(({ row, by }) => view(row, by, now));
  return [...views.filter((b) => !b.notified_at).reverse(), ...views.filter((b) => b.notified_at)];
}

export async function breachView(db: Db, id: number): Promise<BreachView | null> {
  return (await breachViews(db)).find((b) => b.id === id) ?? null;
}

/** The columns of a checked body; 422 with field messages otherwise. */
export function breachValues(body: BreachBody, now = new Date()) {
  const errors: Record<string, string[]> = {};
  const date = (field: keyof BreachBody, value: string | null | undefined): Date | null => {
    if (value === null || value === undefined || value === '') return null;
    const d = new Date(value);
    if (Number.isNaN(d.getTime())) errors[field] = ['Tanggal dan jam tidak valid'];
    return Number.isNaN(d.getTime()) ? null : d;
  };
  const title = body.title.trim();
  if (!title) errors.title = ['Uraian kejadian wajib diisi'];
  const foundAt = date('found_at', body.found_at);
  if (!foundAt && !errors.found_at) errors.found_at = ['Waktu ditemukan wajib diisi'];
  const occurredAt = date('occurred_at', body.occurred_at);
  const notifiedAt = date('notified_at', body.notified_at);
  if (foundAt && foundAt.getTime() > now.getTime() + CLOCK_SLACK_MS) errors.found_at = ['Waktu ditemukan tidak boleh di masa depan'];
  if (foundAt && occurredAt && occurredAt > foundAt) errors.occurred_at = ['Waktu kejadian tidak boleh setelah waktu ditemukan'];
  if (foundAt && notifiedAt && notifiedAt < foundAt) errors.notified_at = ['Waktu pemberitahuan tidak boleh sebelum waktu ditemukan'];
  if (notifiedAt && notifiedAt.getTime() > now.getTime() + CLOCK_SLACK_MS) errors.notified_at = ['Waktu pemberitahuan tidak boleh di masa depan'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    title, foundAt: foundAt!, occurredAt, notifiedAt, affected: body.affected?.trim() ?? '',
    affectedCount: body.affected_count ?? null, notes: body.notes?.trim() ?? '',
  };
}
