// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyValueStore } from '../../../../src/data/keyval';
import type { StaffLoginData } from '../../../../domain/api';
import { STAFF_SESSION_ENDED, StaffSessionStore } from '../../../../src/back-office/session/staff-session-store';

const HOUR = 3_600_000;
let n = 0;
/** A store on its own IndexedDB database, with the mirror wipe and the logout call observed. */
function makeStore(now = () => Date.now()) {
  const storage = keyValueStore(`staff-test-${++n}`);
  const clearStaffData = vi.fn(async () => undefined);
  const logout = vi.fn(async (_token: string) => null);
  return { store: new StaffSessionStore({ storage, clearStaffData, logout, now }), storage, clearStaffData, logout };
}
const login = (expiresInMs = 12 * HOUR): StaffLoginData => ({
  token: 'stf_abc', expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  staff: { id: 2, name: 'Rina Sales Semarang', email: 'sales.semarang@merapitoyota.example', role: 'sales', branch_ids: [1, 2] },
});

afterEach(() => vi.useRealTimers());

describe('staff session store', () => {
  it('keeps a sign-in in its own IndexedDB store and restores it after a reload', async () => {
    const { store, storage } = makeStore();
    await store.signIn(login());
    expect(store.isSignedIn).toBe(true);
    expect(await storage.get('staff-session')).toMatchObject({ token: 'stf_abc', staff: { role: 'sales' } });
    const again = new StaffSessionStore({ storage, clearStaffData: async () => undefined, logout: async () => null });
    await again.restore();
    expect(again).toMatchObject({ isRestored: true, token: 'stf_abc', endedMessage: null });
    expect(again.staff?.branch_ids).toEqual([1, 2]);
  });

  it('ends a stored session already past its expiry at start-up, says why, and wipes the staff data', async () => {
    const { store, storage, clearStaffData } = makeStore();
    await storage.set('staff-session', { ...login(), expires_at: new Date(Date.now() - 1000).toISOString() });
    await store.restore();
    expect(store.isSignedIn).toBe(false);
    expect(store.endedMessage).toBe(STAFF_SESSION_ENDED);
    expect(clearStaffData).toHaveBeenCalled();
    expect(await storage.get('staff-session')).toBeUndefined();
  });

  it('expires by itself when the token time is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store, clearStaffData } = makeStore();
    await store.signIn(login(2 * HOUR));
    vi.advanceTimersByTime(2 * HOUR - 1000);
    expect(store.isSignedIn).toBe(true);
    vi.advanceTimersByTime(2000);
    await vi.waitFor(() => expect(store.isSignedIn).toBe(false));
    expect(store.endedMessage).toBe('Sesi Anda telah berakhir, silakan masuk kembali');
    expect(clearStaffData).toHaveBeenCalled();
  });

  it('a 401 (expire) keeps the reason for the sign-in screen; a sign-out does not, and tells the server', async () => {
    const { store, logout } = makeStore();
    await store.signIn(login());
    await store.expire();
    expect(store).toMatchObject({ token: null, staff: null, endedMessage: STAFF_SESSION_ENDED });
    await store.signIn(login());
    expect(store.endedMessage).toBeNull();
    await store.signOut();
    expect(logout).toHaveBeenCalledWith('stf_abc');
    expect(store).toMatchObject({ token: null, endedMessage: null });
  });

  it('signs out here even when the server cannot be reached', async () => {
    const { store, logout, clearStaffData } = makeStore();
    logout.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.signIn(login());
    await store.signOut();
    expect(store.isSignedIn).toBe(false);
    expect(clearStaffData).toHaveBeenCalled();
  });
});
