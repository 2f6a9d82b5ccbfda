/**
 * Push subscriptions (issue 31.2): one row per endpoint, owned by exactly one member or one staff
 * account. Subscribing an endpoint another account holds moves it, and that account's pushes still
 * waiting for the device are dropped, so a message never reaches another person's device.
 */
import { and, eq, ne, or, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES } from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema';
import { ValidationError } from '../../http/envelope';
import { acceptableEndpoint } from './endpoints';

export type PushOwner = { memberId: number; staffId?: undefined } | { staffId: number; memberId?: undefined };

export interface SubscriptionInput { endpoint: string; p256dh: string; auth: string }

/** base64url of exactly `bytes` bytes (the padded form is accepted too). */
function isKey(value: unknown, bytes: number): value is string {
  if (typeof value !== 'string' || value.length > 200 || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url').length === bytes;
}

/** The body `{subscription: {endpoint, keys: {p256dh, auth}}}`, or 422 with Indonesian messages. */
export function subscriptionFrom(body: unknown, allowInsecure: boolean): SubscriptionInput {
  const sub = (body as { subscription?: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } } } | null)?.subscription;
  const errors: Record<string, string[]> = {};
  if (typeof sub?.endpoint !== 'string' || !acceptableEndpoint(sub.endpoint, allowInsecure)) errors['subscription.endpoint'] = [NOTIFICATION_MESSAGES.endpoint];
  // p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: 16 random bytes.
  const p256dh = sub?.keys?.p256dh;
  if (!isKey(p256dh, 65) || Buffer.from(p256dh.replace(/=+$/, ''), 'base64url')[0] !== 4) errors['subscription.keys.p256dh'] = [NOTIFICATION_MESSAGES.keys];
  if (!isKey(sub?.keys?.auth, 16)) errors['subscription.keys.auth'] = [NOTIFICATION_MESSAGES.keys];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { endpoint: sub!.endpoint as string, p256dh: (p256dh as string).replace(/=+$/, ''), auth: (sub!.keys!.auth as string).replace(/=+$/, '') };
}

/** The `{endpoint}` of an unsubscribe, or 422. */
export function endpointFrom(body: unknown): string {
  const endpoint = (body as { endpoint?: unknown } | null)?.endpoint;
  if (typeof endpoint !== 'string' || !endpoint || endpoint.length > 1000) throw new ValidationError({ endpoint: [NOTIFICATION_MESSAGES.endpoint] });
  return endpoint;
}

const ownedBy = (owner: PushOwner) => (owner.memberId !== undefined ? eq(pushSubscriptions.memberId, owner.memberId) : eq(pushSubscriptions.staffId, owner.staffId));

/** Stores (or moves to `owner`) the subscription; returns its id. */
export async function subscribe(tx: Db | Tx, owner: PushOwner, input: SubscriptionInput): Promise<number> {
  const memberId = owner.memberId ?? null;
  const staffId = owner.staffId ?? null;
  const [row] = await tx.insert(pushSubscriptions).values({ endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, memberId, staffId })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: input.p256dh, auth: input.auth, memberId, staffId, updatedAt: sql`now()` } })
    .returning({ id: pushSubscriptions.id });
  // Pushes written for the device's previous owner are not this owner's: they are dropped.
  const notOwner = memberId !== null
    ? or(isNull(notificationDeliveries.memberId), ne(notificationDeliveries.memberId, memberId))
    : or(isNull(notificationDeliveries.staffId), ne(notificationDeliveries.staffId, staffId!));
  await tx.update(notificationDeliveries).set({ status: 'cancelled', lastError: 'device moved to another account' })
    .where(and(eq(notificationDeliveries.subscriptionId, row.id), eq(notificationDeliveries.status, 'pending'), notOwner));
  return row.id;
}

/** Ends the owner's subscription of `endpoint` (another account's is left alone); true when there was one. */
export async function unsubscribe(tx: Db | Tx, owner: PushOwner, endpoint: string): Promise<boolean> {
  const gone = await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner))).returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
