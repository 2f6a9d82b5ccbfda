/**
 * Appointment slots (issue 32, docs/slots.md): each branch's capacity (content), its test-drive
 * units, the slot state of every booking (held or a request without a place), and the places taken.
 * A place is a row whose (branch, resource, date, time) is unique: two submissions can never take
 * the same bay, unit or inspection place at the same time, whichever instance writes them.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingKind, DayHours, SlotKind, SlotTime } from '../../../domain/slots';
import { branches } from './dealers';
import { carModels } from './catalogue';
import { staffAccounts } from './staff';

/** One branch's capacity: opening hours per weekday (index 0 = Sunday), closed days, slot length, places per slot. */
export const slotCapacity = pgTable('slot_capacity', {
  branchId: integer('branch_id').primaryKey().references(() => branches.id, { onDelete: 'cascade' }),
  slotMinutes: integer('slot_minutes').notNull().default(30),
  hours: jsonb('hours').$type<Array<DayHours | null>>().notNull(),
  testdriveHours: jsonb('testdrive_hours').$type<Array<DayHours | null>>().notNull(),
  closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
  serviceGeneral: integer('service_general').notNull().default(0),
  serviceBodyPaint: integer('service_body_paint').notNull().default(0),
  inspection: integer('inspection').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A car a branch lends for test drives: one place per slot. */
export const testdriveUnits = pgTable('testdrive_units', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id').notNull().references(() => branches.id, { onDelete: 'cascade' }),
  carModelId: integer('car_model_id').notNull().references(() => carModels.id),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
}, (t) => [index('testdrive_units_branch_idx').on(t.branchId, t.carModelId)]);

/** The slot of a booking (service booking, test drive, trade-in inspection): what was asked, held or a request. */
export const slotBookings = pgTable('slot_bookings', {
  bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
  bookingId: integer('booking_id').notNull(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  slotKind: text('slot_kind').$type<SlotKind>().notNull(),
  /** The pool its places come from: a service type, `model:<id>` for a test drive, `inspection`. */
  pool: text('pool').notNull(),
  date: text('date').notNull(),
  time: text('time').notNull(),
  /** held: a place is taken; request: none was free (staff decide); cancelled. */
  status: text('status').$type<'held' | 'request' | 'cancelled'>().notNull(),
  alternatives: jsonb('alternatives').$type<SlotTime[]>().notNull().default([]),
  cancelReason: text('cancel_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.bookingKind, t.bookingId] }), index('slot_bookings_branch_idx').on(t.branchId, t.date)]);

/** A place taken: unique per branch, resource, date and time (the resource of an override is its own). */
export const slotPlaces = pgTable('slot_places', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  resource: text('resource').notNull(),
  date: text('date').notNull(),
  time: text('time').notNull(),
  bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
  bookingId: integer('booking_id').notNull(),
  /** Taken beyond capacity by a staff override (audited). */
  overbooked: boolean('overbooked').notNull().default(false),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('slot_places_unique').on(t.branchId, t.resource, t.date, t.time),
  index('slot_places_booking_idx').on(t.bookingKind, t.bookingId),
  index('slot_places_day_idx').on(t.branchId, t.date),
]);
