/** Payment-confirmation queries, each scoped to the member. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, paymentConfirmations } from '../../db/schema';
import { visibleTo, type Viewer } from '../../services/visibility';
import type { OrderRow } from './order-repository';

/**
 * The member's order by booking id, locked for the rest of the transaction so two confirmations
 * of the same order are checked one after the other. Undefined when unknown, another member's, or
 * not visible to this session (services/visibility).
 */
export async function lockMemberOrder(db: Db, viewer: Viewer, bookingId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders)
    .where(and(eq(orders.bookingId, bookingId), visibleTo(orders, viewer)))
    .for('update');
  return row;
}

export async function hasPendingConfirmation(db: Db, orderId: number): Promise<boolean> {
  const rows = await db.select({ id: paymentConfirmations.id }).from(paymentConfirmations)
    .where(and(eq(paymentConfirmations.orderId, orderId), eq(paymentConfirmations.status, 'pending'))).limit(1);
  return rows.length > 0;
}

export async function insertConfirmation(db: Db, values: typeof paymentConfirmations.$inferInsert) {
  const [row] = await db.insert(paymentConfirmations).values(values).returning();
  return row;
}
