// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/data/database';
import { loadDatabase } from '../../../../src/data/db';
import {
  cancelSubmission, flushOutbox, nextDueAt, pendingCounts, releaseClaims, resubmitForm, submitForm, takeFinished, wakeWaiting, watchOutbox, type SubmitRequest,
} from '../../../../src/data/outbox';
import { SENDING_LEASE_MS } from '../../../../domain/outbox';

const request: SubmitRequest = { request: { endpoint: 'contact', body: { name: 'Sari' } }, form: 'contact', label: 'Kontak', editPath: '/contact-us' };
const calls: Array<{ url: string; key: string | null; body: unknown }> = [];

function answer(status: number, body: unknown) {
  return vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

beforeEach(async () => {
  calls.length = 0;
  setOnline(true);
  await db.outbox.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('outbox', () => {
  it('sends at once when online, with its id as the Idempotency-Key, and leaves nothing behind', async () => {
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'Terimakasih telah menghubungi kami', data: { id: 1 } }));
    const result = await submitForm(request);
    expect(result).toEqual({ state: 'delivered', data: { id: 1 }, message: 'Terimakasih telah menghubungi kami' });
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores a submission sent online already claimed by this tab: a replay started meanwhile does not take it from the form', async () => {
    const created: Array<{ status: string; claimedBy: string | null | undefined }> = [];
    const onCreating = (_key: unknown, item: { status: string; claimedBy?: string | null }) => { created.push({ status: item.status, claimedBy: item.claimedBy }); };
    db.outbox.hook('creating', onCreating);
    let replay: Promise<unknown> | null = null;
    try {
      const fetch = vi.fn(async (url: string, init: RequestInit) => {
        // A replay starts while the form's own send is on the wire (the page's outbox work, started by this
        // form opening the database): it finds nothing due.
        replay ??= flushOutbox();
        return answer(200, { status: 200, message: 'ok', data: { id: 7 } })(url, init);
      });
      vi.stubGlobal('fetch', fetch);
      const result = await submitForm(request);
      await replay;
      expect(result).toMatchObject({ state: 'delivered', data: { id: 7 } });
      expect(fetch).toHaveBeenCalledTimes(1);
      // Never stored as a queued item anyone could claim first.
      expect(created).toHaveLength(1);
      expect(created[0].status).toBe('sending');
      expect(created[0].claimedBy).toMatch(/^tab/);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      db.outbox.hook('creating').unsubscribe(onCreating);
    }
  });

  it('keeps the submission queued when offline and sends it once the connection returns', async () => {
    setOnline(false);
    const fetch = answer(200, { status: 200, message: 'ok', data: { id: 2 } });
    vi.stubGlobal('fetch', fetch);
    const result = await submitForm(request);
    expect(result.state).toBe('queued');
    expect(fetch).not.toHaveBeenCalled();
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'queued', request: { endpoint: 'contact', body: { name: 'Sari' } } });
    setOnline(true);
    await flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'delivered', notified: false });
    expect((await takeFinished()).map((i) => i.id)).toEqual([item.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues with backoff when the network fails, and retries with the same key', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const result = await submitForm(request);
    expect(result.state).toBe('queued');
    const [waiting] = await db.outbox.toArray();
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now());
    await db.outbox.update(waiting.id, { nextAttemptAt: Date.now() });
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'ok', data: {} }));
    await flushOutbox();
    expect(calls[0].key).toBe(waiting.id);
  });

  it('keeps a refused replay with its field errors until the user corrects it under a new key', async () => {
    setOnline(false);
    await submitForm(request);
    setOnline(true);
    vi.stubGlobal('fetch', answer(422, { status: 422, message: 'Periksa Kembali Semua Form', errors: { email: ['*Email tidak valid!.'] } }));
    await flushOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', errors: { email: ['*Email tidak valid!.'] } });
    await takeFinished();
    expect(await db.outbox.count()).toBe(1);
    expect(await takeFinished()).toEqual([]);
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'ok', data: {} }));
    const again = await resubmitForm(refused.id, { endpoint: 'contact', body: { name: 'Sari', email: 'sari@example.com' } });
    expect(again.state).toBe('delivered');
    expect(calls.at(-1)!.key).not.toBe(refused.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers a refusal while the form is on screen without keeping it queued', async () => {
    vi.stubGlobal('fetch', answer(400, { status: 400, message: { alert: 'Kuota habis' } }));
    expect(await submitForm(request)).toEqual({ state: 'refused', status: 400, message: 'Kuota habis', errors: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends queued submissions oldest first', async () => {
    setOnline(false);
    await submitForm({ ...request, request: { endpoint: 'contact', body: { n: 1 } } });
    await submitForm({ ...request, request: { endpoint: 'contact', body: { n: 2 } } });
    setOnline(true);
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'ok', data: {} }));
    await flushOutbox();
    expect(calls.map((c) => c.body)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('loses nothing when the page reloads mid-send: a stale claim is sent again', async () => {
    setOnline(false);
    await submitForm(request);
    const [item] = await db.outbox.toArray();
    // The page closed while this was being sent.
    await db.outbox.put({ ...item, status: 'sending', sendingSince: Date.now() - SENDING_LEASE_MS - 1 });
    setOnline(true);
    vi.stubGlobal('fetch', answer(200, { status: 200, message: 'ok', data: {} }));
    await flushOutbox();
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toBe(item.id);
    expect((await db.outbox.get(item.id))?.status).toBe('delivered');
  });

  it('does not send a submission another tab is sending right now', async () => {
    setOnline(false);
    await submitForm(request);
    const [item] = await db.outbox.toArray();
    await db.outbox.put({ ...item, status: 'sending', sendingSince: Date.now() });
    setOnline(true);
    vi.stubGlobal('fetch', answer(200, {}));
    await flushOutbox();
    expect(calls).toHaveLength(0);
  });

  it('drops a submission the user cancels', async () => {
    setOnline(false);
    await submitForm(request);
    await cancelSubmission((await db.outbox.toArray())[0].id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives a send in progress back when the tab goes away, due at once for the next page or tab', async () => {
    setOnline(false);
    await submitForm(request);
    setOnline(true);
    // The answer does not come: the tab is reloaded in the middle of the send.
    let hangUp: ((error: Error) => void) | undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise((_resolve, reject) => { hangUp = reject; })));
    const flushed = flushOutbox();
    try {
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0].status).toBe('sending'));
      releaseClaims();
      await vi.waitFor(async () => expect((await db.outbox.toArray())[0]).toMatchObject({ status: 'queued', claimedBy: null, attempts: 0 }));
      expect((await db.outbox.toArray())[0].nextAttemptAt).toBeLessThanOrEqual(Date.now());
    } finally {
      // The send ends (as a lost connection), passed or failed, so that no drain is left running for the
      // next test: a drain in progress is what flushOutbox hands to every later caller.
      hangUp?.(new TypeError('Failed to fetch'));
      await flushed;
    }
  });

  it('schedules the retry of a claim left by a closed tab when its lease ends', async () => {
    setOnline(false);
    await submitForm(request);
    const [item] = await db.outbox.toArray();
    await db.outbox.put({ ...item, status: 'sending', sendingSince: 1_000, claimedBy: 'tab:closed' });
    expect(await nextDueAt()).toBe(1_000 + SENDING_LEASE_MS);
  });

  it('makes everything waiting out a backoff due when the connection returns', async () => {
    setOnline(false);
    await submitForm(request);
    const [item] = await db.outbox.toArray();
    await db.outbox.put({ ...item, attempts: 4, nextAttemptAt: Date.now() + 60_000 });
    await wakeWaiting();
    expect((await db.outbox.get(item.id))!.nextAttemptAt).toBeLessThanOrEqual(Date.now());
  });

  it('tells its watchers (the badge, the announcer) when an item is queued, not when another table changes, and at most every interval', async () => {
    // The watch's throttle runs on the test's clock; IndexedDB answers for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const changed = vi.fn();
    const stop = watchOutbox(changed, 250);
    await loadDatabase(); // the watch starts once Dexie is there
    await db.keyval.put('x', 'unrelated');
    await vi.advanceTimersByTimeAsync(1000);
    expect(changed).not.toHaveBeenCalled();
    setOnline(false);
    const queued = submitForm(request);
    await vi.advanceTimersByTimeAsync(0);
    await queued;
    await vi.advanceTimersByTimeAsync(0);
    expect(changed).toHaveBeenCalledTimes(1);
    // A second change right after waits out the interval since the last telling.
    const [item] = await db.outbox.toArray();
    await db.outbox.update(item.id, { label: 'Kontak lagi' });
    await vi.advanceTimersByTimeAsync(249);
    expect(changed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    vi.useRealTimers();
    await db.keyval.delete('unrelated');
  });

  it('counts waiting and refused submissions for the badge', async () => {
    setOnline(false);
    await submitForm(request);
    await submitForm(request);
    const [first] = await db.outbox.toArray();
    await db.outbox.put({ ...first, status: 'refused' });
    expect(await pendingCounts()).toEqual({ waiting: 1, refused: 1 });
  });
});
