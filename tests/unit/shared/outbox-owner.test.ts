import { afterEach, describe, expect, it, vi } from 'vitest';
import { asOwner, liveOwners, oneDrainAtATime } from '../../../shared/outbox-owner';

afterEach(() => vi.unstubAllGlobals());

describe('claim owners', () => {
  it('holds a shared lock under the owner id while it works, and reads the live owners from the held locks', async () => {
    const requests: Array<{ name: string; mode?: string }> = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: async (name: string, options: { mode?: string } | (() => unknown), work?: () => unknown) => {
          const fn = typeof options === 'function' ? options : work!;
          requests.push({ name, mode: typeof options === 'function' ? undefined : options.mode });
          return fn();
        },
        query: async () => ({ held: [{ name: 'merapi-outbox-owner:tab:a', mode: 'shared' }, { name: 'merapi-outbox-drain' }] }),
      },
    });
    await expect(asOwner('tab:a', async () => 'sent')).resolves.toBe('sent');
    await expect(oneDrainAtATime(async () => 'drained')).resolves.toBe('drained');
    expect(requests).toEqual([{ name: 'merapi-outbox-owner:tab:a', mode: 'shared' }, { name: 'merapi-outbox-drain', mode: undefined }]);
    const live = await liveOwners();
    expect([...live!.owners]).toEqual(['tab:a']);
  });

  it('cannot tell who is alive without Web Locks, so only the lease decides', async () => {
    vi.stubGlobal('navigator', {});
    expect(await liveOwners()).toBeNull();
    await expect(asOwner('tab:a', async () => 1)).resolves.toBe(1);
  });
});
