/** Demo capacity for every branch (issue 32): workshop and showroom hours, bays, one inspection place, test-drive units. */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { branches, carModels, slotCapacity, testdriveUnits } from '../db/schema';
import { demoCapacity } from '../../domain/slots';

/** Seeds the slots of every branch when no branch has capacity yet (also for a database seeded before slots existed). */
export async function seedSlotsIfNone(db: Db): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(slotCapacity);
  if (count > 0) return;
  const allBranches = await db.select({ id: branches.id }).from(branches).orderBy(asc(branches.id));
  if (!allBranches.length) return;
  const models = await db.select({ id: carModels.id, name: carModels.name }).from(carModels).orderBy(asc(carModels.id));
  await db.transaction(async (tx) => {
    await tx.insert(slotCapacity).values(allBranches.map((b) => {
      const c = demoCapacity(b.id);
      return {
        branchId: b.id, slotMinutes: c.slotMinutes, hours: [...c.hours], testdriveHours: [...c.testdriveHours], closedDays: [...c.closedDays],
        serviceGeneral: c.service['general-service'], serviceBodyPaint: c.service['body-paint'], inspection: c.inspection,
      };
    })).onConflictDoNothing();
    // Every branch lends one unit of most models (every fourth branch has none of every third model), two of the first two.
    const units = allBranches.flatMap((b, bi) => models.flatMap((m, mi) => {
      if (bi % 4 === 3 && mi % 3 === 2) return [];
      const n = mi < 2 ? 2 : 1;
      return Array.from({ length: n }, (_, i) => ({ branchId: b.id, carModelId: m.id, name: `${m.name} unit ${i + 1}` }));
    }));
    if (units.length) await tx.insert(testdriveUnits).values(units);
  });
}
