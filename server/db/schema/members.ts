/** Members, their sessions and password resets, and their inbox. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  /** Public member id used by the contract (`unique_id`). */
  uniqueId: text('unique_id').notNull().unique(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull(),
  gender: text('gender').notNull().default(''),
  birth: text('birth').notNull().default(''),
  provinceCode: text('province_code').notNull().default(''),
  cityCode: text('city_code').notNull().default(''),
  address: text('address').notNull().default(''),
  noRangka: text('no_rangka').notNull().default(''),
  noRangkaStatus: text('no_rangka_status').notNull().default(''),
  /** Upload id of the profile photo. */
  image: text('image').notNull().default(''),
  agree1: boolean('agree1').notNull().default(false),
  agree2: boolean('agree2').notNull().default(false),
  channel: text('channel').notNull(),
  /** When the member proved the address through a mailed link or a password reset; null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Only the SHA-256 of a token is stored. */
export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('sessions_member_idx').on(t.memberId)]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links proving a member owns the address (only the token's hash is stored). */
export const emailVerifications = pgTable('email_verifications', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('email_verifications_member_idx').on(t.memberId)]);

/**
 * Who may see a member's record before the address is verified: the session it was sent through,
 * and whether it was sent without a token (attached by the typed e-mail alone).
 */
export const visibilityColumns = () => ({
  /** The session the record was submitted through (a guest's new session included); null when none. */
  sessionId: integer('session_id'),
  /** Sent without a token: attached to the account by the typed e-mail only. */
  viaGuest: boolean('via_guest').notNull().default(false),
});

export const inboxMessages = pgTable('inbox_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  judul: text('judul').notNull(),
  /** HTML body written by the server. */
  text: text('text').notNull(),
  image: text('image').notNull().default(''),
  ...visibilityColumns(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('inbox_member_idx').on(t.memberId)]);

/**
 * A member's data export (issue 29.2): a single-use download link that expires. Only the token's
 * hash is stored; the archive is built from the database and the blob store when the link is
 * opened, so any instance answers it.
 */
export const memberExports = pgTable('member_exports', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  /** The session that asked: the archive holds what that session may see (services/visibility). */
  sessionId: integer('session_id'),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('member_exports_member_idx').on(t.memberId)]);
