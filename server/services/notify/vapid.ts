/**
 * The VAPID key pair (issue 31.2): generated on the first start and kept in the database, so every
 * instance signs push messages the same way. Two instances starting at once on one empty database
 * both try to insert their pair; `on conflict do nothing` keeps the first, and both read it back.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { vapidKeys } from '../../db/schema';

export interface VapidKeys { publicKey: string; privateKey: string }

// The row never changes once written, so each process may keep what it read (per database handle).
const cache = new WeakMap<object, VapidKeys>();

/** The key pair, creating it when the database has none. */
export async function ensureVapidKeys(db: Db): Promise<VapidKeys> {
  const known = cache.get(db);
  if (known) return known;
  let [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (!row) {
    const fresh = webpush.generateVAPIDKeys();
    await db.insert(vapidKeys).values({ id: 1, publicKey: fresh.publicKey, privateKey: fresh.privateKey }).onConflictDoNothing();
    [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  }
  const keys = { publicKey: row.publicKey, privateKey: row.privateKey };
  cache.set(db, keys);
  return keys;
}

/** How long a signed VAPID JWT is valid (RFC 8292 allows up to 24 hours), and how long before its end a new one is signed. */
const JWT_SECONDS = 12 * 3600;
const RENEW_SECONDS = 3600;
/** Signed headers per push service origin (a handful in practice; emptied past this many). */
const MAX_AUDIENCES = 100;
const signed = new Map<string, { authorization: string; until: number }>();

/**
 * The `Authorization` header for a push to `endpoint`: one JWT per push service origin, signed
 * once and reused until an hour before it ends (signing costs about as much as encrypting the
 * message; web-push would sign again for every message).
 */
export function vapidAuthorization(keys: VapidKeys, subject: string, endpoint: string): string {
  const url = new URL(endpoint);
  const audience = `${url.protocol}//${url.host}`;
  const key = `${audience} ${subject} ${keys.publicKey}`;
  const now = Math.floor(Date.now() / 1000);
  const known = signed.get(key);
  if (known && known.until > now) return known.authorization;
  const expires = now + JWT_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expires) as { Authorization: string };
  if (signed.size >= MAX_AUDIENCES) signed.clear();
  signed.set(key, { authorization: Authorization, until: expires - RENEW_SECONDS });
  return Authorization;
}
