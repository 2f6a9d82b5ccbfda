/**
 * Who holds an outbox claim and whether it is still there. An owner (a tab, or one service-worker
 * run) holds a shared Web Lock under its id while it claims, sends and settles; the browser frees
 * it when the owner goes away, so a claim whose owner's lock is free was left by a reload or a
 * close. Locks are held only while sending, never for a tab's lifetime (a page holding a Web Lock
 * may be kept out of the back/forward cache).
 */
import type { LiveOwners } from '../domain/outbox';

const LOCK_PREFIX = 'merapi-outbox-owner:';
const DRAIN_LOCK = 'merapi-outbox-drain';

function lockManager(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function' ? navigator.locks : null;
}

/** A new owner id: 'tab:<uuid>' or 'sw:<uuid>'. */
export function newOwnerId(kind: 'tab' | 'sw'): string {
  return `${kind}:${crypto.randomUUID()}`;
}

/**
 * Runs `work` holding the owner's lock (shared: a tab's form send and its drain may overlap), so
 * every claim made inside it is known to be alive. Runs it plainly where Web Locks are missing.
 */
export async function asOwner<T>(owner: string, work: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return work();
  return locks.request(`${LOCK_PREFIX}${owner}`, { mode: 'shared' }, work) as Promise<T>;
}

/**
 * Runs `drain` when no other tab or worker is draining (one drain at a time per site; others wait
 * their turn and then find little left). Claims, not this lock, keep an item from going twice; the
 * lock only spares the tabs from reaching for the same items. Runs at once without Web Locks.
 */
export async function oneDrainAtATime<T>(drain: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return drain();
  return locks.request(DRAIN_LOCK, drain) as Promise<T>;
}

/** The owners holding their lock now; null where that cannot be known. */
export async function liveOwners(): Promise<LiveOwners> {
  const locks = lockManager();
  if (!locks || typeof locks.query !== 'function') return null;
  try {
    const at = Date.now();
    const { held = [] } = await locks.query();
    const owners = new Set(held.map((l) => l.name ?? '').filter((n) => n.startsWith(LOCK_PREFIX)).map((n) => n.slice(LOCK_PREFIX.length)));
    return { owners, at };
  } catch {
    return null;
  }
}
