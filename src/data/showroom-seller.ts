/**
 * Where the back office keeps its session (idb-keyval database 'merapi-staff', key
 * 'staff-session'; stores/staff-session-store.ts writes it), read here without loading the back
 * office's code, so a showroom tablet's visitor pages know which sales person is assisting.
 */
import { createStore, get, type UseStore } from 'idb-keyval';
import type { StaffProfile } from '../../domain/api';

export const STAFF_SESSION_DB = 'merapi-staff';
export const STAFF_SESSION_KEY = 'staff-session';

/** The stored staff session as the back office writes it. */
export interface StoredStaffSession { token: string; staff: StaffProfile; expires_at: string }

let store: UseStore | null = null;

/** The stored staff session when one is live; null otherwise (none, expired, unreadable). */
export async function readLiveStaffSession(now = Date.now()): Promise<StoredStaffSession | null> {
  try {
    store ??= createStore(STAFF_SESSION_DB, 'keyval');
    const stored = await get<StoredStaffSession>(STAFF_SESSION_KEY, store);
    return stored && Date.parse(stored.expires_at) > now ? stored : null;
  } catch {
    return null;
  }
}
