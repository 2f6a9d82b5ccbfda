/**
 * The garage in the back office (issue 33.6): which cars a staff member sees (a branch-scoped role:
 * cars delivered or serviced at their branches, and cars of members with any record there; other
 * roles every car), search by plate or chassis, a car's page, the 'Servis jatuh tempo' queue, and
 * the adviser's record of a done service booking.
 */
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { GARAGE_MESSAGES, normalisePlate, type ServiceRecordDto, type StaffCarEditDto } from '../../../domain/garage/forms';
import { daysBetween, scheduleOf } from '../../../domain/garage/schedule';
import { isoDay } from '../../../domain/money';
import { isBranchScoped } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import {
  branches, garageBookingCars, garageCars, garageServices, members, orders, serviceBookings, testDrives, tradeIns,
} from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/envelope';
import type { StaffCarPage, StaffCarRow } from '../../../domain/api/garage';
import { carViews, factsOf } from './cars';
import { closeCampaigns, reachCar } from './campaigns';
import { qualified as q } from './sql';
import { loadPlan } from './plan';

export interface StaffScope { role: Parameters<typeof isBranchScoped>[0]; branchIds: number[] }

const idList = (ids: number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The cars a staff member sees. */
export function carScope(staff: StaffScope): SQL {
  if (!isBranchScoped(staff.role)) return sql`true`;
  const ids = staff.branchIds.filter((id) => Number.isInteger(id));
  if (!ids.length) return sql`false`;
  const ofMember = (table: typeof orders | typeof serviceBookings | typeof testDrives | typeof tradeIns) =>
    sql`exists (select 1 from ${table} where ${q(table.memberId)} = ${q(garageCars.memberId)} and ${q(table.branchId)} in (${idList(ids)}))`;
  return sql`(${q(garageCars.branchId)} in (${idList(ids)}) or ${ofMember(orders)} or ${ofMember(serviceBookings)} or ${ofMember(testDrives)} or ${ofMember(tradeIns)})`;
}

async function rowsOfCars(db: Db, cars: Array<typeof garageCars.$inferSelect>, today: string): Promise<StaffCarRow[]> {
  const views = await carViews(db, cars, await loadPlan(db), today);
  const owners = cars.length ? await db.select({ id: members.id, name: members.fullName, phone: members.phone }).from(members).where(inArray(members.id, cars.map((c) => c.memberId))) : [];
  return views.map((v, i) => {
    const owner = owners.find((o) => o.id === cars[i].memberId);
    return {
      id: v.id, status: v.status, plate: v.plate, chassis: v.chassis, car_model_name: v.car_model_name, car_type_name: v.car_type_name, year: v.year,
      owner_name: owner?.name ?? '', owner_phone: owner?.phone ?? '', member_id: cars[i].memberId, branch_name: v.branch_name,
      next_service_date: v.next_service.date, next_service_label: v.next_service.label, overdue: v.next_service.overdue,
    };
  });
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Cars by plate or chassis (`q`), by owner (`member_id`), or waiting for confirmation (`pending`), within the scope; at most 50. */
export async function searchCars(db: Db, staff: StaffScope, f: { q?: string; member_id?: number; pending?: boolean }, today = isoDay()): Promise<StaffCarRow[]> {
  const parts: SQL[] = [carScope(staff)];
  const q = f.q?.trim();
  if (q) {
    const plate = String(normalisePlate(q));
    parts.push(or(ilike(garageCars.plate, likePattern(plate)), ilike(garageCars.chassis, likePattern(q.toUpperCase().replace(/[\s-]+/g, ''))))!);
  }
  if (f.member_id) parts.push(eq(garageCars.memberId, f.member_id));
  if (f.pending) parts.push(eq(garageCars.status, 'pending'));
  const cars = await db.select().from(garageCars).where(and(...parts)).orderBy(asc(garageCars.id)).limit(50);
  return rowsOfCars(db, cars, today);
}

/** One car's page; 404 outside the scope. */
export async function carPage(db: Db, staff: StaffScope, id: number, today = isoDay()): Promise<StaffCarPage> {
  const [car] = await db.select().from(garageCars).where(and(eq(garageCars.id, id), carScope(staff)));
  if (!car) throw new NotFoundError('Mobil tidak ditemukan');
  const [view] = await carViews(db, [car], await loadPlan(db), today);
  const [owner] = await db.select().from(members).where(eq(members.id, car.memberId));
  const bookings = await db.select({ b: serviceBookings, branch: branches.name, link: garageBookingCars.carId }).from(serviceBookings)
    .innerJoin(branches, eq(branches.id, serviceBookings.branchId))
    .leftJoin(garageBookingCars, eq(garageBookingCars.bookingId, serviceBookings.id))
    .where(eq(serviceBookings.memberId, car.memberId)).orderBy(sql`${serviceBookings.id} desc`).limit(30);
  let claimedBy: string | null = null;
  if (car.status === 'pending' && car.chassis) {
    const [other] = await db.select({ name: members.fullName }).from(garageCars).innerJoin(members, eq(members.id, garageCars.memberId))
      .where(and(eq(garageCars.chassis, car.chassis), eq(garageCars.status, 'active')));
    claimedBy = other?.name ?? null;
  }
  return {
    car: view,
    owner: { member_id: owner.id, name: owner.fullName, email: owner.email, phone: owner.phone },
    bookings: bookings.map(({ b, branch, link }) => ({ id: b.id, booking_id: b.bookingId, date: b.appointmentDate, status: b.status, branch_name: branch, linked: link === car.id })),
    claimed_by: claimedBy,
  };
}

/** 'Servis jatuh tempo': cars in scope whose next service falls within `days` (overdue included), soonest first. */
export async function dueQueue(db: Db, staff: StaffScope, f: { branch_id?: number; days?: number }, today = isoDay()): Promise<Array<StaffCarRow & { booked: boolean }>> {
  const parts: SQL[] = [carScope(staff), eq(garageCars.status, 'active')];
  if (f.branch_id) {
    parts.push(sql`(${q(garageCars.branchId)} = ${f.branch_id} or (${q(garageCars.branchId)} is null and exists (select 1 from ${serviceBookings} where ${q(serviceBookings.memberId)} = ${q(garageCars.memberId)} and ${q(serviceBookings.branchId)} = ${f.branch_id})))`);
  }
  const cars = await db.select().from(garageCars).where(and(...parts)).orderBy(asc(garageCars.id));
  const plan = await loadPlan(db);
  const ids = cars.map((c) => c.id);
  const services = ids.length ? await db.select({ carId: garageServices.carId, date: garageServices.date, km: garageServices.km }).from(garageServices).where(inArray(garageServices.carId, ids)) : [];
  const horizon = f.days ?? 30;
  const due = cars.filter((c) => daysBetween(today, scheduleOf(plan, factsOf(c, services.filter((s) => s.carId === c.id)), today).next.date) <= horizon);
  // Booked: an open service booking (not done, not cancelled) linked to the car.
  const open = due.length ? await db.select({ carId: garageBookingCars.carId }).from(garageBookingCars)
    .innerJoin(serviceBookings, eq(serviceBookings.id, garageBookingCars.bookingId))
    .where(and(inArray(garageBookingCars.carId, due.map((c) => c.id)), sql`${q(serviceBookings.status)} not in ('done', 'cancelled')`)) : [];
  const rows = await rowsOfCars(db, due, today);
  return rows.map((r) => ({ ...r, booked: open.some((o) => o.carId === r.id) })).sort((a, b) => (a.next_service_date < b.next_service_date ? -1 : a.next_service_date > b.next_service_date ? 1 : a.id - b.id));
}

/** The garage side of a service booking: the linked car (or the member's cars to choose from) and its record, if written. */
export async function bookingGarage(db: Db, bookingId: number) {
  const [booking] = await db.select().from(serviceBookings).where(eq(serviceBookings.id, bookingId));
  if (!booking) throw new NotFoundError();
  const [link] = await db.select().from(garageBookingCars).where(eq(garageBookingCars.bookingId, bookingId));
  const [record] = await db.select().from(garageServices).where(eq(garageServices.bookingId, bookingId));
  const cars = booking.memberId ? await db.select({ id: garageCars.id, plate: garageCars.plate, chassis: garageCars.chassis, carModelId: garageCars.carModelId })
    .from(garageCars).where(eq(garageCars.memberId, booking.memberId)).orderBy(asc(garageCars.id)) : [];
  const plate = String(normalisePlate(booking.policeNumber));
  const guess = link?.carId ?? cars.find((c) => c.plate === plate)?.id ?? null;
  return {
    booking_status: booking.status,
    car_id: guess,
    linked: Boolean(link),
    cars: cars.map((c) => ({ id: c.id, plate: c.plate, chassis: c.chassis })),
    record: record ? { km: record.km, work: record.work, parts: record.parts, total: record.total, recommendation: record.recommendation, date: record.date } : null,
    km: booking.carKm,
  };
}

/**
 * The adviser's record of a done booking (booking in the staff member's scope, checked by the
 * caller): the car's km moves on, the next service counts from it, the car's open campaigns close.
 * Writing it again corrects it (one record per booking).
 */
export async function recordService(tx: Db, staffId: number, bookingId: number, dto: ServiceRecordDto, today = isoDay()): Promise<number> {
  const [booking] = await tx.select().from(serviceBookings).where(eq(serviceBookings.id, bookingId)).for('update');
  if (!booking) throw new NotFoundError();
  if (booking.status !== 'done') throw new ValidationError({ km: [GARAGE_MESSAGES.notDone] });
  const info = await bookingGarage(tx, bookingId);
  const carId = dto.car_id ?? info.car_id;
  if (!carId || !info.cars.some((c) => c.id === carId)) throw new ValidationError({ car_id: [GARAGE_MESSAGES.noCar] });
  const [car] = await tx.select().from(garageCars).where(eq(garageCars.id, carId)).for('update');
  await tx.insert(garageBookingCars).values({ bookingId, carId }).onConflictDoUpdate({ target: garageBookingCars.bookingId, set: { carId } });
  const values = {
    carId, bookingId, source: 'workshop' as const, date: booking.appointmentDate <= today ? booking.appointmentDate : today, km: dto.km, branchId: booking.branchId,
    work: dto.work, parts: dto.parts, total: dto.total, recommendation: dto.recommendation, staffId,
  };
  const [service] = await tx.insert(garageServices).values(values)
    .onConflictDoUpdate({ target: garageServices.bookingId, set: { ...values, createdAt: new Date() } }).returning({ id: garageServices.id });
  const plate = String(normalisePlate(booking.policeNumber));
  await tx.update(garageCars).set({
    km: Math.max(car.km, dto.km), kmDate: today, branchId: booking.branchId, updatedAt: new Date(),
    ...(car.plate === '' && /^[A-Z]{1,2} \d{1,4}( [A-Z]{1,3})?$/.test(plate) ? { plate } : {}),
  }).where(eq(garageCars.id, carId));
  await closeCampaigns(tx, carId, service.id);
  return service.id;
}

/** Links a booking to a member's garage car (the booking form's 'Pilih mobil dari garasi'); ignored for someone else's car. */
export async function linkBooking(tx: Db, bookingId: number, memberId: number | null, carId: number): Promise<boolean> {
  if (!memberId) return false;
  const [car] = await tx.select({ id: garageCars.id }).from(garageCars).where(and(eq(garageCars.id, carId), eq(garageCars.memberId, memberId)));
  if (!car) return false;
  await tx.insert(garageBookingCars).values({ bookingId, carId }).onConflictDoNothing();
  return true;
}

/**
 * The back office's correction of a car's plate and chassis number (a car in the staff member's
 * scope, else 404). A chassis number held by another car is refused (422): another member's
 * garage goes through the owner's claim and its confirmation, not through this edit. A pending car
 * whose new chassis number nobody else holds becomes active. Answers the fields that changed.
 */
export async function correctCar(tx: Db, staff: StaffScope, id: number, dto: StaffCarEditDto): Promise<string[]> {
  const [car] = await tx.select().from(garageCars).where(and(eq(garageCars.id, id), carScope(staff))).for('update');
  if (!car) throw new NotFoundError('Mobil tidak ditemukan');
  const set: Partial<typeof garageCars.$inferInsert> = {};
  if (dto.plate !== undefined && dto.plate !== car.plate) set.plate = dto.plate;
  if (dto.chassis !== undefined && dto.chassis !== car.chassis) {
    // The same lock as an owner's claim: an edit and a claim of one chassis number never cross.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`garage-chassis:${dto.chassis}`}))`);
    const holders = await tx.select({ memberId: garageCars.memberId }).from(garageCars).where(and(eq(garageCars.chassis, dto.chassis), ne(garageCars.id, id)));
    if (holders.some((h) => h.memberId === car.memberId)) throw new ValidationError({ chassis: [GARAGE_MESSAGES.chassisTwice] });
    if (holders.length) throw new ValidationError({ chassis: [GARAGE_MESSAGES.chassisTaken] });
    set.chassis = dto.chassis;
    if (car.status === 'pending') set.status = 'active';
  }
  const changed = Object.keys(set);
  if (!changed.length) return [];
  await tx.update(garageCars).set({ ...set, updatedAt: new Date() }).where(eq(garageCars.id, id));
  // A chassis range campaign may match the corrected number.
  if (set.chassis && (set.status ?? car.status) === 'active') await reachCar(tx, id);
  return changed;
}
