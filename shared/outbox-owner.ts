/**
 * Who holds an outbox claim and whether it is still there. Each owner (a tab for its lifetime, the
 * service worker for one replay) holds a Web Lock from before its first claim; the browser frees it
 * when the owner goes away, so a claim whose owner's lock is free was left by a reload or a close.
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
 * Takes the owner's lock and holds it until `until` settles (for ever when omitted: the browser
 * frees it when the tab goes). Resolves once held, or at once where Web Locks are missing.
 */
export function holdOwnerLock(owner: string, until: Promise<unknown> = new Promise(() => {})): Promise<void> {
  const locks = lockManager();
  if (!locks) return Promise.resolve();
  return new Promise((resolve) => {
    locks.request(`${LOCK_PREFIX}${owner}`, () => {
      resolve();
      return until;
    }).catch(() => resolve());
  });
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
