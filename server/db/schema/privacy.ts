/** Personal data under UU PDP (issue 29): retention runs and the breach register. */
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffAccounts } from './staff';

/**
 * One run of the retention job (daily by the housekeeping, or an admin's 'Jalankan sekarang'):
 * when, as of which moment, and how many items each rule destroyed. Counts only, never data.
 */
export const retentionRuns = pgTable('retention_runs', {
  id: serial('id').primaryKey(),
  /** 'daily' (housekeeping) or 'manual' (an admin). */
  trigger: text('trigger').$type<'daily' | 'manual'>().notNull(),
  staffId: integer('staff_id').references(() => staffAccounts.id),
  /** The moment the rules were applied against (the job's `now`). */
  asOf: timestamp('as_of', { withTimezone: true }).notNull(),
  /** Items destroyed per rule id (domain/staff/retention RETENTION_RULE_IDS). */
  counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The breach register: what happened, when it was found, who is affected and when they were told (3 × 24 hours). */
export const breaches = pgTable('breaches', {
  id: serial('id').primaryKey(),
  /** What happened. */
  title: text('title').notNull(),
  /** When it happened, when known. */
  occurredAt: timestamp('occurred_at', { withTimezone: true }),
  /** When the dealer found it: the notification deadline runs from here. */
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  /** Who is affected (groups of people, not a list of names). */
  affected: text('affected').notNull().default(''),
  affectedCount: integer('affected_count'),
  /** When the affected people (and the authority) were told; null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  notes: text('notes').notNull().default(''),
  createdBy: integer('created_by').references(() => staffAccounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
