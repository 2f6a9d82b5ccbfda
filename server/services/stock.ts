/**
 * Stock per branch (docs/stock.md): what is available per branch for a type and colour, an
 * order's hold on one unit (claimed with `FOR UPDATE SKIP LOCKED`, so two buyers never hold the
 * same unit, also across instances), its lapse when unpaid past BOOKING_FEE_PAY_HOURS, and making
 * it firm once the booking fee is paid.
 *
 * A lapsed hold counts as available from the moment it lapses (every query below says so), so the
 * answer is right whether or not housekeeping has released the row yet; the release only tidies
 * the rows and records the lapse on the order.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_INDEN_WEEKS, maskChassis, RESERVATION_LABELS, weeksUntil, type BranchStock, type OrderReservation, type ReservationState } from '../../domain/stock';
import type { Db } from '../db/client';
import { branches, orderReservations, stockUnits } from '../db/schema';

/** SQL: the unit can be taken now: available, or reserved by an unpaid order whose time ran out. */
const takeable = (now: Date) => sql`(${stockUnits.status} = 'available' or (${stockUnits.status} = 'reserved' and ${stockUnits.heldUntil} is not null and ${stockUnits.heldUntil} <= ${now.toISOString()}::timestamptz))`;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Per branch (every branch, in the site's order): units takeable now and, when none, the weeks until the first on the way. */
export async function branchStock(db: Db, carTypeId: number, colorId: number | null, now = new Date()): Promise<BranchStock[]> {
  const colour = colorId ? sql`and ${stockUnits.colorId} = ${colorId}` : sql``;
  const result = await db.execute(sql`
    select b.id as branch_id, b.name as branch_name,
      (select count(*)::int from ${stockUnits} where ${stockUnits.branchId} = b.id and ${stockUnits.carTypeId} = ${carTypeId} ${colour} and ${takeable(now)}) as available,
      (select min(${stockUnits.expectedDate})::text from ${stockUnits} where ${stockUnits.branchId} = b.id and ${stockUnits.carTypeId} = ${carTypeId} ${colour} and ${stockUnits.status} = 'on_the_way') as expected
    from ${branches} b order by b.sort, b.id`);
  return rowsOf<{ branch_id: number; branch_name: string; available: number; expected: string | null }>(result).map((r) => ({
    branch_id: Number(r.branch_id), branch_name: r.branch_name, available: Number(r.available),
    eta_weeks: Number(r.available) > 0 ? null : r.expected ? weeksUntil(r.expected, now) : DEFAULT_INDEN_WEEKS,
  }));
}

/**
 * Holds one takeable unit of the type and colour at the branch for `orderId` (until `until`, or
 * for good when null), or records the order as inden. Inside the order's transaction: the row is
 * locked with SKIP LOCKED, so concurrent orders each get another unit or none.
 */
export async function holdUnit(tx: Db, o: { orderId: number; carTypeId: number; colorId: number; branchId: number; until: Date | null; now?: Date }): Promise<OrderReservation> {
  const now = o.now ?? new Date();
  const picked = await tx.execute(sql`
    select ${stockUnits.id} as id, ${stockUnits.heldOrderId} as held_order_id from ${stockUnits}
    where ${stockUnits.carTypeId} = ${o.carTypeId} and ${stockUnits.colorId} = ${o.colorId} and ${stockUnits.branchId} = ${o.branchId} and ${takeable(now)}
    order by (${stockUnits.status} = 'available') desc, ${stockUnits.id}
    limit 1 for update skip locked`);
  const [unit] = rowsOf<{ id: number; held_order_id: number | null }>(picked);
  if (!unit) {
    const stock = (await branchStock(tx, o.carTypeId, o.colorId, now)).find((b) => b.branch_id === o.branchId);
    const etaWeeks = stock?.eta_weeks ?? DEFAULT_INDEN_WEEKS;
    await tx.insert(orderReservations).values({ orderId: o.orderId, unitId: null, heldUntil: null, etaWeeks });
    return reservationView({ unitId: null, heldUntil: null, etaWeeks, releasedAt: null, releaseReason: null }, null, now);
  }
  // A lapsed hold of another order is taken over: that order's reservation ends as lapsed.
  if (unit.held_order_id) await endReservation(tx, Number(unit.held_order_id), 'lapsed', now);
  const [row] = await tx.update(stockUnits)
    .set({ status: 'reserved', heldOrderId: o.orderId, heldUntil: o.until, version: sql`${stockUnits.version} + 1`, updatedAt: now })
    .where(eq(stockUnits.id, Number(unit.id))).returning();
  await tx.insert(orderReservations).values({ orderId: o.orderId, unitId: row.id, heldUntil: o.until });
  return reservationView({ unitId: row.id, heldUntil: o.until, etaWeeks: null, releasedAt: null, releaseReason: null }, row.chassisNumber, now);
}

/** Marks the order's reservation ended (no-op when it already ended). */
async function endReservation(tx: Db, orderId: number, reason: 'lapsed' | 'cancelled', now: Date): Promise<void> {
  await tx.update(orderReservations).set({ releasedAt: now, releaseReason: reason })
    .where(and(eq(orderReservations.orderId, orderId), isNull(orderReservations.releasedAt)));
}

/**
 * Housekeeping (every instance, any number of times): units whose unpaid hold ran out go back to
 * 'available' and their orders' reservations end as lapsed. Answers how many were released.
 */
export async function releaseLapsedHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx.execute(sql`
      select ${stockUnits.id} as id, ${stockUnits.heldOrderId} as order_id from ${stockUnits}
      where ${stockUnits.status} = 'reserved' and ${stockUnits.heldUntil} is not null and ${stockUnits.heldUntil} <= ${now.toISOString()}::timestamptz
      for update skip locked`);
    const rows = rowsOf<{ id: number; order_id: number | null }>(lapsed);
    for (const r of rows) {
      if (r.order_id) await endReservation(tx, Number(r.order_id), 'lapsed', now);
      await tx.update(stockUnits).set({ status: 'available', heldOrderId: null, heldUntil: null, version: sql`${stockUnits.version} + 1`, updatedAt: now })
        .where(eq(stockUnits.id, Number(r.id)));
    }
    return rows.length;
  });
}

/**
 * The booking fee is paid: the order's hold becomes firm (no end time). When its hold had lapsed
 * or it was inden, it takes a unit now if one is there (else it stays inden).
 */
export async function secureOrderUnit(tx: Db, order: { id: number; carTypeId: number; colorId: number; branchId: number }, now = new Date()): Promise<void> {
  const [held] = await tx.select().from(stockUnits).where(eq(stockUnits.heldOrderId, order.id)).for('update');
  if (held && held.status === 'reserved') {
    await tx.update(stockUnits).set({ heldUntil: null, version: sql`${stockUnits.version} + 1`, updatedAt: now }).where(eq(stockUnits.id, held.id));
    await tx.update(orderReservations).set({ heldUntil: null, releasedAt: null, releaseReason: null }).where(eq(orderReservations.orderId, order.id));
    return;
  }
  await tx.delete(orderReservations).where(eq(orderReservations.orderId, order.id));
  await holdUnit(tx, { orderId: order.id, carTypeId: order.carTypeId, colorId: order.colorId, branchId: order.branchId, until: null, now });
}

/** The order is cancelled: its unit goes back to available. */
export async function releaseOrderUnit(tx: Db, orderId: number, now = new Date()): Promise<void> {
  await tx.update(stockUnits).set({ status: 'available', heldOrderId: null, heldUntil: null, version: sql`${stockUnits.version} + 1`, updatedAt: now })
    .where(eq(stockUnits.heldOrderId, orderId));
  await endReservation(tx, orderId, 'cancelled', now);
}

type ReservationRow = Pick<typeof orderReservations.$inferSelect, 'unitId' | 'heldUntil' | 'etaWeeks' | 'releasedAt' | 'releaseReason'>;

function reservationView(r: ReservationRow, chassis: string | null, now: Date): OrderReservation {
  let state: ReservationState;
  if (r.releasedAt) state = r.releaseReason === 'lapsed' ? 'lapsed' : 'released';
  else if (!r.unitId) state = 'inden';
  else if (!r.heldUntil) state = 'secured';
  else state = r.heldUntil.getTime() <= now.getTime() ? 'lapsed' : 'held';
  return {
    state, held_until: state === 'held' ? r.heldUntil!.toISOString() : null,
    unit: chassis && (state === 'held' || state === 'secured') ? maskChassis(chassis) : null,
    eta_weeks: state === 'inden' ? r.etaWeeks : null, label: RESERVATION_LABELS[state],
  };
}

/** An order's reservation as its owner and staff see it (a lapse shows at once, before housekeeping runs); null for orders from before stock. */
export async function orderReservation(db: Db, orderId: number, now = new Date()): Promise<OrderReservation | null> {
  const [found] = await db.select({ r: orderReservations, chassis: stockUnits.chassisNumber }).from(orderReservations)
    .leftJoin(stockUnits, eq(stockUnits.id, orderReservations.unitId))
    .where(eq(orderReservations.orderId, orderId));
  return found ? reservationView(found.r, found.chassis, now) : null;
}

/** The full chassis number an order holds (staff record). */
export async function heldChassis(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db.select({ chassis: stockUnits.chassisNumber }).from(stockUnits).where(eq(stockUnits.heldOrderId, orderId)).orderBy(asc(stockUnits.id));
  return row?.chassis ?? null;
}
