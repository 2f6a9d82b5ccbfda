import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newOutboxItem, SENDING_LEASE_MS, type LiveOwners, type OutboxItem } from '../../../domain/outbox';
import { claimItem, drainOutbox, settleItem, WriteBatcher } from '../../../shared/outbox-store';
import type { Exchange } from '../../../shared/transport';
import { MerapiDb } from '../../../src/data/database';

let db: MerapiDb;
let dbCount = 0;
const noLocks = async (): Promise<LiveOwners> => null;
const ok: Exchange = { status: 200, body: { status: 200, message: 'ok', data: {} } };

function item(id: string, createdAt: number, email = `${id}@example.com`): OutboxItem {
  return newOutboxItem({ id, request: { endpoint: 'contact', body: { email } }, form: 'contact', label: 'Kontak' }, createdAt);
}

beforeEach(() => {
  db = new MerapiDb(`outbox-store-${++dbCount}`);
});
afterEach(() => db.delete());

describe('claims', () => {
  it('lets only one of two owners claim an item at the same moment', async () => {
    await db.outbox.put(item('a', 1));
    const [first, second] = await Promise.all([claimItem(db.outbox, 'a', 'tab:1', 1000), claimItem(db.outbox, 'a', 'sw:2', 1000)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await db.outbox.get('a')).toMatchObject({ status: 'sending', sendingSince: 1000 });
  });

  it('leaves a live claim alone until its lease has run out, then lets another owner take it', async () => {
    await db.outbox.put({ ...item('a', 1), status: 'sending', sendingSince: 1000, claimedBy: 'tab:1' });
    expect(await claimItem(db.outbox, 'a', 'tab:2', 1000 + SENDING_LEASE_MS - 1)).toBeNull();
    expect(await claimItem(db.outbox, 'a', 'tab:2', 1000 + SENDING_LEASE_MS)).toMatchObject({ claimedBy: 'tab:2' });
  });

  it('takes over at once a claim whose owner is gone (its lock is free), not one made after the owners were looked at', async () => {
    await db.outbox.put({ ...item('a', 1), status: 'sending', sendingSince: 1000, claimedBy: 'tab:gone' });
    await db.outbox.put({ ...item('b', 2), status: 'sending', sendingSince: 5000, claimedBy: 'tab:new' });
    const live: LiveOwners = { owners: new Set(['tab:me']), at: 2000 };
    expect(await claimItem(db.outbox, 'a', 'tab:me', 2500, live)).toMatchObject({ claimedBy: 'tab:me' });
    expect(await claimItem(db.outbox, 'b', 'tab:me', 5500, live)).toBeNull();
  });

  it('never brings back an item cancelled while it was being sent, and keeps a final answer', async () => {
    await db.outbox.put(item('a', 1));
    const mine = (await claimItem(db.outbox, 'a', 'tab:1', 10))!;
    await db.outbox.delete('a');
    expect(await settleItem(db.outbox, mine, { kind: 'retry', message: 'offline' }, 20)).toBeNull();
    expect(await db.outbox.get('a')).toBeUndefined();
    await db.outbox.put({ ...mine, status: 'delivered' });
    expect(await settleItem(db.outbox, mine, { kind: 'retry', message: 'offline' }, 30)).toBeNull();
    expect((await db.outbox.get('a'))?.status).toBe('delivered');
  });

  it("does not undo another owner's newer claim with a failed try", async () => {
    await db.outbox.put(item('a', 1));
    const stale = (await claimItem(db.outbox, 'a', 'tab:1', 10))!;
    await db.outbox.put({ ...stale, claimedBy: 'tab:2', sendingSince: 10 + SENDING_LEASE_MS });
    expect(await settleItem(db.outbox, stale, { kind: 'retry', message: 'timeout' }, 20)).toBeNull();
    expect(await db.outbox.get('a')).toMatchObject({ status: 'sending', claimedBy: 'tab:2' });
  });

  it('runs writes asked for together in one transaction, each with its own result', async () => {
    await db.outbox.bulkPut([item('a', 1), item('b', 2)]);
    const batcher = new WriteBatcher(db.outbox);
    const [a, b] = await Promise.all([
      batcher.run(() => claimItem(db.outbox, 'a', 'tab:1', 10)),
      batcher.run(() => claimItem(db.outbox, 'b', 'tab:1', 10)),
    ]);
    expect([a?.id, b?.id]).toEqual(['a', 'b']);
  });
});

describe('the drain', () => {
  it('sends different people side by side, at most `concurrency` at once, one person in order', async () => {
    // Three people: ann twice, bob twice, cy once; the created order interleaves them.
    await db.outbox.bulkPut([item('ann-1', 1, 'ann@x.id'), item('bob-1', 2, 'bob@x.id'), item('ann-2', 3, 'ANN@x.id'), item('cy-1', 4, 'cy@x.id'), item('bob-2', 5, 'bob@x.id')]);
    // Each send stays open until the test lets it answer (no clock: the point is what is open at once).
    const open: Array<{ id: string; answer: () => void }> = [];
    let peak = 0;
    const order: string[] = [];
    const send = (i: OutboxItem) => new Promise<Exchange>((resolve) => {
      open.push({ id: i.id, answer: () => { order.push(i.id); resolve(ok); } });
      peak = Math.max(peak, open.length);
    });
    const drained = drainOutbox({ table: db.outbox, owner: 'tab:1', send, concurrency: 2, live: noLocks });
    // Three lanes for two: the drain opens two sends together, and no third while they are open.
    await vi.waitFor(() => expect(open.length).toBe(2), { interval: 1 });
    while (order.length < 5) {
      await vi.waitFor(() => expect(open.length).toBeGreaterThan(0), { interval: 1 });
      open.shift()!.answer();
    }
    const report = await drained;
    expect(report).toEqual({ delivered: 5, refused: 0, retry: 0, offline: false });
    expect(peak).toBe(2);
    expect(order.indexOf('ann-1')).toBeLessThan(order.indexOf('ann-2'));
    expect(order.indexOf('bob-1')).toBeLessThan(order.indexOf('bob-2'));
    expect(await db.outbox.where('status').equals('delivered').count()).toBe(5);
  });

  it("holds a person's later submissions behind one that must be retried", async () => {
    await db.outbox.bulkPut([item('ann-1', 1, 'ann@x.id'), item('ann-2', 2, 'ann@x.id'), item('bob-1', 3, 'bob@x.id')]);
    const sent: string[] = [];
    const send = async (i: OutboxItem): Promise<Exchange> => {
      sent.push(i.id);
      return i.id === 'ann-1' ? { status: 503, body: null } : ok;
    };
    await drainOutbox({ table: db.outbox, owner: 'tab:1', send, live: noLocks });
    expect(sent.sort()).toEqual(['ann-1', 'bob-1']);
    expect(await db.outbox.get('ann-2')).toMatchObject({ status: 'queued', attempts: 0 });
    // ann-1 now waits out its backoff, and ann-2 waits behind it.
    sent.length = 0;
    await drainOutbox({ table: db.outbox, owner: 'tab:1', send, live: noLocks });
    expect(sent).toEqual([]);
  });

  it('stops at the first network failure instead of trying every item', async () => {
    await db.outbox.bulkPut(Array.from({ length: 20 }, (_, n) => item(`p${n}`, n)));
    let calls = 0;
    const report = await drainOutbox({ table: db.outbox, owner: 'tab:1', send: async () => { calls += 1; return { status: 0, body: null }; }, concurrency: 3, live: noLocks });
    expect(report.offline).toBe(true);
    expect(calls).toBeLessThanOrEqual(3);
    expect(await db.outbox.where('status').equals('queued').count()).toBe(20);
  });

  it("skips what another owner is sending, and sends a gone owner's claim again", async () => {
    await db.outbox.bulkPut([
      { ...item('busy', 1), status: 'sending', sendingSince: Date.now(), claimedBy: 'tab:alive' },
      { ...item('left', 2), status: 'sending', sendingSince: Date.now() - 1000, claimedBy: 'tab:reloaded' },
    ]);
    const sent: string[] = [];
    await drainOutbox({
      table: db.outbox, owner: 'tab:me', live: async () => ({ owners: new Set(['tab:alive', 'tab:me']), at: Date.now() }),
      send: async (i) => { sent.push(i.id); return ok; },
    });
    expect(sent).toEqual(['left']);
    expect((await db.outbox.get('busy'))?.status).toBe('sending');
  });
});
