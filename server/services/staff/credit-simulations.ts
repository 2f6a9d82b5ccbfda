/**
 * Credit simulations of signed-in members become leads in the `creditsimulation` queue: one per
 * member, car type and Jakarta day (a later simulation of the same car that day updates it, so
 * sliding the down payment does not flood the queue). Anonymous simulations are not kept. A new
 * lead is routed like every submission (services/staff/routing), in the same transaction.
 */
import { sql } from 'drizzle-orm';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { creditSimulations } from '../../db/schema';
import { routeNewRecord } from './routing';

export interface SimulationLead { memberId: number; carTypeId: number; priceOtr: number; uangMuka: number; tenor: number; angsuran: number }

/** Records (or refreshes) the lead; `bookingId` is used only when a new row is made. */
export async function recordCreditSimulation(db: Db, bookingId: string, lead: SimulationLead): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(creditSimulations).values({ bookingId, ...lead, day: isoDay() })
      .onConflictDoUpdate({
        target: [creditSimulations.memberId, creditSimulations.carTypeId, creditSimulations.day],
        set: { priceOtr: lead.priceOtr, uangMuka: lead.uangMuka, tenor: lead.tenor, angsuran: lead.angsuran, updatedAt: sql`now()` },
      })
      .returning({ id: creditSimulations.id, bookingId: creditSimulations.bookingId, created: sql<boolean>`(xmax = 0)` });
    if (row.created) await routeNewRecord(tx, { kind: 'creditsimulation', id: row.id, bookingId: row.bookingId, branchId: null });
  });
}
