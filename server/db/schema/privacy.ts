/** Personal data under UU PDP (issue 29): retention runs, the breach register and consents on record. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsentPurpose } from '../../../domain/consents';
import { members } from './members';
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

/**
 * Consents on record (issue 29.1): append-only, one row per change; the current state of a purpose
 * is its latest row. A member's rows carry the member; a consent given without an account keeps
 * the e-mail (or phone) it was given with.
 */
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  /** Lower-cased e-mail of the submission, when known. */
  email: text('email'),
  /** The phone of a form without an e-mail (lead sales). */
  phone: text('phone'),
  /** domain/consents CONSENT_PURPOSES. */
  purpose: text('purpose').$type<ConsentPurpose>().notNull(),
  granted: boolean('granted').notNull(),
  /** The version of the consent text shown (domain/consents CONSENT_TEXT_VERSIONS). */
  textVersion: text('text_version').notNull(),
  /** The form or device it came from: 'register', 'profile', 'test-drive', ... */
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('consents_member_idx').on(t.memberId, t.purpose, t.id), index('consents_email_idx').on(t.email)]);

/**
 * Every published text of the privacy policy (/info/kebijakan-privasi), kept when the content editor
 * publishes a change, so a consent's `text_version` always names a text that can be read again.
 * Append-only; the newest row is the policy in force (who published it is in the audit log's content.update).
 */
export const policyVersions = pgTable('policy_versions', {
  id: serial('id').primaryKey(),
  /** The page's slug (kebijakan-privasi). */
  seo: text('seo').notNull(),
  /** '2026-11' for the first text, then the Jakarta day of each published change ('2027-02-14', '2027-02-14.2'). */
  version: text('version').notNull(),
  /** The sanitised HTML as published. */
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('policy_versions_seo_version_idx').on(t.seo, t.version)]);
