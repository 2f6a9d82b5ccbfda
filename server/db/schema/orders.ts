/** Car orders with their money as the server computed it, vouchers, payment confirmations. */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, visibilityColumns } from './members';
import { branches } from './dealers';
import { carColors, carTypes } from './catalogue';
import { uploads } from './system';
import { staffAccounts } from './staff';
import { leasingPartners } from './deal';
import type { OrderLeasing } from '../../../domain/order-credit';

export const vouchers = pgTable('vouchers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  /** 'cash', 'kredit' or null for both. */
  paymentType: text('payment_type'),
  /** Car type ids it applies to; empty means every type. */
  carTypeIds: jsonb('car_type_ids').$type<number[]>().notNull().default([]),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  /** Cash: rupiah off the price. */
  discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
  /** Credit: rupiah off each monthly instalment. */
  instalmentDiscount: bigint('instalment_discount', { mode: 'number' }).notNull().default(0),
  quota: integer('quota').notNull(),
  used: integer('used').notNull().default(0),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  bookingId: text('booking_id').notNull().unique(),
  /** Null once the member deleted the account: the order stays, pseudonymised (tax records). */
  memberId: integer('member_id').references(() => members.id),
  channel: text('channel').notNull().default('booking-order'),
  /**
   * Workflow stage for staff (booked, paid, spk, preparing, delivered, cancelled). Members see the
   * payment status (Paid/Unpaid), which is not stored: domain/order-money.ts orderPaymentStatus
   * derives it from the order's payments (server/services/submissions/read-model.ts).
   */
  stage: text('stage').notNull().default('booked'),
  version: integer('version').notNull().default(0),
  assignedStaffId: integer('assigned_staff_id').references(() => staffAccounts.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  colorId: integer('color_id').notNull().references(() => carColors.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  paymentType: text('payment_type').notNull(),
  /** What the order charges for the car: the type's discount price when it had one, else its OTR (domain/price.ts). */
  priceOtr: bigint('price_otr', { mode: 'number' }).notNull(),
  /** The type's OTR when the order was placed, so the record can show it struck beside `price_otr`. */
  otrAtOrder: bigint('otr_at_order', { mode: 'number' }).notNull(),
  voucherId: integer('voucher_id').references(() => vouchers.id),
  discount: bigint('discount', { mode: 'number' }).notNull().default(0),
  grandTotal: bigint('grand_total', { mode: 'number' }).notNull(),
  uangMuka: bigint('uang_muka', { mode: 'number' }).notNull().default(0),
  tenor: integer('tenor'),
  angsuran: bigint('angsuran', { mode: 'number' }).notNull().default(0),
  angsuranPromo: bigint('angsuran_promo', { mode: 'number' }).notNull().default(0),
  bookingFee: bigint('booking_fee', { mode: 'number' }).notNull(),
  /** Credit: the leasing partner chosen (issue 34); null for cash, for orders from before, or once the partner was removed. */
  leasingPartnerId: integer('leasing_partner_id').references(() => leasingPartners.id, { onDelete: 'set null' }),
  /** Credit: the partner's name and terms as the order was placed (instalment and TDP computed with them); null for cash and orders from before. */
  leasing: jsonb('leasing').$type<OrderLeasing>(),
  ktpUploadId: text('ktp_upload_id').references(() => uploads.id),
  ...visibilityColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('orders_member_idx').on(t.memberId)]);

/** One row per voucher use; an order uses a voucher at most once. */
export const voucherUses = pgTable('voucher_uses', {
  id: serial('id').primaryKey(),
  voucherId: integer('voucher_id').notNull().references(() => vouchers.id),
  orderId: integer('order_id').notNull().references(() => orders.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('voucher_uses_order_idx').on(t.orderId)]);

/** A member's payment confirmation, waiting for staff to verify it. */
export const paymentConfirmations = pgTable('payment_confirmations', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id),
  /** Null once the member deleted the account (kept pseudonymised with its order). */
  memberId: integer('member_id').references(() => members.id),
  bankAnda: text('bank_anda').notNull(),
  namaRekeningAnda: text('nama_rekening_anda').notNull(),
  nomorRekeningAnda: text('nomor_rekening_anda').notNull(),
  bankTujuan: text('bank_tujuan').notNull(),
  methodeTransfer: text('methode_transfer').notNull(),
  nominal: bigint('nominal', { mode: 'number' }).notNull(),
  tanggal: text('tanggal').notNull(),
  /** Null once the proof was destroyed (account deleted). */
  proofUploadId: text('proof_upload_id').references(() => uploads.id),
  /** 'pending' until staff verify it, then 'verified' or 'rejected'. */
  status: text('status').notNull().default('pending'),
  version: integer('version').notNull().default(0),
  assignedStaffId: integer('assigned_staff_id').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
