/** Notifications (issue 31): the VAPID key pair, push subscriptions and the delivery outbox. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, MessagePurpose } from '../../../domain/notifications';
import { inboxMessages, members } from './members';
import { staffAccounts } from './staff';

/**
 * The one VAPID key pair every instance signs push messages with: generated on the first start
 * (insert ... on conflict do nothing, then read, so two instances starting at once end with one pair).
 */
export const vapidKeys = pgTable('vapid_keys', {
  /** Always 1: one row. */
  id: integer('id').primaryKey(),
  /** Uncompressed P-256 public key, base64url (what the browser's applicationServerKey takes). */
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('vapid_keys_one_row', sql`${t.id} = 1`)]);

/** A browser's push subscription; it belongs to exactly one member or one staff account. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  /** The push service URL; one row per endpoint (re-subscribing under another account moves it). */
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('push_subscriptions_one_owner', sql`(${t.memberId} is null) <> (${t.staffId} is null)`),
  index('push_subscriptions_member_idx').on(t.memberId),
  index('push_subscriptions_staff_idx').on(t.staffId),
]);

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled';

/**
 * The outbox: one row per message and channel (and per device for push), written in the same
 * transaction as the inbox message; the delivery worker (services/notify/worker.ts) sends them.
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<DeliveryChannel>().notNull(),
  /** domain/notifications MESSAGE_PURPOSES, or 'staff' for an alert to a staff account. */
  purpose: text('purpose').$type<MessagePurpose | 'staff'>().notNull(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'cascade' }),
  inboxMessageId: integer('inbox_message_id').references(() => inboxMessages.id, { onDelete: 'set null' }),
  /** The device of a push delivery; null once it is unsubscribed (the delivery is then dropped). */
  subscriptionId: integer('subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  /** HTML as in the inbox (e-mail); push carries its plain text. */
  body: text('body').notNull(),
  /** Site path a click opens. */
  link: text('link').notNull(),
  status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** Not sent before this time (quiet hours, back-off). */
  notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
  /** The claim of the worker sending it: another worker may take it over only after `leaseUntil`. */
  claimToken: uuid('claim_token'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The last failure, without personal data (a status code or error name). */
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('notification_deliveries_due_idx').on(t.status, t.notBefore),
  index('notification_deliveries_member_idx').on(t.memberId),
  index('notification_deliveries_inbox_idx').on(t.inboxMessageId),
]);
