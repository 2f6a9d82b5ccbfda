/**
 * The owner's garage (issue 33, docs/garage.md): the cars a member owns, their service history,
 * the reminders already written (one per car and due), recall and service campaigns and the cars
 * each reached, and the maintenance plan the schedule is computed from (a content collection).
 * A member's cars, history and reminders go with the account (ON DELETE CASCADE).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { branches } from './dealers';
import { carModels, carTypes, carColors } from './catalogue';
import { orders } from './orders';
import { serviceBookings } from './submissions';
import { staffAccounts } from './staff';

/** `active`, or `pending` while its chassis number is in another member's garage and the dealer has not confirmed it. */
export type GarageCarStatus = 'active' | 'pending';

export const garageCars = pgTable('garage_cars', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  status: text('status').$type<GarageCarStatus>().notNull().default('active'),
  /** Normalised ('H 1234 AB'); '' for a delivered car whose plate is not issued yet. */
  plate: text('plate').notNull().default(''),
  /** Normalised (upper case, no spaces); '' when unknown (a delivered car before the workshop records it). */
  chassis: text('chassis').notNull().default(''),
  carModelId: integer('car_model_id').notNull().references(() => carModels.id),
  carTypeId: integer('car_type_id').references(() => carTypes.id),
  colorId: integer('color_id').references(() => carColors.id),
  year: integer('year').notNull(),
  /** The km the owner or the workshop last gave, and its day (YYYY-MM-DD, Asia/Jakarta). */
  km: integer('km').notNull().default(0),
  kmDate: text('km_date').notNull(),
  /** Delivery day (a delivered order's); null for a car the owner added. */
  deliveryDate: text('delivery_date'),
  /** The branch that delivered it, or where it was last serviced. */
  branchId: integer('branch_id').references(() => branches.id),
  /** The order it was delivered through (once per order). */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** Periodic services before the history on record (an owner's reported last service counts among them). */
  priorServices: integer('prior_services').notNull().default(0),
  /** The owner's switch: no reminders for this car when false. */
  reminders: boolean('reminders').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('garage_cars_member_idx').on(t.memberId),
  // One active owner per chassis number; a claim on a taken one waits as `pending` for the dealer.
  uniqueIndex('garage_cars_chassis_active_idx').on(t.chassis).where(sql`${t.status} = 'active' and ${t.chassis} <> ''`),
  uniqueIndex('garage_cars_order_idx').on(t.orderId),
  index('garage_cars_plate_idx').on(t.plate),
]);

/** One service of a car: recorded by the adviser on a done booking, or the last service an owner reported. */
export const garageServices = pgTable('garage_services', {
  id: serial('id').primaryKey(),
  carId: integer('car_id').notNull().references(() => garageCars.id, { onDelete: 'cascade' }),
  /** The service booking it closed (once per booking); null for an owner's report. */
  bookingId: integer('booking_id').references(() => serviceBookings.id, { onDelete: 'set null' }),
  source: text('source').$type<'workshop' | 'owner'>().notNull(),
  date: text('date').notNull(),
  km: integer('km').notNull(),
  branchId: integer('branch_id').references(() => branches.id),
  work: jsonb('work').$type<string[]>().notNull().default([]),
  parts: jsonb('parts').$type<string[]>().notNull().default([]),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  recommendation: text('recommendation').notNull().default(''),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('garage_services_car_idx').on(t.carId, t.date), uniqueIndex('garage_services_booking_idx').on(t.bookingId)]);

/** The garage car a service booking is for (chosen in the booking form, or by the adviser). */
export const garageBookingCars = pgTable('garage_booking_cars', {
  bookingId: integer('booking_id').primaryKey().references(() => serviceBookings.id, { onDelete: 'cascade' }),
  carId: integer('car_id').notNull().references(() => garageCars.id, { onDelete: 'cascade' }),
}, (t) => [index('garage_booking_cars_car_idx').on(t.carId)]);

/**
 * Reminders already written: one row per car and due (`service:3`, `lapse:3`, `warranty-end`,
 * `campaign:7`), inserted in the same transaction as the inbox message, so a second run, another
 * instance or a restart mid-run never writes the message twice.
 */
export const garageReminders = pgTable('garage_reminders', {
  carId: integer('car_id').notNull().references(() => garageCars.id, { onDelete: 'cascade' }),
  dueKey: text('due_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.carId, t.dueKey] })]);

/** A recall or service campaign: models and a production-year or chassis range, and the owners' message. */
export const garageCampaigns = pgTable('garage_campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  carModelIds: jsonb('car_model_ids').$type<number[]>().notNull(),
  yearFrom: integer('year_from'),
  yearTo: integer('year_to'),
  chassisFrom: text('chassis_from'),
  chassisTo: text('chassis_to'),
  status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A car a published campaign reached; open until a done service booking of the car closes it. */
export const garageCampaignCars = pgTable('garage_campaign_cars', {
  campaignId: integer('campaign_id').notNull().references(() => garageCampaigns.id, { onDelete: 'cascade' }),
  carId: integer('car_id').notNull().references(() => garageCars.id, { onDelete: 'cascade' }),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  /** The done service that closed it. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedServiceId: integer('closed_service_id').references(() => garageServices.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.campaignId, t.carId] }), index('garage_campaign_cars_car_idx').on(t.carId)]);

/** The dealer's maintenance plan, one row per periodic service (content collection 'maintenance-plan'). */
export const maintenancePlanSteps = pgTable('maintenance_plan_steps', {
  id: serial('id').primaryKey(),
  /** 1 = the first check. */
  n: integer('n').notNull().unique(),
  label: text('label').notNull(),
  km: integer('km').notNull(),
  months: integer('months').notNull(),
  /** What is done, one line each. */
  work: text('work').notNull(),
  free: boolean('free').notNull().default(false),
});
