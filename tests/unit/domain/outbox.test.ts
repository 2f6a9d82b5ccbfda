import { describe, expect, it } from 'vitest';
import {
  afterSend, backoffDelay, claimed, claimExpired, dueItems, laneOf, newOutboxItem, nextWakeAt, outcomeOf, released, resubmitted, sendableLanes, SENDING_LEASE_MS,
} from '../../../domain/outbox';

const item = (id: string, createdAt: number) => newOutboxItem({ id, request: { endpoint: 'contact', body: { a: 1 } }, form: 'contact', label: 'Kontak' }, createdAt);

describe('outbox rules', () => {
  it('backs off exponentially up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffDelay(30)).toBe(300_000);
  });
  it('sends due items oldest first and skips those waiting out their backoff', () => {
    const a = item('a', 2000);
    const b = item('b', 1000);
    const waiting = { ...item('c', 500), nextAttemptAt: 99_999 };
    expect(dueItems([a, waiting, b], 5000).map((i) => i.id)).toEqual(['b', 'a']);
  });
  it('retries a send left half-way by a reload once its lease has passed', () => {
    const sending = { ...item('s', 0), status: 'sending' as const, sendingSince: 1000 };
    expect(dueItems([sending], 1000 + SENDING_LEASE_MS - 1)).toHaveLength(0);
    expect(dueItems([sending], 1000 + SENDING_LEASE_MS)).toHaveLength(1);
  });
  it('reads 2xx as delivered, 422 as refused with its field errors, 5xx and network errors as retry', () => {
    expect(outcomeOf(200, { data: 1 }).kind).toBe('delivered');
    expect(outcomeOf(422, { message: 'Periksa Kembali Semua Form', errors: { name: ['x'] } })).toEqual({ kind: 'refused', message: 'Periksa Kembali Semua Form', errors: { name: ['x'] } });
    expect(outcomeOf(400, { message: { alert: 'Kuota habis' } })).toEqual({ kind: 'refused', message: 'Kuota habis', errors: null });
    expect(outcomeOf(503, null).kind).toBe('retry');
    expect(outcomeOf(0, null).kind).toBe('retry');
    expect(outcomeOf(429, {}).kind).toBe('retry');
  });
  it('moves through queued, retried, delivered and refused', () => {
    const start = item('x', 0);
    const retried = afterSend({ ...start, status: 'sending', sendingSince: 0 }, { kind: 'retry', message: 'offline' }, 10_000);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: 12_000, lastError: 'offline' });
    const delivered = afterSend(retried, { kind: 'delivered', response: { ok: true } }, 20_000);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, response: { ok: true }, notified: false });
    const refused = afterSend(retried, { kind: 'refused', message: 'Periksa', errors: { email: ['bad'] } }, 20_000);
    expect(refused).toMatchObject({ status: 'refused', errors: { email: ['bad'] } });
  });
  it('gives a corrected submission a new key', () => {
    const refused = { ...item('old', 0), status: 'refused' as const, errors: { a: ['x'] } };
    const again = resubmitted(refused, { endpoint: 'contact', body: { a: 2 } }, 'new', 50);
    expect(again).toMatchObject({ id: 'new', status: 'queued', attempts: 0, errors: null, request: { endpoint: 'contact', body: { a: 2 } } });
  });

  it('expires a claim when its lease runs out, or at once when its owner was gone at the last look', () => {
    const sending = claimed(item('s', 0), 'tab:a', 1000);
    expect(claimExpired(sending, 2000)).toBe(false);
    expect(claimExpired(sending, 1000 + SENDING_LEASE_MS)).toBe(true);
    expect(claimExpired(sending, 2000, { owners: new Set(['tab:b']), at: 1500 })).toBe(true);
    expect(claimExpired(sending, 2000, { owners: new Set(['tab:a']), at: 1500 })).toBe(false);
    // Claimed after the owners were looked at: its lock may not have shown yet.
    expect(claimExpired(sending, 2000, { owners: new Set(), at: 900 })).toBe(false);
  });
  it('gives a released claim back as due at once, without counting an attempt', () => {
    const back = released({ ...claimed(item('r', 0), 'tab:a', 1000), attempts: 2 }, 5000);
    expect(back).toMatchObject({ status: 'queued', attempts: 2, nextAttemptAt: 5000, sendingSince: null, claimedBy: null });
    expect(dueItems([back], 5000)).toHaveLength(1);
  });
  it('wakes the retry timer for the next backoff end or the next claim expiry', () => {
    const waiting = { ...item('w', 0), nextAttemptAt: 90_000 };
    const sending = claimed(item('s', 0), 'tab:a', 10_000);
    expect(nextWakeAt([waiting, sending])).toBe(10_000 + SENDING_LEASE_MS);
    expect(nextWakeAt([waiting])).toBe(90_000);
    expect(nextWakeAt([{ ...item('d', 0), status: 'delivered' }])).toBeNull();
  });
  it('keeps one person in order (member by token, guest by e-mail, else the form) and lets others go side by side', () => {
    const guest = (id: string, email: string, at: number) => newOutboxItem({ id, request: { endpoint: 'contact', body: { email } }, form: 'contact', label: 'K' }, at);
    expect(laneOf(guest('a', ' Sari@Example.com', 0))).toBe(laneOf(guest('b', 'sari@example.com', 1)));
    expect(laneOf({ ...guest('c', 'x@example.com', 0), token: 'tok' })).toBe('member:tok');
    expect(laneOf(item('d', 0))).toBe('form:contact');
    const lanes = sendableLanes([guest('s2', 'sari@example.com', 2), guest('b1', 'budi@example.com', 1), guest('s1', 'sari@example.com', 0)], 10);
    expect(lanes.map((l) => l.map((i) => i.id))).toEqual([['s1', 's2'], ['b1']]);
  });
  it("cuts a lane at its first item that may not go yet, so nothing overtakes it", () => {
    const first = { ...item('first', 0), nextAttemptAt: 99_999 };
    expect(sendableLanes([first, item('second', 1)], 10)).toEqual([]);
    const busy = claimed(item('busy', 0), 'tab:a', 5);
    expect(sendableLanes([busy, item('next', 1)], 10)).toEqual([]);
    const refused = { ...item('refused', 0), status: 'refused' as const };
    expect(sendableLanes([refused, item('after', 1)], 10).map((l) => l.map((i) => i.id))).toEqual([['after']]);
  });
});
