/**
 * Queue reads of any kind: the filtered page with counts per status, the whole filtered list (CSV),
 * one item, and the overview cards. Every query is limited to what the staff member's role and
 * branches allow (a record of another branch simply is not there).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { QueueItem, QueuePage, QueueSummary } from '../../../domain/api';
import type { QueueFilter } from '../../../domain/staff/queue-filter';
import { isBranchScoped, OVERDUE_HOURS, QUEUE_KIND_LABELS, QUEUE_PAGE_SIZE } from '../../../domain/staff/roles';
import { isOverdue, statusCodes, statusLabel, waitingStatus } from '../../../domain/staff/workflows';
import { responseDue } from '../../../domain/staff/sla';
import type { Db } from '../../db/client';
import { firstResponseSql } from '../../services/staff/first-response';
import { staffAccounts } from '../../db/schema';
import type { StaffContext } from './auth';
import { jakartaMidnight } from './input';
import type { KindSource } from './kinds';

/** An item plus the owner the page never needs to see in a list. */
export type QueueRow = QueueItem & { member_id: number | null };

/** Rows of `db.execute` on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[]));
}

/** The branch scope of a role: records of its branches, and records that have no branch. */
export function scopeOf(src: KindSource, staff: StaffContext): SQL {
  if (!isBranchScoped(staff.role)) return sql`true`;
  const ids = staff.branchIds.filter((id) => Number.isInteger(id));
  const mine = ids.length ? sql`${src.cols.branchId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql`false`;
  return sql`(${src.cols.branchId} is null or ${mine})`;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter's conditions; `withStatus` false gives the base of the counts per status. */
function conditions(src: KindSource, staff: StaffContext, f: QueueFilter, withStatus = true): SQL {
  const c = src.cols;
  const parts: SQL[] = [scopeOf(src, staff)];
  if (withStatus && f.status) parts.push(sql`${c.status} = ${f.status}`);
  if (f.branch_id) parts.push(sql`${c.branchId} = ${f.branch_id}`);
  if (f.assigned === 'me') parts.push(sql`${c.assigned} = ${staff.id}`);
  else if (f.assigned === 'none') parts.push(sql`${c.assigned} is null`);
  else if (f.assigned) parts.push(sql`${c.assigned} = ${Number(f.assigned)}`);
  const q = f.q?.trim();
  if (q) {
    const p = likePattern(q);
    parts.push(sql`(${c.name} ilike ${p} or ${c.phone} ilike ${p} or ${c.email} ilike ${p} or ${c.bookingId} ilike ${p})`);
  }
  if (f.from) parts.push(sql`${c.createdAt} >= ${jakartaMidnight(f.from).toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`${c.createdAt} < ${jakartaMidnight(f.to, 1).toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The select of queue items (every column of `RawItem`), without its where. */
export function selectItems(src: KindSource): SQL {
  const c = src.cols;
  return sql`select ${c.id} as id, ${c.bookingId} as booking_id, ${c.createdAt} as created_at, ${c.status} as status,
    ${c.name} as name, ${c.phone} as phone, ${c.email} as email, ${c.branchId} as branch_id, ${c.branchName} as branch_name,
    ${c.summary} as summary, ${c.version} as version, ${c.memberId} as member_id,
    ${staffAccounts.id} as assigned_id, ${staffAccounts.name} as assigned_name, ${firstResponseSql(src.kind, c.id)} as first_response_at
    ${src.from} left join ${staffAccounts} on ${staffAccounts.id} = ${c.assigned}`;
}

/** A queue item as the database gives it. */
export interface RawItem {
  id: number; booking_id: string; created_at: Date | string; status: string; name: string | null; phone: string | null; email: string | null;
  branch_id: number | null; branch_name: string | null; summary: unknown; version: number; member_id: number | null;
  assigned_id: number | null; assigned_name: string | null; first_response_at: Date | string | null;
}

export function toRow(src: KindSource, r: RawItem, now = new Date()): QueueRow {
  const created = new Date(r.created_at);
  const parts = typeof r.summary === 'string' ? JSON.parse(r.summary) : (r.summary ?? {});
  return {
    id: Number(r.id), booking_id: r.booking_id, created_at: created.toISOString(), status: r.status, status_label: statusLabel(src.kind, r.status),
    name: r.name ?? '', phone: r.phone ?? '', email: r.email ?? '',
    branch_id: r.branch_id === null ? null : Number(r.branch_id), branch_name: r.branch_name ?? '',
    assigned_to: r.assigned_id === null ? null : { id: Number(r.assigned_id), name: r.assigned_name ?? '' },
    overdue: isOverdue(src.kind, r.status, created, now), summary: src.summary(parts as Record<string, unknown>),
    version: Number(r.version),
    first_response_at: r.first_response_at === null ? null : new Date(r.first_response_at).toISOString(),
    response_due_at: responseDue(src.kind, created)?.toISOString() ?? null,
    member_id: r.member_id === null ? null : Number(r.member_id),
  };
}

const order = (src: KindSource, sort: QueueFilter['sort']) =>
  sort === 'oldest' ? sql`order by ${src.cols.createdAt} asc, ${src.cols.id} asc` : sql`order by ${src.cols.createdAt} desc, ${src.cols.id} desc`;

/** Counts per status code (every code of the kind, zero included). */
async function countsOf(db: Db, src: KindSource, where: SQL): Promise<Record<string, number>> {
  const counts = Object.fromEntries(statusCodes(src.kind).map((code) => [code, 0]));
  const rows = rowsOf<{ status: string; n: number }>(await db.execute(sql`select ${src.cols.status} as status, count(*)::int as n ${src.from} left join ${staffAccounts} on ${staffAccounts.id} = ${src.cols.assigned} where ${where} group by 1`));
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** One page of the queue, with the total and the counts per status of the filter without its status. */
export async function queuePage(db: Db, src: KindSource, staff: StaffContext, f: QueueFilter, page: number): Promise<QueuePage> {
  const where = conditions(src, staff, f);
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  const raw = rowsOf<RawItem>(await db.execute(sql`${selectItems(src)} where ${where} ${order(src, f.sort)} limit ${QUEUE_PAGE_SIZE} offset ${offset}`));
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${src.from} left join ${staffAccounts} on ${staffAccounts.id} = ${src.cols.assigned} where ${where}`));
  const now = new Date();
  const items = raw.map((r) => publicItem(toRow(src, r, now)));
  return { items, meta: { total: Number(n), page, per_page: QUEUE_PAGE_SIZE, counts: await countsOf(db, src, conditions(src, staff, f, false)) } };
}

/** The whole filtered list, for the CSV export. */
export async function queueRows(db: Db, src: KindSource, staff: StaffContext, f: QueueFilter): Promise<QueueRow[]> {
  const raw = rowsOf<RawItem>(await db.execute(sql`${selectItems(src)} where ${conditions(src, staff, f)} ${order(src, f.sort)}`));
  const now = new Date();
  return raw.map((r) => toRow(src, r, now));
}

/** One record the staff member may see, or null; `lock` holds its row for a move's transaction. */
export async function queueRow(db: Db, src: KindSource, staff: StaffContext, id: number, lock = false): Promise<QueueRow | null> {
  const forUpdate = lock ? sql`for update of ${src.table}` : sql``;
  const [raw] = rowsOf<RawItem>(await db.execute(sql`${selectItems(src)} where ${src.cols.id} = ${id} and ${scopeOf(src, staff)} ${forUpdate}`));
  return raw ? toRow(src, raw) : null;
}

/** The item without the owner id. */
export function publicItem(row: QueueRow): QueueItem {
  const { member_id: _owner, ...item } = row;
  return item;
}

/** The overview card of a queue: counts per status and how many wait too long. */
export async function queueSummary(db: Db, src: KindSource, staff: StaffContext): Promise<QueueSummary> {
  const counts = await countsOf(db, src, scopeOf(src, staff));
  const waiting = waitingStatus(src.kind);
  let overdue = 0;
  if (waiting) {
    const cutoff = new Date(Date.now() - OVERDUE_HOURS * 3_600_000).toISOString();
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${src.from} where ${scopeOf(src, staff)} and ${src.cols.status} = ${waiting} and ${src.cols.createdAt} < ${cutoff}::timestamptz`));
    overdue = Number(row.n);
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return { kind: src.kind, label: QUEUE_KIND_LABELS[src.kind], total, overdue, counts };
}
