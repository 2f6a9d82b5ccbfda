/**
 * Writes on a record, each in the caller's transaction: a workflow move (the record with
 * version + 1, a timeline row, an audit row and the member's inbox message), an assignment,
 * an internal note, a free message to the member.
 */
import { sql } from 'drizzle-orm';
import { isoDay } from '../../../domain/money';
import { memberRecordLink } from '../../../domain/notifications';
import { moveFieldErrors, STAFF_MESSAGES, type StaffMoveDto } from '../../../domain/staff/dto';
import { QUEUE_ROLES } from '../../../domain/staff/roles';
import { isAllowedMove, moveNeeds, moveRefusalMessage, roleMayMove, statusLabel, WORKFLOWS } from '../../../domain/staff/workflows';
import type { Db } from '../../db/client';
import { recordNotes, recordTimeline } from '../../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../../http/envelope';
import { writeInbox } from '../../services/inbox';
import { writeAudit } from '../../services/staff/audit';
import { memberNote, moveDetail, moveInbox, staffMessageInbox } from '../../services/staff/messages';
import type { StaffContext } from './auth';
import { ForbiddenError, StaleVersionError } from './errors';
import type { KindSource } from './kinds';
import { queueRow, type QueueRow } from './queue-repository';
import { OverbookForbidden, slotForMove } from '../../services/slot-staff';
import { assigneesFor } from './record-repository';

export const NO_MEMBER = 'Pengirim data ini bukan member, hubungi lewat telepon atau e-mail';

/** The record, locked for the transaction; 404 outside the staff member's scope. */
export async function lockedRow(tx: Db, src: KindSource, staff: StaffContext, id: number): Promise<QueueRow> {
  const row = await queueRow(tx, src, staff, id, true);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Moves a record to `dto.to`. Refusals: 422 for an unknown code or missing fields, 403 when the
 * role may not make that move, 404 outside the scope, 409 (StaleVersionError) when `version` is
 * not the record's, 422 when the workflow does not lead from the current code to `to`.
 */
export async function moveRecord(tx: Db, src: KindSource, staff: StaffContext, id: number, dto: StaffMoveDto): Promise<void> {
  const { kind } = src;
  const to = dto.to;
  if (!WORKFLOWS[kind][to]) throw new ValidationError({ to: [STAFF_MESSAGES.to] });
  if (!roleMayMove(staff.role, kind, to, QUEUE_ROLES[kind])) throw new ForbiddenError();
  const row = await lockedRow(tx, src, staff, id);
  if (row.version !== Number(dto.version)) throw new StaleVersionError();
  if (!roleMayMove(staff.role, kind, to, QUEUE_ROLES[kind], row.status)) throw new ForbiddenError(moveRefusalMessage(kind, row.status, to));
  if (!isAllowedMove(kind, row.status, to)) {
    throw new ValidationError({ to: [`Status tidak dapat diubah dari ${row.status_label} ke ${statusLabel(kind, to)}`] });
  }
  const errors = moveFieldErrors(moveNeeds(kind, to), dto, isoDay());
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const detail = moveDetail(dto);
  const extra = (await src.onMove?.(tx, { id, from: row.status, to, staff })) ?? {};
  // Issue 32: confirming takes a free place (422 when full, unless an allowed override), ending frees it.
  try {
    Object.assign(extra, await slotForMove(tx, kind, id, to, dto, staff));
  } catch (error) {
    if (error instanceof OverbookForbidden) throw new ForbiddenError(error.message);
    throw error;
  }
  // Whoever first acts on an unassigned record becomes its handler (issue 30.6).
  const handler = row.assigned_to ? sql`` : sql`, assigned_staff_id = ${staff.id}`;
  await tx.execute(sql`update ${src.table} set ${sql.identifier(src.statusColumn)} = ${to}, version = version + 1${handler}${src.hasUpdatedAt ? sql`, updated_at = now()` : sql``} where id = ${id}`);
  const facts = { kind, bookingId: row.booking_id, to, detail, branchName: row.branch_name, staffName: row.assigned_to?.name ?? staff.name };
  await tx.insert(recordTimeline).values({
    kind, recordId: id, staffId: staff.id, fromStatus: row.status, toStatus: to, note: dto.note ?? '', memberNote: memberNote(facts), detail,
  });
  await writeAudit(tx, { staffId: staff.id, action: 'status', kind, recordId: id, detail: { from: row.status, to, version: row.version + 1, ...(row.assigned_to ? {} : { assigned: staff.id }), ...extra } });
  if (row.member_id) {
    const message = moveInbox(facts);
    await writeInbox(tx, row.member_id, message.judul, message.html, { purpose: 'status', link: memberRecordLink(kind, id) });
  }
}

/** The first staff member to act on an unassigned record becomes its handler (issue 30.6). */
export async function takeIfUnassigned(tx: Db, src: KindSource, row: QueueRow, staff: StaffContext): Promise<void> {
  if (!row.assigned_to) await tx.execute(sql`update ${src.table} set assigned_staff_id = ${staff.id} where id = ${row.id} and assigned_staff_id is null`);
}

/** Assigns the record to an active colleague who may work it, or releases it (`null`). */
export async function assignRecord(tx: Db, src: KindSource, staff: StaffContext, id: number, staffId: number | null): Promise<void> {
  const row = await lockedRow(tx, src, staff, id);
  if (staffId !== null && !(await assigneesFor(tx, src.kind, row.branch_id)).some((a) => a.id === staffId)) {
    throw new ValidationError({ staff_id: [STAFF_MESSAGES.assignee] });
  }
  await tx.execute(sql`update ${src.table} set assigned_staff_id = ${staffId} where id = ${id}`);
  await writeAudit(tx, { staffId: staff.id, action: 'assign', kind: src.kind, recordId: id, detail: { from: row.assigned_to?.id ?? null, to: staffId } });
}

/** An internal note, never shown to the member. */
export async function addNote(tx: Db, src: KindSource, staff: StaffContext, id: number, text: string): Promise<void> {
  await lockedRow(tx, src, staff, id);
  await tx.insert(recordNotes).values({ kind: src.kind, recordId: id, staffId: staff.id, text });
  await writeAudit(tx, { staffId: staff.id, action: 'note', kind: src.kind, recordId: id, detail: { length: text.length } });
}

/** A free message into the member's inbox (escaped), kept on the record; 400 when nobody is a member. */
export async function messageMember(tx: Db, src: KindSource, staff: StaffContext, id: number, text: string): Promise<void> {
  const row = await lockedRow(tx, src, staff, id);
  if (!row.member_id) throw new BusinessError(NO_MEMBER);
  await takeIfUnassigned(tx, src, row, staff);
  const message = staffMessageInbox(src.kind, row.booking_id, text);
  await writeInbox(tx, row.member_id, message.judul, message.html, { purpose: 'status', link: memberRecordLink(src.kind, id) });
  await tx.insert(recordNotes).values({ kind: src.kind, recordId: id, staffId: staff.id, text, toMember: true });
  await writeAudit(tx, { staffId: staff.id, action: 'message', kind: src.kind, recordId: id, detail: { length: text.length } });
}
