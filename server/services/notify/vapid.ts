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
