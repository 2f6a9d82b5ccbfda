/** Every submission kind: leads, contacts, test drives, service bookings, trade-ins, credit applications. */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members, visibilityColumns } from './members';
import { branches } from './dealers';
import { carTypes } from './catalogue';
import { uploads } from './system';
import { staffAccounts } from './staff';

/** Columns every submission has: public booking id, channel, status, owner, timestamps. */
const common = () => ({
  id: serial('id').primaryKey(),
  bookingId: text('booking_id').notNull().unique(),
  memberId: integer('member_id').references(() => members.id),
  channel: text('channel').notNull(),
  status: text('status').notNull().default('new'),
  /** Bumped by every workflow move; a move sent with an older version is refused (409). */
  version: integer('version').notNull().default(0),
  assignedStaffId: integer('assigned_staff_id').references(() => staffAccounts.id),
  ...visibilityColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the retention job blanked the personal fields (a guest's, never verified); the row stays for the statistics. */
  redactedAt: timestamp('redacted_at', { withTimezone: true }),
});

/** Identity fields as submitted (a member's may differ later; the record keeps what was sent). */
const identity = () => ({
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  birth: text('birth').notNull(),
  gender: text('gender').notNull(),
  provinceCode: text('province_code').notNull(),
  cityCode: text('city_code').notNull(),
  address: text('address').notNull(),
});

export const leads = pgTable('leads', {
  ...common(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  agree1: boolean('agree1').notNull(),
  agree2: boolean('agree2').notNull(),
  /** The visitor's address as the server saw the request. */
  ipAddress: text('ip_address').notNull(),
});

export const contacts = pgTable('contacts', {
  ...common(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  text: text('text').notNull(),
});

export const testDrives = pgTable('test_drives', {
  ...common(),
  ...identity(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  appointmentDate: text('appointment_date').notNull(),
  appointmentTime: text('appointment_time').notNull(),
  buycar: text('buycar').notNull(),
  note: text('note').notNull().default(''),
}, (t) => [index('test_drives_member_idx').on(t.memberId)]);

export const serviceBookings = pgTable('service_bookings', {
  ...common(),
  ...identity(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  policeNumber: text('police_number').notNull(),
  buildYear: integer('build_year').notNull(),
  carKm: integer('car_km').notNull(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  serviceType: text('service_type').notNull(),
  serviceKe: integer('service_ke'),
  appointmentDate: text('appointment_date').notNull(),
  appointmentTime: text('appointment_time').notNull(),
  promotionCode: text('promotion_code').notNull().default(''),
  note: text('note').notNull().default(''),
}, (t) => [index('service_bookings_member_idx').on(t.memberId)]);

export const tradeIns = pgTable('trade_ins', {
  ...common(),
  ...identity(),
  /** The old car as described: brand, model, year and type names. */
  oldBrand: text('old_brand').notNull(),
  oldModel: text('old_model').notNull(),
  oldYear: integer('old_year').notNull(),
  oldType: text('old_type').notNull(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
}, (t) => [index('trade_ins_member_idx').on(t.memberId)]);

/** Instant approval from credit simulation; the KTP is a private upload. */
export const creditApplications = pgTable('credit_applications', {
  ...common(),
  email: text('email').notNull(),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  priceOtr: bigint('price_otr', { mode: 'number' }).notNull(),
  uangMuka: bigint('uang_muka', { mode: 'number' }).notNull(),
  tenor: integer('tenor').notNull(),
  angsuran: bigint('angsuran', { mode: 'number' }).notNull(),
  ktpUploadId: text('ktp_upload_id').notNull().references(() => uploads.id),
});
