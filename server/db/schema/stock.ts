/** Stock per branch (docs/stock.md): the units, and what each order holds of them. */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './dealers';
import { carColors, carTypes } from './catalogue';
import { orders } from './orders';

export const stockUnits = pgTable('stock_units', {
  id: serial('id').primaryKey(),
  /** The VIN, upper-cased: one unit, one row. */
  chassisNumber: text('chassis_number').notNull().unique(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  colorId: integer('color_id').notNull().references(() => carColors.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  /** 'available', 'reserved' (held by `held_order_id`), 'sold', 'on_the_way' (with `expected_date`). */
  status: text('status').notNull().default('available'),
  expectedDate: date('expected_date', { mode: 'string' }),
  /** The order holding the unit while 'reserved'; one unit per order at most. */
  heldOrderId: integer('held_order_id').references(() => orders.id),
  /** An unpaid order's hold ends here (the unit counts as available again after it); null: held for good (paid). */
  heldUntil: timestamp('held_until', { withTimezone: true }),
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('stock_units_pick_idx').on(t.carTypeId, t.colorId, t.branchId, t.status),
  uniqueIndex('stock_units_held_order_idx').on(t.heldOrderId),
]);

/**
 * One row per order: the unit it got (null: inden, nothing in stock at its branch), until when an
 * unpaid order holds it, and when the hold ended (lapsed unpaid, or the order was cancelled).
 */
export const orderReservations = pgTable('order_reservations', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  unitId: integer('unit_id').references(() => stockUnits.id),
  heldUntil: timestamp('held_until', { withTimezone: true }),
  /** Weeks the order waits when it got no unit (inden). */
  etaWeeks: integer('eta_weeks'),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  /** 'lapsed' (unpaid past its time) or 'cancelled'; null while it holds. */
  releaseReason: text('release_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_reservations_unit_idx').on(t.unitId)]);
