/** 'Lacak booking' (issue 30.5): one-time codes mailed to the address a booking was made with; only their hash is kept. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const trackCodes = pgTable('track_codes', {
  id: serial('id').primaryKey(),
  /** Queue kind of the booking (order, testdrive, bookingservice, tradein). */
  kind: text('kind').notNull(),
  recordId: integer('record_id').notNull(),
  /** sha256 of kind:id:code; a code opens only its own booking. */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Wrong codes typed against it; at TRACK_CODE_ATTEMPTS it is dead. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('track_codes_record_idx').on(t.kind, t.recordId)]);
