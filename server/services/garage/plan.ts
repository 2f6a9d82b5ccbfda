/** The maintenance plan the schedules are computed from: the 'maintenance-plan' collection's rows, else the default plan. */
import { asc } from 'drizzle-orm';
import { DEFAULT_PLAN, planFromSteps, type MaintenancePlan } from '../../../domain/garage/schedule';
import type { Db } from '../../db/client';
import { maintenancePlanSteps } from '../../db/schema';

/** Work lines as the collection stores them: one per line. */
export const workLines = (text: string): string[] => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/**
 * Read on every use (a handful of rows): an edit in the back office holds at once on every
 * instance, with no cache to invalidate.
 */
export async function loadPlan(db: Db): Promise<MaintenancePlan> {
  const rows = await db.select().from(maintenancePlanSteps).orderBy(asc(maintenancePlanSteps.n));
  return planFromSteps(rows.map((r) => ({ n: r.n, label: r.label, km: r.km, months: r.months, work: workLines(r.work), free: r.free })), DEFAULT_PLAN);
}
