/**
 * The one read model of "a submission with its car and branch" (issue 28.5): a booking's or an
 * order's row with its branch name and its car's model and type. Member history and detail, the
 * staff queue kinds, the calendar and booking tracking read submissions through these instead of
 * writing the record + car type + car model + branch join each.
 */
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderPaymentStatus, type OrderPaymentKind, type OrderStatus } from '../../../domain/order-money';
import type { Db } from '../../db/client';
import { branches, carCategories, carColors, carModels, carTypes, orderPayments, orders, type serviceBookings, type testDrives, type tradeIns, vouchers } from '../../db/schema';

/** The tables whose rows are a submission at a branch for one car type. */
export type SubmissionTable = typeof testDrives | typeof serviceBookings | typeof tradeIns | typeof orders;

/** A submission's row with its branch and car names; `car` is 'Avanza 1.5 G CVT' (model, then type). */
export interface WithCar<R> { row: R; branch: string; model: string; type: string; car: string }

/**
 * An order's row with the names the order screens add: colour, voucher code ('' without one), the
 * model's category, and its payment status (derived from its payments, never stored).
 */
export type OrderWithCar = WithCar<typeof orders.$inferSelect> & { color: string; voucher: string; category: string; status: OrderStatus };

/** The kinds of the payments recorded on an order (a sub-query over `orders`), for orderPaymentStatus. */
export const paymentKindsOf = (orderId: AnyPgColumn) =>
  sql<OrderPaymentKind[]>`(select coalesce(json_agg(op.kind), '[]'::json) from ${orderPayments} op where op.order_id = ${outer(orderId)})`;

/** An order's payment status from the kinds `paymentKindsOf` read. */
export const statusOfKinds = (kinds: readonly OrderPaymentKind[]) => orderPaymentStatus(kinds.map((kind) => ({ kind })));

/** The car's name in SQL, over a query that joined car types and models (`joinCar`). */
export const carName = sql<string>`${carModels.name} || ' ' || ${carTypes.name}`;

/**
 * A column named with its table, `"orders"."id"`, for a sub-query's reference to the outer row: a
 * query over one table renders its columns bare (`"id"`), which inside the sub-query would name the
 * sub-query's own column.
 */
const outer = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/** The car's name of a car type id column, as a sub-query: for reads that need the name and nothing else of the car. */
export const carNameOf = (carTypeId: AnyPgColumn) =>
  sql<string>`(select cm.name || ' ' || ct.name from ${carTypes} ct join ${carModels} cm on cm.id = ct.model_id where ct.id = ${outer(carTypeId)})`;

/** `join car_types ... join car_models ...` for a hand-written `from` (the staff queues). */
export const joinCar = (t: { carTypeId: AnyPgColumn }) =>
  sql`join ${carTypes} on ${carTypes.id} = ${t.carTypeId} join ${carModels} on ${carModels.id} = ${carTypes.modelId}`;

/** `from <submission> join branch, car type and model`, for a hand-written `from` (the staff queues). */
export const fromWithCar = (t: SubmissionTable) => sql`from ${t} join ${branches} on ${branches.id} = ${t.branchId} ${joinCar(t)}`;

const carLabel = (model: string, type: string) => `${model} ${type}`;

/** The submissions of one table that `where` selects, with their branch and car, in `order`. */
export async function submissionsWithCar<T extends SubmissionTable>(db: Db, t: T, where: SQL | undefined, ...order: SQL[]): Promise<Array<WithCar<T['$inferSelect']>>> {
  const table = t as SubmissionTable;
  const rows = await db.select({ row: table, branch: branches.name, model: carModels.name, type: carTypes.name }).from(table)
    .innerJoin(branches, eq(branches.id, table.branchId))
    .innerJoin(carTypes, eq(carTypes.id, table.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(where).orderBy(...order);
  return rows.map((r) => ({ ...r, car: carLabel(r.model, r.type) })) as Array<WithCar<T['$inferSelect']>>;
}

/** One submission with its branch and car, or undefined. */
export const submissionWithCar = async <T extends SubmissionTable>(db: Db, t: T, where: SQL | undefined) =>
  (await submissionsWithCar(db, t, where))[0] as WithCar<T['$inferSelect']> | undefined;

/** The orders that `where` selects, with branch, car, colour, voucher and category, in `order`. */
export async function ordersWithCar(db: Db, where: SQL | undefined, ...order: SQL[]): Promise<OrderWithCar[]> {
  const rows = await db.select({
    row: orders, branch: branches.name, model: carModels.name, type: carTypes.name, color: carColors.name, voucher: vouchers.code, category: carCategories.name,
    paid: paymentKindsOf(orders.id),
  }).from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(carTypes, eq(carTypes.id, orders.carTypeId))
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .innerJoin(carCategories, eq(carCategories.id, carModels.categoryId))
    .innerJoin(carColors, eq(carColors.id, orders.colorId))
    .leftJoin(vouchers, eq(vouchers.id, orders.voucherId))
    .where(where).orderBy(...order);
  return rows.map(({ paid, ...r }) => ({ ...r, voucher: r.voucher ?? '', car: carLabel(r.model, r.type), status: statusOfKinds(paid) }));
}
