/** An order's money and facts after the booking fee (issue 30.4): payments received, SPK, leasing, delivery, documents. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, paymentConfirmations } from './orders';
import { staffAccounts } from './staff';

/** A payment the dealer received for an order (append-only; the booking fee's row comes from its verified confirmation or the move to 'paid'). */
export const orderPayments = pgTable('order_payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  /** domain/order-money ORDER_PAYMENT_KINDS. */
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** YYYY-MM-DD, the day the money came. */
  paidOn: text('paid_on').notNull(),
  /** Transfer reference, receipt number... (staff only). */
  reference: text('reference').notNull().default(''),
  /** The confirmation that paid the booking fee, when it came that way. */
  confirmationId: integer('confirmation_id').references(() => paymentConfirmations.id),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('order_payments_order_idx').on(t.orderId),
  // One booking fee per order, whichever way it was recorded.
  uniqueIndex('order_payments_booking_fee_idx').on(t.orderId).where(sql`kind = 'booking_fee'`),
]);

/** The order's facts after the booking fee; one row per order, written by the staff record's progress form. */
export const orderProgress = pgTable('order_progress', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  spkNumber: text('spk_number'),
  spkDate: text('spk_date'),
  /** 'cash' or 'leasing'. */
  settlement: text('settlement'),
  leasingCompany: text('leasing_company'),
  /** 'pending', 'approved' or 'rejected'. */
  leasingDecision: text('leasing_decision'),
  leasingDecidedOn: text('leasing_decided_on'),
  deliveryDate: text('delivery_date'),
  deliveryPlace: text('delivery_place'),
  stnkOn: text('stnk_on'),
  bpkbOn: text('bpkb_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
