/** Uploads, idempotency keys, rate-limit counters, visitors, brochure downloads. */
import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Node Buffer (both drivers hand back bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded file kept in the blob store; private ones are never served by URL. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'ktp' | 'payment' | 'profile'>().notNull(),
  memberId: integer('member_id'),
  /** Its key in the blob store ('uploads/ktp/<id>.jpg', also its path under DATA_DIR on disk). */
  path: text('path').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the retention job destroyed the file (the row stays: records point at it); null while it exists. */
  destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
});

/** Files of the database blob store (PostgreSQL): every instance reads what any instance wrote. */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The answer to a POST with an Idempotency-Key, written in the same transaction as the record it
 * answers for, so both exist or neither does.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  route: text('route').notNull(),
  requestHash: text('request_hash').notNull(),
  /** Always set since the key commits with its write (null only in rows of older versions). */
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

/**
 * Content media (issue 11): one row per uploaded photo or PDF, named by the SHA-256 of its bytes.
 * A photo's WebP variants live in the blob store as 'media/<id>-<width>.webp', a PDF as
 * 'media/<id>.pdf'; `url` is what records store.
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'photo' | 'pdf'>().notNull(),
  url: text('url').notNull(),
  widths: jsonb('widths').$type<number[]>().notNull().default([]),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  bytes: integer('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
