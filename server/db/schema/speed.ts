/** Speed to lead (docs/speed-to-lead.md): round-robin turns, staff alerts, escalations of overdue first responses. */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * The last turn of each round robin (one per branch and kind; branch 0 for kinds without a branch).
 * Routing locks the row FOR UPDATE, so two instances never hand out the same turn.
 */
export const routingTurns = pgTable('routing_turns', {
  branchKey: integer('branch_key').notNull(),
  kind: text('kind').notNull(),
  lastStaffId: integer('last_staff_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.branchKey, t.kind] })]);

/** A note for one staff member in the staff shell (assignment, escalation); read once its record is opened. */
export const staffAlerts = pgTable('staff_alerts', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id').notNull().references(() => staffAccounts.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  /** Site path a click opens (the staff record). */
  link: text('link').notNull().default(''),
  /** The record it is about, when any (opening the record marks it read). */
  kind: text('kind').notNull().default(''),
  recordId: integer('record_id'),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('staff_alerts_staff_idx').on(t.staffId, t.readAt), index('staff_alerts_record_idx').on(t.kind, t.recordId)]);

/** One escalation per record whose first response went overdue: the unique pair makes it happen once across instances. */
export const slaEscalations = pgTable('sla_escalations', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  recordId: integer('record_id').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** How many branch heads were alerted. */
  alerted: integer('alerted').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('sla_escalations_record_idx').on(t.kind, t.recordId)]);
