import { describe, expect, it } from 'vitest';
import { afterSend, backoffDelay, dueItems, newOutboxItem, outcomeOf, resubmitted, SENDING_LEASE_MS } from '../../../domain/outbox';

const item = (id: string, createdAt: number) => newOutboxItem({ id, endpoint: '/api/contact', form: 'contact', label: 'Kontak', payload: { a: 1 } }, createdAt);

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
    const again = resubmitted(refused, { a: 2 }, 'new', 50);
    expect(again).toMatchObject({ id: 'new', status: 'queued', attempts: 0, errors: null, payload: { a: 2 } });
  });
});
