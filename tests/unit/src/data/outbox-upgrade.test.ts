/** Items queued before requests were typed (a URL string and a payload) are converted by the database's upgrade and still delivered. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { newOutboxItem, type LiveOwners, type OutboxItem } from '../../../../domain/outbox';
import { legacyRequest } from '../../../../domain/outbox-request';
import { drainOutbox } from '../../../../shared/outbox-store';
import { MerapiDb } from '../../../../src/data/database';

const NAME = 'outbox-upgrade';
const noLocks = async (): Promise<LiveOwners> => null;

/** An item exactly as version 3 of the page wrote it. */
const legacy = (id: string, endpoint: string, payload: Record<string, unknown>, createdAt: number) => ({
  id, endpoint, form: endpoint.includes('/staff/') ? 'staff-status' : 'contact', label: id, payload, token: id === 'staff' ? 'stf_sales' : null,
  status: 'queued', attempts: 0, createdAt, nextAttemptAt: 0, sendingSince: null, claimedBy: null, errors: null, lastError: null,
});

/** The database as version 3 left it, with old-format items in its outbox. */
async function version3(items: ReturnType<typeof legacy>[]): Promise<void> {
  const old = new Dexie(NAME);
  old.version(1).stores({ responses: 'key, fetchedAt' });
  old.version(2).stores({ outbox: 'id, status, createdAt' });
  old.version(3).stores({ outbox: 'id, status, createdAt, [status+nextAttemptAt]' });
  await old.table('outbox').bulkPut(items);
  old.close();
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await Dexie.delete(NAME);
});

describe('old outbox items', () => {
  it('reads the URL strings of every endpoint the outbox sent to, and nothing else', () => {
    expect(legacyRequest('/api/contact', { a: 1 })).toEqual({ endpoint: 'contact', body: { a: 1 } });
    expect(legacyRequest('/booking-api/bookingonlinenet.php', {})).toEqual({ endpoint: 'bookingonlinenet.php', body: {} });
    expect(legacyRequest('/api/member/payment', {})).toEqual({ endpoint: 'member/payment', body: {} });
    expect(legacyRequest('/api/staff/queue/order/12/progress', { spk_number: 'S1' }))
      .toEqual({ endpoint: 'staff/queue/:kind/:id/progress', params: { kind: 'order', id: 12 }, body: { spk_number: 'S1' } });
    expect(legacyRequest('/api/staff/queue/members/7/status', {})).toBeNull();
    expect(legacyRequest('/api/staff/queue/order/x/status', {})).toBeNull();
    expect(legacyRequest('/api/staff/queue/order/7/delete', {})).toBeNull();
    expect(legacyRequest('/api/login', {})).toBeNull();
  });

  it('are converted when the page opens the database, and sent to the same URL with the same body and key', async () => {
    await version3([
      legacy('contact', '/api/contact', { name: 'Sari', email: 'sari@example.com' }, 1),
      legacy('booking', '/booking-api/bookingonlinenet.php', { name: 'Budi', email: 'budi@example.com' }, 2),
      legacy('staff', '/api/staff/queue/order/5/status', { to: 'confirmed', version: 3 }, 3),
      legacy('unknown', '/api/somewhere-else', {}, 4),
    ]);
    const db = new MerapiDb(NAME);
    const items = await db.outbox.orderBy('createdAt').toArray();
    expect(items.map((i) => i.request)).toEqual([
      { endpoint: 'contact', body: { name: 'Sari', email: 'sari@example.com' } },
      { endpoint: 'bookingonlinenet.php', body: { name: 'Budi', email: 'budi@example.com' } },
      { endpoint: 'staff/queue/:kind/:id/status', params: { kind: 'order', id: 5 }, body: { to: 'confirmed', version: 3 } },
    ]);
    expect(items[0]).not.toHaveProperty('endpoint');
    expect(items[0]).not.toHaveProperty('payload');

    const sent: Array<{ url: string; key: string | null; auth: string | null; body: unknown }> = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ url, key: headers.get('idempotency-key'), auth: headers.get('authorization'), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ status: 200, message: 'ok', data: {} }), { status: 200 });
    }));
    const report = await drainOutbox({ table: db.outbox, owner: 'tab:test', live: noLocks });
    expect(report.delivered).toBe(3);
    expect(sent.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: '/api/contact', key: 'contact', auth: null, body: { name: 'Sari', email: 'sari@example.com' } },
      { url: '/api/staff/queue/order/5/status', key: 'staff', auth: 'Bearer stf_sales', body: { to: 'confirmed', version: 3 } },
      { url: '/booking-api/bookingonlinenet.php', key: 'booking', auth: null, body: { name: 'Budi', email: 'budi@example.com' } },
    ]);
    db.close();
  });

  it('moves a version-4 outbox (typed requests) to its own table when the page opens the database, and still delivers it', async () => {
    await version4([newOutboxItem({ id: 'typed', request: { endpoint: 'contact', body: { name: 'Sari', email: 'sari@example.com' } }, form: 'contact', label: 'Kontak' }, 1)]);
    const db = new MerapiDb(NAME);
    expect((await db.outbox.toArray()).map((i) => i.request)).toEqual([{ endpoint: 'contact', body: { name: 'Sari', email: 'sari@example.com' } }]);
    expect(db.tables.map((t) => t.name)).not.toContain('outbox');
    const sent = stubFetch();
    expect((await drainOutbox({ table: db.outbox, owner: 'tab:test', live: noLocks })).delivered).toBe(1);
    expect(sent).toEqual([{ url: '/api/contact', key: 'typed', body: { name: 'Sari', email: 'sari@example.com' } }]);
    db.close();
  });
});

/**
 * The replay of the service worker of the release before typed requests (sw/outbox-replay.ts and
 * shared/outbox-store.ts sendItem at f2d2056^), reduced to what it reads: the page's database opened
 * without a schema, its 'outbox' table if there is one, and each waiting item POSTed to the item's
 * `endpoint` with its `payload` as the body and its id as the Idempotency-Key.
 */
async function oldWorkerReplay(): Promise<void> {
  const db = new Dexie(NAME);
  await db.open();
  try {
    if (!db.tables.some((t) => t.name === 'outbox')) return;
    const items = await db.table('outbox').where('status').anyOf('queued', 'sending').toArray();
    for (const item of items) {
      await fetch(item.endpoint, { method: 'POST', headers: { 'idempotency-key': item.id }, body: JSON.stringify(item.payload ?? null) });
    }
  } finally {
    db.close();
  }
}

describe('a service worker of the release before typed requests, still controlling the page after an update', () => {
  it('would have sent a version-4 item to an undefined URL (why the items moved)', async () => {
    await version4([newOutboxItem({ id: 'typed', request: { endpoint: 'contact', body: { name: 'Sari' } }, form: 'contact', label: 'Kontak' }, 1)]);
    const sent = stubFetch();
    await oldWorkerReplay();
    expect(sent).toEqual([{ url: undefined, key: 'typed', body: null }]);
  });

  it('finds nothing to send once the page opened the database: queued typed items wait for the page, unchanged', async () => {
    await version4([newOutboxItem({ id: 'before-update', request: { endpoint: 'contact', body: { name: 'Sari' } }, form: 'contact', label: 'Kontak' }, 1)]);
    const db = new MerapiDb(NAME);
    await db.outbox.put(newOutboxItem({
      id: 'after-update', request: { endpoint: 'staff/queue/:kind/:id/status', params: { kind: 'order', id: 5 }, body: { to: 'spk', version: 1 } }, form: 'staff-status', label: 'Status',
    }, 2));
    db.close();
    const sent = stubFetch();
    await oldWorkerReplay();
    expect(sent).toEqual([]);
    const reopened = new MerapiDb(NAME);
    expect((await reopened.outbox.toArray()).map((i) => [i.id, i.status, i.attempts])).toEqual([['after-update', 'queued', 0], ['before-update', 'queued', 0]]);
    reopened.close();
  });
});

/** The database as version 4 left it: typed items in the 'outbox' table. */
async function version4(items: OutboxItem[]): Promise<void> {
  const old = new Dexie(NAME);
  old.version(1).stores({ responses: 'key, fetchedAt' });
  old.version(2).stores({ outbox: 'id, status, createdAt' });
  old.version(3).stores({ outbox: 'id, status, createdAt, [status+nextAttemptAt]' });
  old.version(4).stores({ keyval: '' });
  await old.table('outbox').bulkPut(items);
  old.close();
}

/** Records every request (URL, Idempotency-Key, body) and answers 200. */
function stubFetch() {
  const sent: Array<{ url: string | undefined; key: string | null; body: unknown }> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string | undefined, init: RequestInit) => {
    sent.push({ url, key: new Headers(init.headers).get('idempotency-key'), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ status: 200, message: 'ok', data: {} }), { status: 200 });
  }));
  return sent;
}
