// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { keyValueStore } from '../../../src/data/keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/data/database';
import { revalidate } from '../../../src/data/mirrored-query';
import { clearMemberMirror, guardMemberFetch, memberKey } from '../../../src/data/repositories/member-mirror';
import { logoutMember } from '../../../src/features/member/session/session-flows';
import { RootStore } from '../../../src/stores/root-store';
import { SessionStore } from '../../../src/stores/session-store';
import { fakeApi, ok, PROFILE } from './member-harness';

const storage = keyValueStore('member-logout-test');

beforeEach(async () => {
  await db.responses.clear();
  await db.responses.bulkPut([
    { key: memberKey('MBR1', 'profile'), data: PROFILE, fetchedAt: 1 },
    { key: memberKey('MBR1', 'history/bookingservice'), data: [{ id: 3 }], fetchedAt: 1 },
    { key: memberKey('MBR1', 'detail/testdrive/7'), data: { id: 7 }, fetchedAt: 1 },
    { key: memberKey('MBR1', 'inbox/2'), data: { id: 2 }, fetchedAt: 1 },
    { key: 'vehicles', data: { category: [] }, fetchedAt: 1 },
    { key: 'kota:33', data: [], fetchedAt: 1 },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

async function loggedInStore() {
  const store = new RootStore({ session: new SessionStore(storage) });
  await store.session.setSession('tok-9', PROFILE);
  return store;
}

describe('logout', () => {
  it("posts logout with the token, forgets the session and the member's mirrored data, goes Home with 'Anda berhasil logout'", async () => {
    const { calls } = fakeApi({ 'POST logout': ok(null, 'Anda berhasil logout') });
    const store = await loggedInStore();
    store.ui.setDashboardTab(5);
    const navigate = vi.fn();
    await logoutMember(store, navigate);

    expect(calls[0].key).toBe('POST logout');
    expect(calls[0].headers.authorization).toBe('Bearer tok-9');
    expect(store.session.isLoggedIn).toBe(false);
    expect(await storage.get('session')).toBeUndefined();
    expect((await db.responses.toArray()).map((r) => r.key).sort()).toEqual(['kota:33', 'vehicles']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(store.ui.toasts.map((t) => t.text)).toEqual(['Anda berhasil logout']);
    expect(store.ui.dashboardTab).toBe(1);
  });

  it('still ends the session here when the server cannot be reached', async () => {
    fakeApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await loggedInStore();
    await logoutMember(store, vi.fn());
    expect(store.session.token).toBeNull();
    expect(await db.responses.where('key').startsWith('member:').count()).toBe(0);
  });

  it('does not mirror a member answer that arrives after the session ended', async () => {
    let answer!: (value: unknown) => void;
    const pending = revalidate(memberKey('MBR1', 'history/tradein'), guardMemberFetch(() => new Promise((resolve) => (answer = resolve))));
    await clearMemberMirror();
    answer([{ id: 1 }]);
    await expect(pending).rejects.toThrow();
    expect(await db.responses.get(memberKey('MBR1', 'history/tradein'))).toBeUndefined();
  });
});
