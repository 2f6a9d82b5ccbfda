/**
 * Escalation of overdue first responses (docs/speed-to-lead.md). A record still waiting for the
 * dealer with no staff move or message past its kind's target is escalated once to the heads of
 * its branch (staff accounts with `branch_head`; for a kind without a branch, the heads of its
 * assignee's branches, else every head; with no head at all, the admins). "Once" holds across
 * instances and concurrent runs: the escalation row's unique (kind, record) is claimed first and
 * only the run that inserted it writes the alerts, in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { QUEUE_KIND_LABELS, QUEUE_KINDS, type QueueKind } from '../../../domain/staff/roles';
import { RESPONSE_TARGETS, responseDue } from '../../../domain/staff/sla';
import { waitingStatus } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { SOURCES } from '../../routes/staff/kinds';
import { alertStaff } from './alerts';
import { writeAudit } from './audit';
import { firstResponseSql } from './first-response';
import { staffRecordLink } from './routing';

/** Only records received this recently are looked at: an old backlog (or imported data) is not escalated on a first start. */
export const ESCALATION_LOOKBACK_DAYS = 7;

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

interface Waiting { id: number; booking_id: string; created_at: Date | string; branch_id: number | null; branch_name: string | null; assigned: number | null }

/** Heads to tell about a record: its branch's, else its assignee's branches', else all; no head at all: the admins. */
async function headsFor(db: Db, branchId: number | null, assigned: number | null): Promise<number[]> {
  const heads = rows<{ id: number; branch_ids: number[] | string }>(await db.execute(sql`select ${staffAccounts.id} as id, ${staffAccounts.branchIds} as branch_ids
    from ${staffAccounts} where ${staffAccounts.active} and ${staffAccounts.branchHead} order by ${staffAccounts.id}`))
    .map((r) => ({ id: Number(r.id), branches: (typeof r.branch_ids === 'string' ? JSON.parse(r.branch_ids) : r.branch_ids) as number[] }));
  let branches: number[] = branchId === null ? [] : [branchId];
  if (branchId === null && assigned !== null) {
    const [a] = rows<{ branch_ids: number[] | string }>(await db.execute(sql`select ${staffAccounts.branchIds} as branch_ids from ${staffAccounts} where ${staffAccounts.id} = ${assigned}`));
    branches = a ? (typeof a.branch_ids === 'string' ? JSON.parse(a.branch_ids) : a.branch_ids) : [];
  }
  const mine = heads.filter((h) => branches.some((b) => h.branches.includes(b)) || (h.branches.length === 0));
  const chosen = branches.length && mine.length ? mine : heads;
  if (chosen.length) return chosen.map((h) => h.id);
  const admins = rows<{ id: number }>(await db.execute(sql`select ${staffAccounts.id} as id from ${staffAccounts} where ${staffAccounts.active} and ${staffAccounts.role} = 'admin' order by ${staffAccounts.id}`));
  return admins.map((r) => Number(r.id));
}

/** Records of `kind` waiting without a first response, received within the look-back window and not escalated yet. */
async function waitingRecords(db: Db, kind: QueueKind, now: Date): Promise<Waiting[]> {
  const src = SOURCES[kind];
  const c = src.cols;
  const since = new Date(now.getTime() - ESCALATION_LOOKBACK_DAYS * 86_400_000).toISOString();
  return rows<Waiting>(await db.execute(sql`select ${c.id} as id, ${c.bookingId} as booking_id, ${c.createdAt} as created_at,
      ${c.branchId} as branch_id, ${c.branchName} as branch_name, ${c.assigned} as assigned
    ${src.from}
    where ${c.status} = ${waitingStatus(kind)} and ${c.createdAt} >= ${since}::timestamptz and ${c.createdAt} <= ${now.toISOString()}::timestamptz
      and ${firstResponseSql(kind, c.id)} is null
      and not exists (select 1 from sla_escalations e where e.kind = ${kind} and e.record_id = ${c.id})`));
}

/** Escalates every overdue record once; returns how many this run escalated. Safe to run on several instances at once. */
export async function escalateOverdue(db: Db, now: Date = new Date()): Promise<{ escalated: number }> {
  let escalated = 0;
  for (const kind of QUEUE_KINDS) {
    if (!RESPONSE_TARGETS[kind] || !waitingStatus(kind)) continue;
    for (const r of await waitingRecords(db, kind, now)) {
      const due = responseDue(kind, new Date(r.created_at))!;
      if (due.getTime() > now.getTime()) continue;
      const done = await db.transaction(async (tx) => {
        const claimed = rows<{ id: number }>(await tx.execute(sql`insert into sla_escalations (kind, record_id, due_at)
          values (${kind}, ${r.id}, ${due.toISOString()}::timestamptz) on conflict (kind, record_id) do nothing returning id`));
        if (!claimed.length) return false;
        const heads = await headsFor(tx, r.branch_id === null ? null : Number(r.branch_id), r.assigned === null ? null : Number(r.assigned));
        for (const head of heads) {
          await alertStaff(tx, head, {
            title: `Terlambat direspons: ${QUEUE_KIND_LABELS[kind]} ${r.booking_id}`,
            text: `Belum ada respons pertama sejak batas waktu${r.branch_name ? ` (${r.branch_name})` : ''}. Mohon ditindaklanjuti.`,
            link: staffRecordLink(kind, Number(r.id)),
            record: { kind, id: Number(r.id) },
          });
        }
        await tx.execute(sql`update sla_escalations set alerted = ${heads.length} where id = ${claimed[0].id}`);
        await writeAudit(tx, { staffId: null, action: 'sla.escalate', kind, recordId: Number(r.id), detail: { due_at: due.toISOString(), alerted: heads.length } });
        return true;
      });
      if (done) escalated += 1;
    }
  }
  return { escalated };
}
