/**
 * The rows the staff reports count (domain/staff/reports): every record received in the range,
 * within the viewer's scope, with its first response and the statuses its timeline reached. No
 * name, contact, KTP or proof leaves this query: only ids, times, codes and an order's total.
 *
 * Scope: the branches asked for (a record without a branch counts for the branches of the staff
 * member it is assigned to), and for a sales or service person who is not a branch head only the
 * records assigned to them.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportRow } from '../../../domain/staff/reports';
import { QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { orders, recordNotes, recordTimeline, staffAccounts } from '../../db/schema';
import { SOURCES } from '../../routes/staff/kinds';

export interface ReportScope {
  /** Branches counted; null for every branch (and the records without one). */
  branchIds: number[] | null;
  /** Only the records assigned to this staff member. */
  ownerId: number | null;
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

interface Raw { id: number; created_at: Date | string; status: string; reached: string | null; first_at: Date | string | null; first_by: number | null; amount: number | string | null }

function scopeSql(kind: QueueKind, scope: ReportScope): SQL {
  const c = SOURCES[kind].cols;
  const parts: SQL[] = [];
  if (scope.branchIds) {
    const ids = scope.branchIds.filter(Number.isInteger);
    if (!ids.length) return sql`false`;
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const viaAssignee = sql.join(ids.map((id) => sql`ra.branch_ids @> ${JSON.stringify([id])}::jsonb`), sql` or `);
    parts.push(sql`(${c.branchId} in (${list}) or (${c.branchId} is null and (${viaAssignee})))`);
  }
  if (scope.ownerId !== null) parts.push(sql`${c.assigned} = ${scope.ownerId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Records of one kind received in [start, end). */
async function kindRows(db: Db, kind: QueueKind, scope: ReportScope, start: Date, end: Date): Promise<ReportRow[]> {
  const src = SOURCES[kind];
  const c = src.cols;
  const amount = kind === 'order' ? sql`${orders.grandTotal}` : sql`0`;
  const raw = rows<Raw>(await db.execute(sql`select ${c.id} as id, ${c.createdAt} as created_at, ${c.status} as status, ${amount} as amount,
      (select string_agg(distinct t.to_status, ',') from ${recordTimeline} t where t.kind = ${kind} and t.record_id = ${c.id}) as reached,
      fr.at as first_at, fr.staff_id as first_by
    ${src.from}
    left join ${staffAccounts} ra on ra.id = ${c.assigned}
    left join lateral (
      select r.at, r.staff_id from (
        select t.created_at as at, t.staff_id, t.id from ${recordTimeline} t where t.kind = ${kind} and t.record_id = ${c.id} and t.staff_id is not null
        union all
        select n.created_at as at, n.staff_id, n.id from ${recordNotes} n where n.kind = ${kind} and n.record_id = ${c.id} and n.to_member
      ) r order by r.at, r.id limit 1
    ) fr on true
    where ${c.createdAt} >= ${start.toISOString()}::timestamptz and ${c.createdAt} < ${end.toISOString()}::timestamptz and ${scopeSql(kind, scope)}`));
  return raw.map((r) => ({
    kind, id: Number(r.id), createdAt: new Date(r.created_at), status: r.status, reached: r.reached ? r.reached.split(',') : [],
    firstAt: r.first_at === null ? null : new Date(r.first_at), firstBy: r.first_by === null ? null : Number(r.first_by), amount: Number(r.amount ?? 0),
  }));
}

/** Every record of the range in scope, all kinds. */
export async function reportRows(db: Db, scope: ReportScope, start: Date, end: Date): Promise<ReportRow[]> {
  const out: ReportRow[] = [];
  for (const kind of QUEUE_KINDS) out.push(...await kindRows(db, kind, scope, start, end));
  return out;
}

/** Names of the staff members who gave first responses. */
export async function staffNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const found = await db.select({ id: staffAccounts.id, name: staffAccounts.name }).from(staffAccounts).where(inArray(staffAccounts.id, ids));
  return new Map(found.map((r) => [r.id, r.name]));
}
