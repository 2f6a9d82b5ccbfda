// @vitest-environment jsdom
/**
 * Whether the outbox holds work, read with plain IndexedDB before its machinery (and Dexie) is loaded
 * (src/data/outbox-peek.ts): false only when that is certain, and the database is never created by it.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { newOutboxItem, OUTBOX_COUNT_KEY, OUTBOX_DB_NAME, type OutboxItem } from '../../../../domain/outbox';
import { MerapiDb } from '../../../../shared/merapi-db';
import { watchForOutboxWork } from '../../../../src/data/outbox-peek';

/** One watch's first answer: 'work' or 'none'. */
function firstAnswer(): Promise<'work' | 'none'> {
  return new Promise((resolve) => {
    const stop = watchForOutboxWork(() => { stop(); resolve('work'); }, () => { stop(); resolve('none'); });
  });
}

const item = (id: string, status: OutboxItem['status']): OutboxItem => ({
  ...newOutboxItem({ id, request: { endpoint: 'contact', body: { name: 'Sari', email: 'sari@example.com', phone: '081234567890', address: 'Jl. Malioboro 1', text: 'Halo' } }, form: 'contact', label: 'Kontak' }, 1),
  status,
});

const names = async () => (await indexedDB.databases()).map((d) => d.name);

afterEach(async () => {
  await new Promise<void>((resolve) => { const r = indexedDB.deleteDatabase(OUTBOX_DB_NAME); r.onsuccess = r.onerror = r.onblocked = () => resolve(); });
});

describe('the outbox peek', () => {
  it('answers none where there is no database, and creates none', async () => {
    expect(await firstAnswer()).toBe('none');
    expect(await names()).not.toContain(OUTBOX_DB_NAME);
  });

  it('answers none for an outbox of delivered submissions, work for one waiting, sending or refused', async () => {
    const db = new MerapiDb();
    await db.outbox.put(item('a', 'delivered'));
    expect(await firstAnswer()).toBe('none');
    for (const status of ['queued', 'sending', 'refused'] as const) {
      await db.outbox.clear();
      await db.outbox.bulkPut([item('a', 'delivered'), item('b', status)]);
      expect(await firstAnswer(), status).toBe('work');
    }
    db.close();
  });

  it('answers work for a database of an older schema, whose items Dexie has yet to move', async () => {
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(OUTBOX_DB_NAME, 30);
      open.onupgradeneeded = () => open.result.createObjectStore('outbox', { keyPath: 'id' }).createIndex('status', 'status');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => { open.result.close(); resolve(); };
    });
    expect(await firstAnswer()).toBe('work');
  });

  it('answers work when another tab stores a count of waiting submissions', async () => {
    const answers: string[] = [];
    const stop = watchForOutboxWork(() => answers.push('work'), () => answers.push('none'));
    await new Promise((r) => setTimeout(r, 50));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_COUNT_KEY, newValue: JSON.stringify({ waiting: 0, refused: 0 }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_COUNT_KEY, newValue: JSON.stringify({ waiting: 2, refused: 0 }) }));
    stop();
    expect(answers).toEqual(['none', 'work']);
  });
});
