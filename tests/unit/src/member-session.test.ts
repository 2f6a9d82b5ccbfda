// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MS } from '../../../domain/constants';
import { db } from '../../../src/data/database';
import { watchReturnFromIdle } from '../../../src/features/member/session/idle-watch';
import { checkSessionOnReturn } from '../../../src/features/member/session/session-flows';
import { fakeApi, makeStore, ok, PROFILE, refused } from './member-harness';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  visibility = 'visible';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('return from idleness', () => {
  beforeEach(() => vi.useFakeTimers());

  it('fires when the page is visible again after IDLE_MS without activity, not sooner', () => {
    const onReturn = vi.fn();
    const stop = watchReturnFromIdle({ idleMs: IDLE_MS, onReturn });
    setVisibility('hidden');
    vi.advanceTimersByTime(IDLE_MS - 1);
    setVisibility('visible');
    expect(onReturn).not.toHaveBeenCalled();

    setVisibility('hidden');
    vi.advanceTimersByTime(IDLE_MS);
    setVisibility('visible');
    expect(onReturn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('fires on focus or online after idleness, once per return; activity resets the clock', () => {
    const onReturn = vi.fn();
    const stop = watchReturnFromIdle({ idleMs: IDLE_MS, onReturn });
    vi.advanceTimersByTime(IDLE_MS - 500);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();

    vi.advanceTimersByTime(IDLE_MS);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(IDLE_MS);
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });
});

describe('token check on return', () => {
  async function loggedIn() {
    const store = makeStore();
    await store.session.setSession('tok-1', PROFILE);
    await db.responses.bulkPut([
      { key: 'member:MBR1:history/testdrive', data: [{ id: 1 }], fetchedAt: 1 },
      { key: 'member:MBR1:inbox', data: [], fetchedAt: 1 },
      { key: 'vehicles', data: { category: [] }, fetchedAt: 1 },
    ]);
    return store;
  }

  it("expires the session on 'failed': cleared with the member's mirror, Home, 'Sesi Anda telah Expired'", async () => {
    const { calls } = fakeApi({ 'POST auth': refused(401, 'failed') });
    const store = await loggedIn();
    const navigate = vi.fn();
    // Only the clock is faked, so IndexedDB keeps its own timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const stop = watchReturnFromIdle({ idleMs: IDLE_MS, onReturn: () => void checkSessionOnReturn(store, navigate) });
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + IDLE_MS);
    setVisibility('visible');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    stop();

    expect(calls[0]).toMatchObject({ key: 'POST auth', body: { email: 'budi@example.com', token: 'tok-1' } });
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.session.profile).toBeNull();
    expect(store.ui.toasts.map((t) => t.text)).toContain('Sesi Anda telah Expired');
    expect((await db.responses.toArray()).map((r) => r.key)).toEqual(['vehicles']);
  });

  it("keeps the session on 'success' and when the server cannot be asked", async () => {
    const store = await loggedIn();
    const navigate = vi.fn();
    fakeApi({ 'POST auth': ok(null) });
    await checkSessionOnReturn(store, navigate);
    fakeApi({});
    await checkSessionOnReturn(store, navigate);
    expect(store.session.token).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(await db.responses.count()).toBe(3);
  });

  it('asks nothing when logged out', async () => {
    const { fetchMock } = fakeApi({});
    await checkSessionOnReturn(makeStore(), vi.fn());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
