/**
 * The garage's demo data (issue 33): the dealer's maintenance plan (the 'maintenance-plan'
 * collection, from domain/garage/schedule DEFAULT_PLAN) and one draft recall campaign for the
 * service desk to look at. Only into empty tables: safe on every start, also for a database seeded
 * before the garage existed.
 */
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_PLAN } from '../../domain/garage/schedule';
import type { Db } from '../db/client';
import { carModels, garageCampaigns, maintenancePlanSteps } from '../db/schema';

export async function seedGarage(db: Db): Promise<void> {
  const [{ steps }] = await db.select({ steps: sql<number>`count(*)::int` }).from(maintenancePlanSteps);
  if (Number(steps) === 0) {
    await db.insert(maintenancePlanSteps).values(DEFAULT_PLAN.steps.map((s) => ({ n: s.n, label: s.label, km: s.km, months: s.months, work: s.work.join('\n'), free: s.free })))
      .onConflictDoNothing();
  }
  const [{ campaigns }] = await db.select({ campaigns: sql<number>`count(*)::int` }).from(garageCampaigns);
  if (Number(campaigns) > 0) return;
  const models = await db.select({ id: carModels.id }).from(carModels).where(inArray(carModels.seo, ['avanza', 'veloz']));
  if (!models.length) return;
  await db.insert(garageCampaigns).values({
    title: 'Kampanye penggantian pompa bahan bakar',
    text: 'Sebagai langkah pencegahan, kami mengganti pompa bahan bakar pada kendaraan Anda tanpa biaya. Pengerjaan sekitar 2 jam dan dapat dilakukan bersamaan dengan servis berkala.',
    carModelIds: models.map((m) => m.id), yearFrom: 2019, yearTo: 2021,
  });
}
