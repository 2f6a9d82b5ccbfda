/** The record page: every field, the member and their other records, timeline, notes, the moves this role may make. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Assignee, QueueRecord, TimelineEntry } from '../../../domain/api';
import { canSeePrivateFiles, isBranchScoped, QUEUE_ROLES, queuesFor, type QueueKind } from '../../../domain/staff/roles';
import { initialStatus, moveNeeds, nextStatuses, roleMayMove, statusLabel } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { processingWithdrawnAt } from '../../services/privacy/processing-withdrawal';
import { members, recordNotes, serviceBookings, staffAccounts, testDrives } from '../../db/schema';
import { moneyOfOrderId } from '../../services/orders/order-money';
import { bookingQuery, lockedBooking } from '../../services/slot-bookings';
import { mayOverbook } from '../../services/slot-staff';
import { apiSlotsQuery, slotOf } from '../../services/slots';
import { BOOKING_KINDS, type BookingKind } from '../../../domain/slots';
import { RECEIVED_LABEL, timelineRows } from '../../services/staff/timeline';
import type { StaffContext } from './auth';
import { SOURCES, type KindSource } from './kinds';
import { publicItem, queueRow, rowsOf, scopeOf, type QueueRow } from './queue-repository';

/** Who the first step of every timeline is by. */
export const RECEIVED_BY = 'Situs web';
const MEMBER_RECORDS_MAX = 50;

/** The whole record, or null when it does not exist or lies outside the staff member's branches. */
export async function queueRecord(db: Db, src: KindSource, staff: StaffContext, id: number): Promise<QueueRecord | null> {
  const row = await queueRow(db, src, staff, id);
  if (!row) return null;
  return {
    ...publicItem(row),
    kind: src.kind,
    fields: (await src.fields(db, id)) ?? [],
    member: row.member_id ? await memberOf(db, row.member_id) : null,
    member_records: row.member_id ? await memberRecords(db, staff, row.member_id, src.kind, id) : [],
    timeline: await timelineOf(db, src.kind, row),
    notes: await notesOf(db, src.kind, id),
    moves: movesFor(src.kind, row.status, staff),
    files: canSeePrivateFiles(staff.role) && src.files
      ? (await src.files(db, id)).map((f) => ({ ...f, url: `/api/staff/files/${f.id}` }))
      : [],
    related: src.related ? await src.related(db, id) : [],
    money: src.kind === 'order' ? await moneyOfOrderId(db, id) : null,
    requested: await requestedSlot(db, src.kind, id),
    slot: await slotChoice(db, src.kind, row, staff),
  };
}

/**
 * The date and time a test drive or service booking asked for, or a trade-in's inspection slot
 * ('sesuai permintaan' confirms with them); null for other kinds and a trade-in without one.
 */
async function requestedSlot(db: Db, kind: QueueKind, id: number): Promise<QueueRecord['requested']> {
  if (kind === 'tradein') {
    const slot = await slotOf(db, { kind, id });
    return slot && slot.status !== 'cancelled' ? { date: slot.date, time: slot.time } : null;
  }
  const table = kind === 'testdrive' ? testDrives : kind === 'bookingservice' ? serviceBookings : null;
  if (!table) return null;
  const [row] = await db.select({ date: table.appointmentDate, time: table.appointmentTime }).from(table).where(eq(table.id, id));
  return row ?? null;
}

/** For a booking: the availability query of its free slots (the confirm dialog's picker), whether it holds a place, and whether this staff member may overbook. */
async function slotChoice(db: Db, kind: QueueKind, row: QueueRow, staff: StaffContext): Promise<QueueRecord['slot']> {
  if (!(BOOKING_KINDS as readonly string[]).includes(kind) || row.branch_id === null) return null;
  const booking = await lockedBooking(db, kind as BookingKind, row.id, { lock: false });
  if (!booking) return null;
  const q = await bookingQuery(db, kind as BookingKind, booking);
  const held = (await slotOf(db, { kind: kind as BookingKind, id: row.id }))?.status === 'held';
  return {
    query: apiSlotsQuery(q),
    held,
    may_overbook: mayOverbook(staff, row.branch_id),
  };
}

async function memberOf(db: Db, memberId: number): Promise<QueueRecord['member']> {
  const [m] = await db.select({ id: members.id, name: members.fullName, email: members.email, phone: members.phone }).from(members).where(eq(members.id, memberId));
  if (!m) return null;
  const withdrawn = (await processingWithdrawnAt(db, [memberId])).get(memberId);
  return { ...m, processing_withdrawn_at: withdrawn ? withdrawn.toISOString() : null };
}

/** The member's other records in the queues this staff member sees, newest first. */
async function memberRecords(db: Db, staff: StaffContext, memberId: number, kind: QueueKind, id: number): Promise<QueueRecord['member_records']> {
  const parts = queuesFor(staff.role).map((k) => {
    const s = SOURCES[k];
    return sql`select ${k}::text as kind, ${s.cols.id} as id, ${s.cols.bookingId} as booking_id, ${s.cols.status} as status, ${s.cols.createdAt} as created_at
      ${s.from} where ${s.cols.memberId} = ${memberId} and ${scopeOf(s, staff)}`;
  });
  if (!parts.length) return [];
  const rows = rowsOf<{ kind: QueueKind; id: number; booking_id: string; status: string; created_at: Date | string }>(
    await db.execute(sql`${sql.join(parts, sql` union all `)} order by created_at desc limit ${MEMBER_RECORDS_MAX + 1}`),
  );
  return rows
    .filter((r) => !(r.kind === kind && Number(r.id) === id))
    .slice(0, MEMBER_RECORDS_MAX)
    .map((r) => ({ kind: r.kind, id: Number(r.id), booking_id: r.booking_id, status_label: statusLabel(r.kind, r.status), created_at: new Date(r.created_at).toISOString() }));
}

/** Received (the record's created_at), then every move with who made it. */
async function timelineOf(db: Db, kind: QueueKind, row: QueueRow): Promise<TimelineEntry[]> {
  const first = initialStatus(kind);
  const received: TimelineEntry = { at: row.created_at, by: RECEIVED_BY, from: null, to: first, to_label: RECEIVED_LABEL, note: '', member_note: '', detail: {} };
  const moves = (await timelineRows(db, kind, [row.id])).map((r): TimelineEntry => ({
    at: r.createdAt.toISOString(), by: r.staffName ?? '', from: r.fromStatus, to: r.toStatus, to_label: statusLabel(kind, r.toStatus),
    note: r.note, member_note: r.memberNote, detail: r.detail,
  }));
  return [received, ...moves];
}

async function notesOf(db: Db, kind: QueueKind, id: number): Promise<QueueRecord['notes']> {
  const rows = await db.select({ row: recordNotes, by: staffAccounts.name }).from(recordNotes)
    .leftJoin(staffAccounts, eq(staffAccounts.id, recordNotes.staffId))
    .where(and(eq(recordNotes.kind, kind), eq(recordNotes.recordId, id)))
    .orderBy(asc(recordNotes.createdAt), asc(recordNotes.id));
  return rows.map(({ row, by }) => ({ at: row.createdAt.toISOString(), by: by ?? 'Sistem', text: row.text, to_member: row.toMember }));
}

/** The moves the workflow allows from `status` that this role may make. */
export function movesFor(kind: QueueKind, status: string, staff: StaffContext): QueueRecord['moves'] {
  return nextStatuses(kind, status)
    .filter((to) => roleMayMove(staff.role, kind, to, QUEUE_ROLES[kind], status))
    .map((to) => ({ to, label: statusLabel(kind, to), needs: moveNeeds(kind, to) }));
}

/** Active staff who may work this record: their role sees the queue and, when branch-scoped, covers its branch. */
export async function assigneesFor(db: Db, kind: QueueKind, branchId: number | null): Promise<Assignee[]> {
  const rows = await db.select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role, branchIds: staffAccounts.branchIds })
    .from(staffAccounts).where(eq(staffAccounts.active, true)).orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
  return rows
    .filter((s) => QUEUE_ROLES[kind].includes(s.role) && (!isBranchScoped(s.role) || branchId === null || s.branchIds.includes(branchId)))
    .map(({ id, name, role }) => ({ id, name, role }));
}
