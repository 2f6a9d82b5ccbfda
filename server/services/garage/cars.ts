/**
 * The garage's cars (issue 33, docs/garage.md): reading a member's cars with their schedule, history
 * and campaigns; adding, editing and removing one; the car a delivered order creates by itself.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { GARAGE_MESSAGES, type GarageCarDto } from '../../../domain/garage/forms';
import { scheduleOf, stepForKm, stepsPassed, type CarFacts, type MaintenancePlan } from '../../../domain/garage/schedule';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import {
  branches, carColors, carModels, carTypes, garageCampaignCars, garageCampaigns, garageCars, garageServices, orders,
} from '../../db/schema';
import { BusinessError, NotFoundError, ValidationError } from '../../http/envelope';
import { writeInbox } from '../inbox';
import { loadPlan } from './plan';
import type { GarageCarView } from '../../../domain/api/garage';

export type { GarageCarView };

type CarRow = typeof garageCars.$inferSelect;
type ServiceRow = typeof garageServices.$inferSelect;

/** The kernel's facts of a car and its services. */
export function factsOf(car: CarRow, services: Array<Pick<ServiceRow, 'date' | 'km'>>): CarFacts {
  return { deliveryDate: car.deliveryDate, km: car.km, kmDate: car.kmDate, services: services.map((s) => ({ date: s.date, km: s.km })), priorServices: car.priorServices };
}

/** Views of cars (any owner), history newest first; `today` decides the schedule. */
export async function carViews(db: Db, rows: CarRow[], plan: MaintenancePlan, today = isoDay()): Promise<GarageCarView[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [names, services, campaigns] = await Promise.all([
    db.select({ id: garageCars.id, model: carModels.name, category: carModels.categoryId, type: carTypes.name, transmission: carTypes.transmission, colour: carColors.name, branch: branches.name }).from(garageCars)
      .innerJoin(carModels, eq(carModels.id, garageCars.carModelId))
      .leftJoin(carTypes, eq(carTypes.id, garageCars.carTypeId))
      .leftJoin(carColors, eq(carColors.id, garageCars.colorId))
      .leftJoin(branches, eq(branches.id, garageCars.branchId))
      .where(inArray(garageCars.id, ids)),
    db.select({ row: garageServices, branch: branches.name }).from(garageServices).leftJoin(branches, eq(branches.id, garageServices.branchId))
      .where(inArray(garageServices.carId, ids)).orderBy(desc(garageServices.date), desc(garageServices.id)),
    db.select({ link: garageCampaignCars, campaign: garageCampaigns }).from(garageCampaignCars)
      .innerJoin(garageCampaigns, eq(garageCampaigns.id, garageCampaignCars.campaignId))
      .where(inArray(garageCampaignCars.carId, ids)).orderBy(desc(garageCampaignCars.reachedAt)),
  ]);
  return rows.map((car) => {
    const n = names.find((x) => x.id === car.id)!;
    const own = services.filter((s) => s.row.carId === car.id);
    const s = scheduleOf(plan, factsOf(car, own.map((x) => x.row)), today);
    return {
      id: car.id, status: car.status, plate: car.plate, chassis: car.chassis, car_model_id: car.carModelId, car_model_name: n.model,
      car_type_id: car.carTypeId, car_type_name: n.type ?? '', car_category_id: n.category, car_transmission: n.transmission ?? '', colour_name: n.colour ?? '', year: car.year, km: car.km, km_date: car.kmDate,
      delivery_date: car.deliveryDate, branch_name: n.branch ?? '', reminders: car.reminders,
      next_service: { n: s.next.n, date: s.next.date, km: s.next.dueKm, due_date: s.next.dueDate, label: s.next.label, work: s.next.work, free: s.next.free, overdue: s.overdue },
      warranty_until: s.warrantyUntil, under_warranty: s.underWarranty, on_time: s.onTime,
      services: own.map(({ row, branch }) => ({
        id: row.id, date: row.date, km: row.km, branch_name: branch ?? '', work: row.work, parts: row.parts, total: row.total,
        recommendation: row.recommendation, source: row.source, booking_id: row.bookingId,
      })),
      campaigns: campaigns.filter((c) => c.link.carId === car.id).map(({ link, campaign }) => ({
        id: campaign.id, title: campaign.title, text: campaign.text, open: link.closedAt === null,
        reached_at: link.reachedAt.toISOString(), closed_at: link.closedAt?.toISOString() ?? null,
      })),
    };
  });
}

/** The member's cars, oldest first. */
export async function memberCars(db: Db, memberId: number, today = isoDay()): Promise<GarageCarView[]> {
  const rows = await db.select().from(garageCars).where(eq(garageCars.memberId, memberId)).orderBy(asc(garageCars.id));
  return carViews(db, rows, await loadPlan(db), today);
}

export async function ownCar(db: Db, memberId: number, id: number, lock = false): Promise<CarRow> {
  const query = db.select().from(garageCars).where(and(eq(garageCars.id, id), eq(garageCars.memberId, memberId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(GARAGE_MESSAGES.notFound);
  return row;
}

/** 422 unless the type belongs to the model. */
async function checkModelType(db: Db, modelId: number, typeId: number): Promise<void> {
  const [type] = await db.select({ modelId: carTypes.modelId }).from(carTypes).where(eq(carTypes.id, typeId));
  const [model] = await db.select({ id: carModels.id }).from(carModels).where(eq(carModels.id, modelId));
  if (!model) throw new ValidationError({ car_model_id: [GARAGE_MESSAGES.model] });
  if (!type || type.modelId !== modelId) throw new ValidationError({ car_type_id: [GARAGE_MESSAGES.type] });
}

/**
 * Adds an owner's car. A chassis number already active in another member's garage is kept as
 * `pending` (the dealer confirms it); the same chassis twice in one garage is refused (422).
 */
export async function addCar(tx: Db, memberId: number, dto: GarageCarDto, today = isoDay()): Promise<{ id: number; pending: boolean }> {
  await checkModelType(tx, dto.car_model_id, dto.car_type_id);
  if (dto.last_service_date && dto.last_service_date > today) throw new ValidationError({ last_service_date: [GARAGE_MESSAGES.lastDate] });
  // Serialises claims on one chassis number (two members adding it at once).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`garage-chassis:${dto.chassis}`}))`);
  const holders = await tx.select({ memberId: garageCars.memberId, status: garageCars.status }).from(garageCars).where(eq(garageCars.chassis, dto.chassis));
  if (holders.some((h) => h.memberId === memberId)) throw new ValidationError({ chassis: [GARAGE_MESSAGES.duplicate] });
  const pending = holders.some((h) => h.status === 'active');
  const plan = await loadPlan(tx);
  const [car] = await tx.insert(garageCars).values({
    memberId, status: pending ? 'pending' : 'active', plate: dto.plate, chassis: dto.chassis, carModelId: dto.car_model_id, carTypeId: dto.car_type_id,
    year: dto.year, km: Math.max(dto.km, dto.last_service_km ?? 0), kmDate: today, reminders: dto.reminders,
    priorServices: dto.last_service_km !== null && dto.last_service_km !== undefined ? stepForKm(plan, dto.last_service_km) - 1 : stepsPassed(plan, dto.km),
  }).returning({ id: garageCars.id });
  if (dto.last_service_date && dto.last_service_km !== null && dto.last_service_km !== undefined) {
    await tx.insert(garageServices).values({ carId: car.id, source: 'owner', date: dto.last_service_date, km: dto.last_service_km, work: ['Servis terakhir (dilaporkan pemilik)'] });
  }
  return { id: car.id, pending };
}

/** The owner's edit: plate, km (never below the km on record), reminders on or off. */
export async function editCar(tx: Db, memberId: number, id: number, edit: { plate?: string; km?: number; reminders?: boolean }, today = isoDay()): Promise<void> {
  const car = await ownCar(tx, memberId, id, true);
  const set: Partial<typeof garageCars.$inferInsert> = { updatedAt: new Date() };
  if (edit.plate !== undefined) set.plate = edit.plate;
  if (edit.reminders !== undefined) set.reminders = edit.reminders;
  if (edit.km !== undefined) {
    const [last] = await tx.select({ km: sql<number>`coalesce(max(${garageServices.km}), 0)` }).from(garageServices).where(eq(garageServices.carId, id));
    if (edit.km < Number(last?.km ?? 0)) throw new ValidationError({ km: [GARAGE_MESSAGES.kmBack] });
    set.km = edit.km;
    set.kmDate = today;
  }
  await tx.update(garageCars).set(set).where(eq(garageCars.id, car.id));
}

export async function removeCar(tx: Db, memberId: number, id: number): Promise<void> {
  await ownCar(tx, memberId, id, true);
  await tx.delete(garageCars).where(eq(garageCars.id, id));
}

/**
 * A delivered order's car, in the move's transaction: model, type, colour, delivery day and branch;
 * plate and chassis come later (the workshop's first record, or the owner). Once per order.
 */
export async function carFromDeliveredOrder(tx: Db, orderId: number, today = isoDay()): Promise<number | null> {
  const [order] = await tx.select({ memberId: orders.memberId, typeId: orders.carTypeId, colorId: orders.colorId, branchId: orders.branchId, modelId: carTypes.modelId })
    .from(orders).innerJoin(carTypes, eq(carTypes.id, orders.carTypeId)).where(eq(orders.id, orderId));
  if (!order?.memberId) return null;
  const [car] = await tx.insert(garageCars).values({
    memberId: order.memberId, carModelId: order.modelId, carTypeId: order.typeId, colorId: order.colorId, branchId: order.branchId,
    year: Number(today.slice(0, 4)), km: 0, kmDate: today, deliveryDate: today, orderId,
  }).onConflictDoNothing().returning({ id: garageCars.id });
  return car?.id ?? null;
}

/**
 * The dealer confirms a pending claim: the car becomes active and the chassis number leaves the
 * other garage (that car is removed with its reminders; its history stays with the workshop's bookings).
 */
export async function confirmClaim(tx: Db, id: number): Promise<void> {
  const [car] = await tx.select().from(garageCars).where(eq(garageCars.id, id)).for('update');
  if (!car) throw new NotFoundError();
  if (car.status !== 'pending') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`garage-chassis:${car.chassis}`}))`);
  await tx.delete(garageCars).where(and(eq(garageCars.chassis, car.chassis), eq(garageCars.status, 'active'), ne(garageCars.id, id)));
  await tx.update(garageCars).set({ status: 'active', updatedAt: new Date() }).where(eq(garageCars.id, id));
}

/**
 * The dealer refuses a pending claim (the papers do not match): the claimant's car leaves their
 * garage, the car in the other garage stays, and the claimant is told in the inbox. 400 when the
 * car is not pending.
 */
export async function refuseClaim(tx: Db, id: number): Promise<{ memberId: number }> {
  const [car] = await tx.select().from(garageCars).where(eq(garageCars.id, id)).for('update');
  if (!car) throw new NotFoundError();
  if (car.status !== 'pending') throw new BusinessError(GARAGE_MESSAGES.notPending);
  await tx.delete(garageCars).where(eq(garageCars.id, id));
  await writeInbox(tx, car.memberId, 'Klaim mobil di garasi tidak dapat dikonfirmasi',
    `<p>Nomor rangka <strong>${car.chassis}</strong> sudah terdaftar atas pemilik lain dan tidak dapat kami konfirmasi untuk garasi Anda. Bila mobil ini milik Anda, hubungi cabang kami dengan membawa STNK dan BPKB.</p>`);
  return { memberId: car.memberId };
}
