/**
 * Staff moves and slots (issue 32): confirming a service booking or test drive (or scheduling a
 * trade-in inspection with a time) takes a free place at that date and time; a full slot is 422
 * unless the move says `override` and the staff member may overbook (admin, or a branch head of
 * the record's branch: see `mayOverbook`), which takes a place beyond capacity and is audited.
 * Cancelling or a no-show frees the place. Everything in the move's transaction.
 */
import type { Db } from '../db/client';
import { BOOKING_KINDS, type BookingKind } from '../../domain/slots';
import { ValidationError } from '../http/envelope';
import { writeAudit } from './staff/audit';
import { bookingQuery, lockedBooking, setAppointment } from './slot-bookings';
import { cancelSlot, moveSlot, slotOf } from './slots';

/** Who may overbook a full slot: an admin, or a staff account flagged `branch_head` (issue 31.5) of the record's branch. */
export function mayOverbook(staff: { role: string; branchHead?: boolean; branchIds?: number[] }, branchId: number): boolean {
  if (staff.role === 'admin') return true;
  return staff.branchHead === true && (staff.branchIds ?? []).includes(branchId);
}

export const OVERBOOK_FORBIDDEN = 'Hanya kepala cabang atau admin yang boleh menambah booking di luar kapasitas.';

const isBookingKind = (kind: string): kind is BookingKind => (BOOKING_KINDS as readonly string[]).includes(kind);
/** The moves that place a booking at a date and time. */
const PLACES = new Set(['confirmed', 'inspection']);
/** The moves that end it (its place is given back). */
const ENDS = new Set(['cancelled', 'no_show', 'declined']);

export class OverbookForbidden extends Error {
  constructor() { super(OVERBOOK_FORBIDDEN); }
}

/**
 * Applies a workflow move to the booking's slot; answers what the audit row should add
 * (`slot: 'held' | 'overbooked' | 'freed'`), or nothing when the move does not touch a slot.
 */
export async function slotForMove(tx: Db, kind: string, id: number, to: string, dto: { date?: string | null; time?: string | null; override?: unknown }, staff: { id: number; role: string; branchHead?: boolean; branchIds?: number[] }): Promise<Record<string, unknown>> {
  if (!isBookingKind(kind)) return {};
  const booking = { kind, id };
  if (ENDS.has(to)) {
    if (await slotOf(tx, booking)) await cancelSlot(tx, booking, `status ${to}`);
    return { slot: 'freed' };
  }
  if (!PLACES.has(to) || !dto.date || !dto.time) return {};
  const row = await lockedBooking(tx, kind, id);
  if (!row) return {};
  const current = await slotOf(tx, booking);
  if (current?.status === 'held' && current.date === dto.date && current.time === dto.time) return { slot: 'held' };
  const override = dto.override === true || dto.override === 'true';
  if (override && !mayOverbook(staff, row.branchId)) throw new OverbookForbidden();
  const q = await bookingQuery(tx, kind, row);
  let answer;
  try {
    answer = await moveSlot(tx, q, booking, dto.date, dto.time, { checkWindow: false, override: override ? staff.id : undefined });
  } catch (error) {
    if (error instanceof ValidationError && !override && error.errors.time?.[0]?.includes('penuh')) {
      throw new ValidationError({ time: ['*Jadwal ini sudah penuh. Pilih jadwal lain, atau minta kepala cabang/admin menambah di luar kapasitas.'] });
    }
    throw error;
  }
  await setAppointment(tx, kind, id, dto.date, dto.time);
  const overbooked = override && answer.status === 'held' && !(await placeWithinCapacity(tx, booking));
  if (overbooked) {
    await writeAudit(tx, { staffId: staff.id, action: 'slot.override', kind, recordId: id, detail: { date: dto.date, time: dto.time, branch_id: row.branchId } });
  }
  return { slot: overbooked ? 'overbooked' : 'held', date: dto.date, time: dto.time };
}

async function placeWithinCapacity(tx: Db, booking: { kind: BookingKind; id: number }): Promise<boolean> {
  const { slotPlaces } = await import('../db/schema');
  const { and, eq } = await import('drizzle-orm');
  const [place] = await tx.select({ overbooked: slotPlaces.overbooked }).from(slotPlaces)
    .where(and(eq(slotPlaces.bookingKind, booking.kind), eq(slotPlaces.bookingId, booking.id)));
  return Boolean(place && !place.overbooked);
}
