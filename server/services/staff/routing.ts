/**
 * Routing of new submissions (docs/speed-to-lead.md). In the submission's own transaction a new
 * record goes to the sales person who took it on a showroom tablet, else by round robin to the
 * next active, on-duty staff member of the kind's role (ROUTING_ROLE) who covers its branch. The
 * turn of each branch and kind is one row of routing_turns locked FOR UPDATE, so concurrent
 * submissions on several instances take turns one after the other and never share one. Nobody on
 * duty: the record stays unassigned for the queue. The assignee gets an alert.
 */
import { sql } from 'drizzle-orm';
import { QUEUE_KIND_LABELS, isBranchScoped, type QueueKind } from '../../../domain/staff/roles';
import { ROUTING_ROLE } from '../../../domain/staff/sla';
import type { Db } from '../../db/client';
import {
  contacts, creditApplications, creditSimulations, leads, orders, paymentConfirmations, serviceBookings, staffAccounts, testDrives, tradeIns,
} from '../../db/schema';
import { alertStaff } from './alerts';

/** The record's own table per kind (every one has `id` and `assigned_staff_id`). */
const TABLES = {
  testdrive: testDrives, bookingservice: serviceBookings, tradein: tradeIns, order: orders, payment: paymentConfirmations,
  contact: contacts, leadsales: leads, creditsimulation: creditSimulations, instantapproval: creditApplications,
} as const;

/** A record just written. */
export interface NewRecord {
  kind: QueueKind;
  id: number;
  bookingId: string;
  /** Its branch; null for the kinds without one (contact, lead sales, credit). */
  branchId: number | null;
  /** The staff member who filled it in on a tablet (services/assisted). */
  assistedBy?: { id: number } | null;
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Active, on-duty staff of the kind's role covering the branch, by id. */
async function candidates(db: Db, kind: QueueKind, branchId: number | null): Promise<number[]> {
  const role = ROUTING_ROLE[kind];
  const covers = isBranchScoped(role) && branchId !== null ? sql`and ${staffAccounts.branchIds} @> ${JSON.stringify([branchId])}::jsonb` : sql``;
  const found = rows<{ id: number }>(await db.execute(sql`select ${staffAccounts.id} as id from ${staffAccounts}
    where ${staffAccounts.active} and ${staffAccounts.onDuty} and ${staffAccounts.role} = ${role} ${covers} order by ${staffAccounts.id}`));
  return found.map((r) => Number(r.id));
}

/** Takes the next turn of the branch's round robin for `kind` among `ids` (locked until the transaction ends). */
async function nextTurn(db: Db, kind: QueueKind, branchId: number | null, ids: number[]): Promise<number> {
  const key = branchId ?? 0;
  await db.execute(sql`insert into routing_turns (branch_key, kind) values (${key}, ${kind}) on conflict do nothing`);
  const [turn] = rows<{ last: number | null }>(await db.execute(sql`select last_staff_id as last from routing_turns where branch_key = ${key} and kind = ${kind} for update`));
  const last = turn?.last === null || turn?.last === undefined ? null : Number(turn.last);
  const next = ids.find((id) => last === null || id > last) ?? ids[0];
  await db.execute(sql`update routing_turns set last_staff_id = ${next}, updated_at = now() where branch_key = ${key} and kind = ${kind}`);
  return next;
}

/** The staff record page of a record. */
export const staffRecordLink = (kind: QueueKind, id: number) => `/staff/queue/${kind}/${id}`;

/**
 * Assigns a record just written (inside its transaction) and alerts the assignee; returns the
 * assignee's id, or null when nobody is on duty for it. An assisted record keeps its sales person
 * (the insert set it) and raises no alert: they are holding the tablet.
 */
export async function routeNewRecord(db: Db, record: NewRecord): Promise<number | null> {
  const table = TABLES[record.kind];
  if (record.assistedBy) {
    await db.execute(sql`update ${table} set assigned_staff_id = ${record.assistedBy.id} where id = ${record.id}`);
    return record.assistedBy.id;
  }
  const ids = await candidates(db, record.kind, record.branchId);
  if (!ids.length) return null;
  const staffId = await nextTurn(db, record.kind, record.branchId, ids);
  await db.execute(sql`update ${table} set assigned_staff_id = ${staffId} where id = ${record.id} and assigned_staff_id is null`);
  await alertStaff(db, staffId, {
    title: `${QUEUE_KIND_LABELS[record.kind]} baru: ${record.bookingId}`,
    text: 'Ditugaskan kepada Anda. Segera hubungi pelanggan.',
    link: staffRecordLink(record.kind, record.id),
    record: { kind: record.kind, id: record.id },
  });
  return staffId;
}
