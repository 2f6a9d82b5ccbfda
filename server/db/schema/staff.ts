/** The back office (BACK-OFFICE.md): staff accounts and sessions, record timelines, notes, the audit log. */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../domain/staff/roles';
import { carTypes } from './catalogue';
import { members } from './members';

export const staffAccounts = pgTable('staff_accounts', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** Branches a branch-scoped role works for; empty for the roles that see every branch. */
  branchIds: jsonb('branch_ids').$type<number[]>().notNull().default([]),
  passwordHash: text('password_hash').notNull(),
  active: boolean('active').notNull().default(true),
  /** One of the seeded demo accounts (`npm run staff:disable-demo` turns them off). */
  demo: boolean('demo').notNull().default(false),
  /** Takes new submissions by round robin (docs/speed-to-lead.md); the person and admin switch it. */
  onDuty: boolean('on_duty').notNull().default(true),
  /** Head of its branches: overdue first responses there are escalated to them. */
  branchHead: boolean('branch_head').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff tokens: their own table, never a member session; only the SHA-256 is stored. */
export const staffSessions = pgTable('staff_sessions', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('staff_sessions_staff_idx').on(t.staffId)]);

/** Extra fields a workflow move carried (date, time, place, amount, reason). */
export type MoveDetail = Partial<{ date: string; time: string; place: string; amount: number; reason: string }>;

/** One workflow move of a record; 'received' is the record's created_at and has no row. */
export const recordTimeline = pgTable('record_timeline', {
  id: serial('id').primaryKey(),
  /** Queue kind of the record (domain/staff QUEUE_KINDS). */
  kind: text('kind').notNull(),
  recordId: integer('record_id').notNull(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  /** The staff member's note: staff-internal, never shown to the member. */
  note: text('note').notNull().default(''),
  /** What the member's detail page shows for this step (schedule, offer, reason). */
  memberNote: text('member_note').notNull().default(''),
  detail: jsonb('detail').$type<MoveDetail>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('record_timeline_record_idx').on(t.kind, t.recordId)]);

/** Internal notes on a record, and copies of the free messages staff sent to the member. */
export const recordNotes = pgTable('record_notes', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  recordId: integer('record_id').notNull(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  text: text('text').notNull(),
  /** True when the text went to the member's inbox. */
  toMember: boolean('to_member').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('record_notes_record_idx').on(t.kind, t.recordId)]);

/** Who did what to which record and when, and who viewed which private file. */
export const staffAudit = pgTable('staff_audit', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  action: text('action').notNull(),
  /** Queue kind, 'staff' for accounts, 'ktp'/'payment' for files, '' when none. */
  kind: text('kind').notNull().default(''),
  recordId: text('record_id').notNull().default(''),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('staff_audit_created_idx').on(t.createdAt), index('staff_audit_record_idx').on(t.kind, t.recordId)]);

/**
 * A credit simulation a signed-in member ran: a warm lead for sales (the `creditsimulation`
 * queue). Anonymous simulations carry no contact and are not kept.
 */
export const creditSimulations = pgTable('credit_simulations', {
  id: serial('id').primaryKey(),
  bookingId: text('booking_id').notNull().unique(),
  memberId: integer('member_id').notNull().references(() => members.id),
  status: text('status').notNull().default('new'),
  version: integer('version').notNull().default(0),
  assignedStaffId: integer('assigned_staff_id').references(() => staffAccounts.id),
  carTypeId: integer('car_type_id').notNull().references(() => carTypes.id),
  priceOtr: bigint('price_otr', { mode: 'number' }).notNull(),
  uangMuka: bigint('uang_muka', { mode: 'number' }).notNull(),
  tenor: integer('tenor').notNull(),
  angsuran: bigint('angsuran', { mode: 'number' }).notNull(),
  /** Jakarta day; one lead per member, car type and day (a later simulation updates it). */
  day: text('day').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('credit_simulations_member_idx').on(t.memberId, t.carTypeId, t.day)]);
