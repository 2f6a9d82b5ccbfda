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

export const inboxMessages = pgTable('inbox_messages', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  judul: text('judul').notNull(),
  /** HTML body written by the server. */
  text: text('text').notNull(),
  image: text('image').notNull().default(''),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('inbox_member_idx').on(t.memberId)]);
