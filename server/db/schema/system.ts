/** Uploads, idempotency keys, rate-limit counters, visitors, brochure downloads. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An uploaded file on disk under DATA_DIR/uploads; private ones are never served by URL. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'ktp' | 'payment' | 'profile'>().notNull(),
  memberId: integer('member_id'),
  path: text('path').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The first answer to a POST with an Idempotency-Key, replayed for the same key. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  route: text('route').notNull(),
  requestHash: text('request_hash').notNull(),
  /** Null while the first request is still being processed. */
  statusCode: integer('status_code'),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shared rate-limit counters, so several server instances count together. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const visitors = pgTable('visitors', {
  id: serial('id').primaryKey(),
  date: text('date').notNull(),
  ipAddress: text('ip_address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const brochureDownloads = pgTable('brochure_downloads', {
  id: serial('id').primaryKey(),
  brochureId: integer('brochure_id').notNull(),
  ipAddress: text('ip_address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('brochure_downloads_idx').on(t.brochureId)]);
