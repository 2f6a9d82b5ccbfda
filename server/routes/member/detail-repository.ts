/** One record of the member's, with its customer block; null when the id is unknown, another member's or hidden from this session. */
import { and, eq } from 'drizzle-orm';
import type { DetailCustomer, ServiceDetail, TestDriveDetail, TradeInDetail } from '../../../domain/api';
import { isoDay } from '../../../domain/money';
import { statusLabel, type QueueKind } from '../../../domain/staff';
import type { Db } from '../../db/client';
import { cities, provinces, serviceBookings, testDrives, tradeIns } from '../../db/schema';
import { submissionWithCar } from '../../services/submissions/read-model';
import { memberTimeline } from '../../services/staff/timeline';
import { visibleTo, type Viewer } from '../../services/visibility';
import { oldCarName, serviceLabel } from './history-repository';
import { apiSlotsQuery, queryOfSlot, slotOf } from '../../services/slots';
import { memberMayChange, type BookingKind } from '../../../domain/slots';
import type { MemberSlot } from '../../../domain/api';

const OPEN_STATUSES = ['new', 'confirmed', 'inspection'];

/** The version and slot of a booking; `may_change` while it is open and its day is after today. */
export async function slotPart(db: Db, kind: BookingKind, row: { id: number; version: number; status: string }): Promise<{ version: number; slot: MemberSlot | null }> {
  const slot = await slotOf(db, { kind, id: row.id });
  return {
    version: row.version,
    slot: slot && {
      status: slot.status, date: slot.date, time: slot.time, alternatives: slot.alternatives, query: apiSlotsQuery(queryOfSlot(slot)),
      may_change: slot.status !== 'cancelled' && OPEN_STATUSES.includes(row.status) && memberMayChange(slot.date),
    },
  };
}

interface Identity { name: string; email: string; phone: string; address: string; gender: string; birth: string; provinceCode: string; cityCode: string }

/** The customer block: identity as stored, with province and city names. */
export async function customerOf(db: Db, who: Identity): Promise<DetailCustomer> {
  const [province] = who.provinceCode ? await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.code, who.provinceCode)) : [];
  const [city] = who.cityCode ? await db.select({ name: cities.name }).from(cities).where(eq(cities.code, who.cityCode)) : [];
  return {
    name: who.name, email: who.email, phone: who.phone, address: who.address, gender: who.gender, birth: who.birth,
    province_name: province?.name ?? '', city_name: city?.name ?? '',
  };
}

/** Fields every detail record has: ids, the status label, guest flag and the short timeline (received, then each step). */
export const detailCommon = async (db: Db, kind: QueueKind, row: { id: number; bookingId: string; createdAt: Date; status: string; viaGuest: boolean }) => ({
  id: row.id, booking_id: row.bookingId, booking_date: isoDay(row.createdAt), status: statusLabel(kind, row.status), via_guest: row.viaGuest,
  timeline: await memberTimeline(db, kind, row.id, row.createdAt),
});

export async function serviceDetail(db: Db, viewer: Viewer, id: number): Promise<ServiceDetail | null> {
  const found = await submissionWithCar(db, serviceBookings, and(eq(serviceBookings.id, id), visibleTo(serviceBookings, viewer)));
  if (!found) return null;
  const { row } = found;
  return {
    ...(await detailCommon(db, 'bookingservice', row)), ...(await customerOf(db, row)),
    car_type: found.car, km_mobil: row.carKm, tahun_mobil: row.buildYear, no_plat: row.policeNumber,
    tgl_service: row.appointmentDate, jam_service: row.appointmentTime, jenis_service: serviceLabel(row.serviceType),
    service_ke: row.serviceKe, branch_name: found.branch, ...(await slotPart(db, 'bookingservice', row)),
  };
}

export async function testDriveDetail(db: Db, viewer: Viewer, id: number): Promise<TestDriveDetail | null> {
  const found = await submissionWithCar(db, testDrives, and(eq(testDrives.id, id), visibleTo(testDrives, viewer)));
  if (!found) return null;
  const { row } = found;
  return {
    ...(await detailCommon(db, 'testdrive', row)), ...(await customerOf(db, row)),
    car_type: found.car, branch_name: found.branch,
    testdrive_date: row.appointmentDate, testdrive_time: row.appointmentTime, keterangan: row.note, ...(await slotPart(db, 'testdrive', row)),
  };
}

export async function tradeInDetail(db: Db, viewer: Viewer, id: number): Promise<TradeInDetail | null> {
  const found = await submissionWithCar(db, tradeIns, and(eq(tradeIns.id, id), visibleTo(tradeIns, viewer)));
  if (!found) return null;
  const { row } = found;
  const newCar = found.car;
  return {
    ...(await detailCommon(db, 'tradein', row)), ...(await customerOf(db, row)),
    car_type: newCar, branch_name: found.branch, old_car: oldCarName(row), new_car: newCar, ...(await slotPart(db, 'tradein', row)),
  };
}
