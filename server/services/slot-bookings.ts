/**
 * The bookings that hold slots, seen from the slot side (issue 32): their tables, the slot query
 * of a record that has no slot row yet (records older than slots), and a move of the record's
 * appointment (its columns follow the slot for service bookings and test drives).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carTypes, serviceBookings, testDrives, tradeIns } from '../db/schema';
import type { BookingKind, ServiceType } from '../../domain/slots';
import { queryOfSlot, slotOf, type SlotQuery } from './slots';

export const BOOKING_TABLES = { bookingservice: serviceBookings, testdrive: testDrives, tradein: tradeIns } as const;

export interface BookingRow { id: number; memberId: number | null; status: string; version: number; branchId: number; carTypeId: number; bookingId: string; viaGuest: boolean; sessionId: number | null }

/** The record, locked for the transaction (null when unknown); `lock: false` only reads it. */
export async function lockedBooking(tx: Db, kind: BookingKind, id: number, { lock = true } = {}): Promise<BookingRow | null> {
  const t = BOOKING_TABLES[kind];
  const result = await tx.execute(sql`select id, member_id, status, version, branch_id, car_type_id, booking_id, via_guest, session_id from ${t} where id = ${id}${lock ? sql` for update` : sql``}`);
  const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<Record<string, unknown>>;
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id), memberId: r.member_id === null ? null : Number(r.member_id), status: String(r.status), version: Number(r.version),
    branchId: Number(r.branch_id), carTypeId: Number(r.car_type_id), bookingId: String(r.booking_id), viaGuest: Boolean(r.via_guest),
    sessionId: r.session_id === null || r.session_id === undefined ? null : Number(r.session_id),
  };
}

/** The slot query of a booking: from its slot row, else from the record (service type, the car's model). */
export async function bookingQuery(tx: Db, kind: BookingKind, row: BookingRow): Promise<SlotQuery> {
  const slot = await slotOf(tx, { kind, id: row.id });
  if (slot) return queryOfSlot(slot);
  if (kind === 'bookingservice') {
    const [s] = await tx.select({ type: serviceBookings.serviceType }).from(serviceBookings).where(eq(serviceBookings.id, row.id));
    return recordQuery(kind, row.branchId, { serviceType: s.type });
  }
  if (kind === 'testdrive') {
    const [c] = await tx.select({ modelId: carTypes.modelId }).from(carTypes).where(eq(carTypes.id, row.carTypeId));
    return recordQuery(kind, row.branchId, { carModelId: c.modelId });
  }
  return recordQuery(kind, row.branchId, {});
}

/** The slot query of a booking that has no slot row, from its record: a service booking's type, a test drive car's model. */
export function recordQuery(kind: BookingKind, branchId: number, from: { serviceType?: string | null; carModelId?: number | null }): SlotQuery {
  if (kind === 'bookingservice') return { kind: 'service', branchId, serviceType: from.serviceType as ServiceType };
  if (kind === 'testdrive') return { kind: 'testdrive', branchId, carModelId: Number(from.carModelId) };
  return { kind: 'inspection', branchId };
}

/** Sets the record's appointment columns (service bookings and test drives have them). */
export async function setAppointment(tx: Db, kind: BookingKind, id: number, date: string, time: string): Promise<void> {
  if (kind === 'bookingservice') await tx.update(serviceBookings).set({ appointmentDate: date, appointmentTime: time }).where(eq(serviceBookings.id, id));
  if (kind === 'testdrive') await tx.update(testDrives).set({ appointmentDate: date, appointmentTime: time }).where(eq(testDrives.id, id));
}
