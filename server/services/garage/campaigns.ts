/**
 * Recall and service campaigns (issue 33.5): a draft names models and a production-year or chassis
 * range; publishing it (once) reaches every matching active garage car, writing its owner one
 * message; a done service of the car closes it. Counts per campaign: reached, booked, done.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CampaignView } from '../../../domain/api/garage';
import { campaignMatches, type CampaignDto } from '../../../domain/garage/forms';
import type { Db } from '../../db/client';
import { carModels, garageBookingCars, garageCampaignCars, garageCampaigns, garageCars, serviceBookings } from '../../db/schema';
import { NotFoundError } from '../../http/envelope';
import { writeInbox } from '../inbox';
import { escapeHtml } from '../../http/html';
import { bookingLink } from './reminders';
import { qualified as q } from './sql';

export async function createCampaign(tx: Db, staffId: number, dto: CampaignDto): Promise<number> {
  const [row] = await tx.insert(garageCampaigns).values({
    title: dto.title, text: dto.text, carModelIds: dto.car_model_ids as number[],
    yearFrom: dto.year_from ?? null, yearTo: dto.year_to ?? null, chassisFrom: dto.chassis_from ?? null, chassisTo: dto.chassis_to ?? null, createdBy: staffId,
  }).returning({ id: garageCampaigns.id });
  return row.id;
}

type CampaignRow = typeof garageCampaigns.$inferSelect;

/** The owner's message of a campaign about one car. */
function campaignMessage(c: CampaignRow, car: { id: number; plate: string; model: string }) {
  const name = [car.model, car.plate].filter(Boolean).join(' ');
  const body = escapeHtml(c.text).split(/\r?\n/).join('<br>');
  return {
    judul: `${c.title}: ${name}`,
    html: `<p>${body}</p><p>Kampanye ini berlaku untuk <strong>${escapeHtml(name)}</strong> di garasi Anda. Pengerjaan dilakukan saat servis di bengkel kami.</p><p><a href="${bookingLink(car.id)}">Booking Service sekarang</a></p>`,
  };
}

/** Links every matching active car to a published campaign (once) and messages its owner; the number of cars newly reached. */
async function reach(tx: Db, c: CampaignRow, carIds?: number[]): Promise<number> {
  const conditions = [eq(garageCars.status, 'active'), inArray(garageCars.carModelId, c.carModelIds)];
  if (carIds) conditions.push(inArray(garageCars.id, carIds.length ? carIds : [0]));
  const candidates = await tx.select({ car: garageCars, model: carModels.name }).from(garageCars)
    .innerJoin(carModels, eq(carModels.id, garageCars.carModelId)).where(and(...conditions)).orderBy(garageCars.id);
  let reached = 0;
  for (const { car, model } of candidates) {
    if (!campaignMatches(c, car)) continue;
    const inserted = await tx.insert(garageCampaignCars).values({ campaignId: c.id, carId: car.id }).onConflictDoNothing().returning({ carId: garageCampaignCars.carId });
    if (!inserted.length) continue;
    const message = campaignMessage(c, { id: car.id, plate: car.plate, model });
    // A recall is a safety notice: sent whatever the car's reminder switch says.
    await writeInbox(tx, car.memberId, message.judul, message.html, { purpose: 'reminders', link: bookingLink(car.id) });
    reached++;
  }
  return reached;
}

/** Publishes a draft (a published one is left as it is): one transaction, the row locked, so two clicks reach each car once. */
export async function publishCampaign(tx: Db, id: number): Promise<number> {
  const [c] = await tx.select().from(garageCampaigns).where(eq(garageCampaigns.id, id)).for('update');
  if (!c) throw new NotFoundError('Kampanye tidak ditemukan');
  if (c.status === 'published') return 0;
  const [published] = await tx.update(garageCampaigns).set({ status: 'published', publishedAt: new Date() }).where(eq(garageCampaigns.id, id)).returning();
  return reach(tx, published);
}

/** A car added or delivered after a campaign was published is reached too. */
export async function reachCar(tx: Db, carId: number): Promise<void> {
  const published = await tx.select().from(garageCampaigns).where(eq(garageCampaigns.status, 'published'));
  for (const c of published) await reach(tx, c, [carId]);
}

/** A done service closes the car's open campaigns. */
export async function closeCampaigns(tx: Db, carId: number, serviceId: number): Promise<void> {
  await tx.update(garageCampaignCars).set({ closedAt: new Date(), closedServiceId: serviceId })
    .where(and(eq(garageCampaignCars.carId, carId), isNull(garageCampaignCars.closedAt)));
}

/** Every campaign with its counts: cars reached, of those booked (a service booking of the car since), done (closed). */
export async function campaignViews(db: Db): Promise<CampaignView[]> {
  const rows = await db.select().from(garageCampaigns).orderBy(desc(garageCampaigns.id));
  if (!rows.length) return [];
  const models = await db.select({ id: carModels.id, name: carModels.name }).from(carModels);
  const counts = await db.select({
    id: garageCampaignCars.campaignId,
    reached: sql<number>`count(*)::int`,
    done: sql<number>`count(${garageCampaignCars.closedAt})::int`,
    booked: sql<number>`count(*) filter (where ${q(garageCampaignCars.closedAt)} is not null or exists (
      select 1 from ${garageBookingCars} join ${serviceBookings} on ${q(serviceBookings.id)} = ${q(garageBookingCars.bookingId)}
      where ${q(garageBookingCars.carId)} = ${q(garageCampaignCars.carId)} and ${q(serviceBookings.status)} <> 'cancelled' and ${q(serviceBookings.createdAt)} >= ${q(garageCampaignCars.reachedAt)}))::int`,
  }).from(garageCampaignCars).groupBy(garageCampaignCars.campaignId);
  return rows.map((c) => {
    const n = counts.find((x) => x.id === c.id);
    return {
      id: c.id, title: c.title, text: c.text, car_model_ids: c.carModelIds, car_model_names: c.carModelIds.map((id) => models.find((m) => m.id === id)?.name ?? `#${id}`),
      year_from: c.yearFrom, year_to: c.yearTo, chassis_from: c.chassisFrom, chassis_to: c.chassisTo, status: c.status,
      published_at: c.publishedAt?.toISOString() ?? null, reached: Number(n?.reached ?? 0), booked: Number(n?.booked ?? 0), done: Number(n?.done ?? 0),
    };
  });
}
