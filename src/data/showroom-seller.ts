/**
 * Where the back office keeps its session (the key-value table's namespace 'staff', key
 * 'staff-session': src/data/keyval.ts; src/back-office/session/staff-session-store.ts writes it), read
 * here without loading the back office's code, so a showroom tablet's visitor pages know which sales
 * person is assisting.
 */
import type { StaffProfile } from '../../domain/api';
import { keyValueStore, type KeyValueStore } from './keyval';

/** Where idb-keyval kept the staff session before (moved on first use). */
export const LEGACY_STAFF_SESSION_DB = 'merapi-staff';
export const STAFF_SESSION_KEY = 'staff-session';

/** The stored staff session as the back office writes it. */
export interface StoredStaffSession { token: string; staff: StaffProfile; expires_at: string }

/** The staff session's namespace of the key-value table. */
export const staffSessionStorage = (): KeyValueStore => keyValueStore('staff', LEGACY_STAFF_SESSION_DB);

let store: KeyValueStore | null = null;

/** The stored staff session when one is live; null otherwise (none, expired, unreadable). */
export async function readLiveStaffSession(now = Date.now()): Promise<StoredStaffSession | null> {
  try {
    store ??= staffSessionStorage();
    const stored = await store.get<StoredStaffSession>(STAFF_SESSION_KEY);
    return stored && Date.parse(stored.expires_at) > now ? stored : null;
  } catch {
    return null;
  }
}
