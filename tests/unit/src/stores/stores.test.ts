import 'fake-indexeddb/auto';
import { keyValueStore } from '../../../../src/data/keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, type MemberProfile } from '../../../../src/stores/session-store';
import { UiStore } from '../../../../src/stores/ui-store';

const profile = { unique_id: 'u1', full_name: 'Budi Santoso', member_email: 'budi@example.com' } as MemberProfile;

describe('SessionStore', () => {
  it('restores a persisted session, and forgets it on clear', async () => {
    const storage = keyValueStore('session-test-1');
    const first = new SessionStore(storage);
    await first.restore();
    expect(first.isLoggedIn).toBe(false);
    await first.setSession('token-1', profile);
    expect(first.isLoggedIn).toBe(true);

    const second = new SessionStore(storage);
    await second.restore();
    expect(second.isRestored).toBe(true);
    expect(second.token).toBe('token-1');
    expect(second.profile?.full_name).toBe('Budi Santoso');

    await second.clear();
    expect(second.isLoggedIn).toBe(false);
    const third = new SessionStore(storage);
    await third.restore();
    expect(third.token).toBeNull();
    expect(third.profile).toBeNull();
  });
});

describe('UiStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('removes a toast after 4000 ms', () => {
    const ui = new UiStore();
    ui.showToast('success', 'Anda berhasil logout');
    expect(ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(3999);
    expect(ui.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ui.toasts).toHaveLength(0);
  });

  it('shows dialogs one at a time and resolves each on OK', async () => {
    const ui = new UiStore();
    const first = ui.showDialog({ title: 'Oops...', text: 'File terlalu besar pilih yang lain', kind: 'error' });
    ui.showDialog({ title: 'Kedua' });
    expect(ui.dialog?.title).toBe('Oops...');
    ui.confirmDialog();
    await expect(first).resolves.toBeUndefined();
    expect(ui.dialog?.title).toBe('Kedua');
  });

  it('counts API calls for the progress bar and notes failures', () => {
    const ui = new UiStore();
    ui.requestStarted();
    ui.requestStarted();
    ui.requestFinished(false);
    expect(ui.isBusy).toBe(true);
    ui.requestFinished(true);
    expect(ui.isBusy).toBe(false);
    expect(ui.progressFailedAt).toBeGreaterThan(0);
  });
});
