/** The record page: every field, the member and their other records, timeline, notes, the moves this role may make. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Assignee, QueueRecord, TimelineEntry } from '../../../domain/api';
import { canSeePrivateFiles, isBranchScoped, QUEUE_ROLES, queuesFor, type QueueKind } from '../../../domain/staff/roles';
import { initialStatus, moveNeeds, nextStatuses, roleMayMove, statusLabel } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { processingWithdrawnAtSql } from '../../services/privacy/processing-withdrawal';
import { carTypes, members, recordNotes, recordTimeline, serviceBookings, slotBookings, staffAccounts, testDrives, tradeIns } from '../../db/schema';
import { moneyOfOrderId } from '../../services/orders/order-money';
import { recordQuery } from '../../services/slot-bookings';
import { mayOverbook } from '../../services/slot-staff';
import { apiSlotsQuery, queryOfSlot } from '../../services/slots';
import { BOOKING_KINDS, type BookingKind, type SlotKind } from '../../../domain/slots';
import { RECEIVED_LABEL } from '../../services/staff/timeline';
import type { StaffContext } from './auth';
import { SOURCES, type KindSource } from './kinds';
import { publicItem, type RawItem, rowsOf, scopeOf, selectItems, toRow, type QueueRow } from './queue-repository';

/** Who the first step of every timeline is by. */
export const RECEIVED_BY = 'Situs web';
const MEMBER_RECORDS_MAX = 50;

/**
 * The whole record, or null when it does not exist or lies outside the staff member's branches.
 * One statement reads the item and all it shows beside its kind's own fields (the member, their
 * other records, timeline, notes, the booking's slot): a move answers with it in its transaction.
 */
export async function queueRecord(db: Db, src: KindSource, staff: StaffContext, id: number): Promise<QueueRecord | null> {
  const [raw] = rowsOf<RawItem & RecordParts>(await db.execute(sql`with r as (${selectItems(src)} where ${src.cols.id} = ${id} and ${scopeOf(src, staff)})
    select r.*, ${memberSql()} as member, ${memberRecordsSql(staff)} as member_records, ${timelineSql(src.kind, id)} as timeline,
      ${notesSql(src.kind, id)} as notes, ${bookingSql(src.kind, id)} as booking, ${slotSql(src.kind, id)} as slot_booking
    from r`));
  if (!raw) return null;
  const row = toRow(src, raw);
  const booking = json<BookingParts>(raw.booking);
  const slot = json<SlotParts>(raw.slot_booking);
  return {
    ...publicItem(row),
    kind: src.kind,
    fields: (await src.fields(db, id)) ?? [],
    member: memberOf(json(raw.member)),
    member_records: memberRecords(json(raw.member_records) ?? [], src.kind, id),
    timeline: timelineOf(src.kind, row, json(raw.timeline) ?? []),
    notes: (json<NoteParts[]>(raw.notes) ?? []).map((n) => ({ at: iso(n.at), by: n.by ?? 'Sistem', text: n.text, to_member: n.to_member })),
    moves: movesFor(src.kind, row.status, staff),
    files: canSeePrivateFiles(staff.role) && src.files
      ? (await src.files(db, id)).map((f) => ({ ...f, url: `/api/staff/files/${f.id}` }))
      : [],
    related: src.related ? await src.related(db, id) : [],
    money: src.kind === 'order' ? await moneyOfOrderId(db, id) : null,
    requested: requestedSlot(src.kind, booking, slot),
    slot: slotChoice(src.kind, row, staff, booking, slot),
  };
}

/** The parts of the record statement beyond the item's columns, each json (or null). */
interface RecordParts { member: unknown; member_records: unknown; timeline: unknown; notes: unknown; booking: unknown; slot_booking: unknown }
interface MemberParts { id: number; name: string; email: string; phone: string; withdrawn_at: string | null }
interface MemberRecordParts { kind: QueueKind; id: number; booking_id: string; status: string; created_at: string }
interface TimelineParts { at: string; by: string | null; from: string | null; to: string; note: string; member_note: string; detail: TimelineEntry['detail'] }
interface NoteParts { at: string; by: string | null; text: string; to_member: boolean }
/** A booking's own row: its branch, appointment (test drive, service), service type or car model (the slot query without a slot row). */
interface BookingParts { branch_id: number; date: string | null; time: string | null; service_type: string | null; car_model_id: number | null }
interface SlotParts { slot_kind: SlotKind; branch_id: number; pool: string; date: string; time: string; status: string }

/** A json column as an object (either driver may give it as text). */
function json<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
const iso = (at: string) => new Date(at).toISOString();

/** The member (r.member_id) and when they withdrew consent to processing (their last `processing` consent, when it is a withdrawal). */
function memberSql(): SQL {
  return sql`(select json_build_object('id', ${members.id}, 'name', ${members.fullName}, 'email', ${members.email}, 'phone', ${members.phone},
    'withdrawn_at', ${processingWithdrawnAtSql(members.id)})
    from ${members} where ${members.id} = r.member_id)`;
}

function memberOf(m: MemberParts | null): QueueRecord['member'] {
  if (!m) return null;
  return { id: Number(m.id), name: m.name, email: m.email, phone: m.phone, processing_withdrawn_at: m.withdrawn_at === null ? null : iso(m.withdrawn_at) };
}

/** The member's records in the queues this staff member sees, newest first (one more than shown: this record is left out). */
function memberRecordsSql(staff: StaffContext): SQL {
  const parts = queuesFor(staff.role).map((k) => {
    const s = SOURCES[k];
    return sql`select ${k}::text as kind, ${s.cols.id} as id, ${s.cols.bookingId} as booking_id, ${s.cols.status} as status, ${s.cols.createdAt} as created_at
      ${s.from} where ${s.cols.memberId} = r.member_id and ${scopeOf(s, staff)}`;
  });
  if (!parts.length) return sql`null::json`;
  return sql`(select json_agg(m order by m.n) from (select u.*, row_number() over (order by u.created_at desc) as n
    from (${sql.join(parts, sql` union all `)}) u order by n limit ${MEMBER_RECORDS_MAX + 1}) m)`;
}

function memberRecords(rows: MemberRecordParts[], kind: QueueKind, id: number): QueueRecord['member_records'] {
  return rows
    .filter((r) => !(r.kind === kind && Number(r.id) === id))
    .slice(0, MEMBER_RECORDS_MAX)
    .map((r) => ({ kind: r.kind, id: Number(r.id), booking_id: r.booking_id, status_label: statusLabel(r.kind, r.status), created_at: iso(r.created_at) }));
}

/** Every move with who made it, in order. */
function timelineSql(kind: QueueKind, id: number): SQL {
  return sql`(select json_agg(json_build_object('at', ${recordTimeline.createdAt}, 'by', ${staffAccounts.name}, 'from', ${recordTimeline.fromStatus},
      'to', ${recordTimeline.toStatus}, 'note', ${recordTimeline.note}, 'member_note', ${recordTimeline.memberNote}, 'detail', ${recordTimeline.detail})
      order by ${recordTimeline.createdAt}, ${recordTimeline.id})
    from ${recordTimeline} left join ${staffAccounts} on ${staffAccounts.id} = ${recordTimeline.staffId}
    where ${recordTimeline.kind} = ${kind} and ${recordTimeline.recordId} = ${id})`;
}

/** Received (the record's created_at), then every move with who made it. */
function timelineOf(kind: QueueKind, row: QueueRow, moves: TimelineParts[]): TimelineEntry[] {
  const received: TimelineEntry = { at: row.created_at, by: RECEIVED_BY, from: null, to: initialStatus(kind), to_label: RECEIVED_LABEL, note: '', member_note: '', detail: {} };
  return [received, ...moves.map((r): TimelineEntry => ({
    at: iso(r.at), by: r.by ?? '', from: r.from, to: r.to, to_label: statusLabel(kind, r.to), note: r.note, member_note: r.member_note, detail: r.detail,
  }))];
}

function notesSql(kind: QueueKind, id: number): SQL {
  return sql`(select json_agg(json_build_object('at', ${recordNotes.createdAt}, 'by', ${staffAccounts.name}, 'text', ${recordNotes.text}, 'to_member', ${recordNotes.toMember})
      order by ${recordNotes.createdAt}, ${recordNotes.id})
    from ${recordNotes} left join ${staffAccounts} on ${staffAccounts.id} = ${recordNotes.staffId}
    where ${recordNotes.kind} = ${kind} and ${recordNotes.recordId} = ${id})`;
}

const isBooking = (kind: QueueKind): kind is BookingKind => (BOOKING_KINDS as readonly string[]).includes(kind);

function bookingSql(kind: QueueKind, id: number): SQL {
  if (kind === 'testdrive') {
    return sql`(select json_build_object('branch_id', ${testDrives.branchId}, 'date', ${testDrives.appointmentDate}, 'time', ${testDrives.appointmentTime},
      'service_type', null, 'car_model_id', (select ${carTypes.modelId} from ${carTypes} where ${carTypes.id} = ${testDrives.carTypeId})) from ${testDrives} where ${testDrives.id} = ${id})`;
  }
  if (kind === 'bookingservice') {
    return sql`(select json_build_object('branch_id', ${serviceBookings.branchId}, 'date', ${serviceBookings.appointmentDate}, 'time', ${serviceBookings.appointmentTime},
      'service_type', ${serviceBookings.serviceType}, 'car_model_id', null) from ${serviceBookings} where ${serviceBookings.id} = ${id})`;
  }
  if (kind === 'tradein') {
    return sql`(select json_build_object('branch_id', ${tradeIns.branchId}, 'date', null, 'time', null, 'service_type', null, 'car_model_id', null) from ${tradeIns} where ${tradeIns.id} = ${id})`;
  }
  return sql`null::json`;
}

function slotSql(kind: QueueKind, id: number): SQL {
  if (!isBooking(kind)) return sql`null::json`;
  return sql`(select json_build_object('slot_kind', ${slotBookings.slotKind}, 'branch_id', ${slotBookings.branchId}, 'pool', ${slotBookings.pool},
      'date', ${slotBookings.date}, 'time', ${slotBookings.time}, 'status', ${slotBookings.status})
    from ${slotBookings} where ${slotBookings.bookingKind} = ${kind} and ${slotBookings.bookingId} = ${id})`;
}

/**
 * The date and time a test drive or service booking asked for, or a trade-in's inspection slot
 * ('sesuai permintaan' confirms with them); null for other kinds and a trade-in without one.
 */
function requestedSlot(kind: QueueKind, booking: BookingParts | null, slot: SlotParts | null): QueueRecord['requested'] {
  if (kind === 'tradein') return slot && slot.status !== 'cancelled' ? { date: slot.date, time: slot.time } : null;
  if ((kind !== 'testdrive' && kind !== 'bookingservice') || !booking) return null;
  return { date: booking.date!, time: booking.time! };
}

/** For a booking: the availability query of its free slots (the confirm dialog's picker), whether it holds a place, and whether this staff member may overbook. */
function slotChoice(kind: QueueKind, row: QueueRow, staff: StaffContext, booking: BookingParts | null, slot: SlotParts | null): QueueRecord['slot'] {
  if (!isBooking(kind) || row.branch_id === null || !booking) return null;
  const q = slot
    ? queryOfSlot({ slotKind: slot.slot_kind, branchId: Number(slot.branch_id), pool: slot.pool })
    : recordQuery(kind, Number(booking.branch_id), { serviceType: booking.service_type, carModelId: booking.car_model_id });
  return {
    query: apiSlotsQuery(q),
    held: slot?.status === 'held',
    may_overbook: mayOverbook(staff, row.branch_id),
  };
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
