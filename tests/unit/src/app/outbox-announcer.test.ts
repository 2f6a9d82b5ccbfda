// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newOutboxItem, type OutboxItem } from '../../../../domain/outbox';
import { announcements } from '../../../../src/app/pwa/outbox-announcer';
import { joinLeadership } from '../../../../src/app/pwa/leader';
import { db } from '../../../../src/data/db';
import { takeFinished } from '../../../../src/data/outbox';

const finished = (id: string, status: 'delivered' | 'refused', at: number): OutboxItem => ({
  ...newOutboxItem({ id, endpoint: '/api/contact', form: 'contact', label: 'Konsultasi Pembelian', payload: {}, editPath: '/contact-us' }, at),
  status, notified: false, lastError: status === 'refused' ? 'Periksa Kembali Semua Form' : null,
});

/** Web Locks as the browser keeps them: one holder per name, a queue, `steal` and `signal`. */
class FakeLocks {
  private holders = new Map<string, { reject: (e: unknown) => void }>();
  private queues = new Map<string, Array<() => void>>();

  request(name: string, a: unknown, b?: unknown): Promise<unknown> {
    const [options, callback] = (typeof a === 'function' ? [{}, a] : [a, b]) as [{ steal?: boolean; signal?: AbortSignal }, (l: unknown) => unknown];
    return new Promise((resolve, reject) => {
      const entry = { reject };
      const grant = () => {
        this.holders.set(name, entry);
        void Promise.resolve(callback({ name })).then((value) => {
          if (this.holders.get(name) !== entry) return;
          this.holders.delete(name);
          resolve(value);
          this.queues.get(name)?.shift()?.();
        });
      };
      if (options.steal) {
        this.holders.get(name)?.reject(new DOMException('stolen', 'AbortError'));
        grant();
      } else if (!this.holders.has(name)) {
        grant();
      } else {
        const queue = this.queues.get(name) ?? [];
        this.queues.set(name, queue);
        queue.push(grant);
        options.signal?.addEventListener('abort', () => {
          queue.splice(queue.indexOf(grant), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }
    });
  }
}

const tick = () => new Promise((r) => setTimeout(r, 0));
let visibility: DocumentVisibilityState = 'visible';

beforeEach(async () => {
  await db.outbox.clear();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => vi.unstubAllGlobals());

describe('announcing finished submissions', () => {
  it('summarises a batch of deliveries in one toast and keeps each refusal with its Perbaiki link', () => {
    const delivered = Array.from({ length: 12 }, (_, n) => finished(`d${n}`, 'delivered', n));
    const out = announcements([...delivered, finished('r1', 'refused', 20), finished('r2', 'refused', 21)]);
    expect(out).toEqual([
      { kind: 'success', text: '12 pesan terkirim', fixHref: null },
      { kind: 'error', text: 'Konsultasi Pembelian ditolak: Periksa Kembali Semua Form.', fixHref: '/contact-us?outbox=r1' },
      { kind: 'error', text: 'Konsultasi Pembelian ditolak: Periksa Kembali Semua Form.', fixHref: '/contact-us?outbox=r2' },
    ]);
    expect(announcements([finished('one', 'delivered', 0)])).toEqual([{ kind: 'success', text: 'Konsultasi Pembelian sudah terkirim.', fixHref: null }]);
  });

  it('hands each finished item to one asker only, even when two tabs ask at once', async () => {
    await db.outbox.bulkPut([finished('a', 'delivered', 1), finished('b', 'delivered', 2), finished('c', 'refused', 3)]);
    const [first, second] = await Promise.all([takeFinished(), takeFinished()]);
    expect([...first, ...second].map((i) => i.id).sort()).toEqual(['a', 'b', 'c']);
    expect(await db.outbox.toArray()).toMatchObject([{ id: 'c', status: 'refused', notified: true }]);
    expect(await takeFinished()).toEqual([]);
  });
});

describe('one tab speaks for all', () => {
  it('lets the tab the person looks at speak, and passes the word on when it closes', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: new FakeLocks() });
    const tabA = joinLeadership(() => {});
    await tick();
    expect(tabA.isLeader).toBe(true);
    const tabB = joinLeadership(() => {});
    await tick();
    expect([tabA.isLeader, tabB.isLeader]).toEqual([false, true]);
    // Tab A comes to the front again: it takes the word back.
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect([tabA.isLeader, tabB.isLeader]).toEqual([true, false]);
    tabA.stop();
    await tick();
    await tick();
    expect(tabB.isLeader).toBe(true);
    tabB.stop();
  });

  it('lets a tab in the background wait its turn', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: new FakeLocks() });
    const front = joinLeadership(() => {});
    visibility = 'hidden';
    const back = joinLeadership(() => {});
    await tick();
    expect([front.isLeader, back.isLeader]).toEqual([true, false]);
    front.stop();
    await tick();
    await tick();
    expect(back.isLeader).toBe(true);
    back.stop();
    visibility = 'visible';
  });
});
