// @vitest-environment jsdom
/** The key-value table in the page's one database, and the one-time move of what idb-keyval kept in its own databases. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { openDb } from '../../../../src/data/db';
import { keyValueStore } from '../../../../src/data/keyval';
import { readLiveStaffSession } from '../../../../src/data/showroom-seller';
import { idbOrderPersistence } from '../../../../src/stores/order/order-persistence';
import { SessionStore } from '../../../../src/stores/session-store';

/** Writes values exactly as idb-keyval did: database `name`, object store 'keyval', out-of-line keys. */
function writeOldWay(name: string, values: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name);
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('keyval', 'readwrite');
      for (const [key, value] of Object.entries(values)) tx.objectStore('keyval').put(value, key);
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });
}

const databaseNames = async () => (await indexedDB.databases()).map((d) => d.name);

describe('the key-value table', () => {
  it('finds a member session, a staff session and an order draft written the old way, moves them once and deletes the old databases', async () => {
    const profile = { member_name: 'Sari', member_email: 'sari@example.com' };
    const staff = { token: 'stf_1', staff: { id: 2, name: 'Rina', email: 'r@x', role: 'sales', branch_ids: [1] }, expires_at: new Date(Date.now() + 3_600_000).toISOString() };
    await writeOldWay('merapi-session', { session: { token: 'tok-old', profile } });
    await writeOldWay('merapi-staff', { 'staff-session': staff });
    await writeOldWay('merapi-order', { wizard: { step: 3, color: 'Silver Metallic' }, ktp: 'data:image/jpeg;base64,AAAA' });

    // Before the page's database exists at all (the first start after the update): read from the old place.
    const session = new SessionStore();
    await session.restore();
    expect(session.token).toBe('tok-old');
    expect(session.profile).toEqual(profile);
    expect((await readLiveStaffSession())?.token).toBe('stf_1');
    const order = idbOrderPersistence();
    expect(await order.load()).toEqual({ step: 3, color: 'Silver Metallic' });
    expect(await order.loadKtp()).toBe('data:image/jpeg;base64,AAAA');

    // Moved into the one database, and the old ones gone.
    const db = await openDb();
    await vi.waitFor(async () => expect(await databaseNames()).not.toContain('merapi-session'));
    await vi.waitFor(async () => expect(await databaseNames()).not.toContain('merapi-staff'));
    await vi.waitFor(async () => expect(await databaseNames()).not.toContain('merapi-order'));
    expect(await db.keyval.get('member:session')).toEqual({ token: 'tok-old', profile });
    expect(await db.keyval.get('staff:staff-session')).toEqual(staff);
    expect(await db.keyval.get('order:wizard')).toEqual({ step: 3, color: 'Silver Metallic' });
    expect(await databaseNames()).toContain('merapi-toyota');

    // A later start reads the table: still signed in, the draft still there.
    const again = new SessionStore();
    await again.restore();
    expect(again.token).toBe('tok-old');
    expect(await idbOrderPersistence().loadKtp()).toBe('data:image/jpeg;base64,AAAA');

    // Signing out deletes it from the table; the old value never comes back.
    await again.clear();
    const third = new SessionStore();
    await third.restore();
    expect(third.token).toBeNull();
  });

  it('keeps what the table has over an old value, and deletes a namespace only', async () => {
    const a = keyValueStore('ns-a', 'old-ns-a');
    await a.set('k', 'new');
    await writeOldWay('old-ns-a', { k: 'old', other: 1 });
    const fresh = keyValueStore('ns-a', 'old-ns-a');
    expect(await fresh.get('k')).toBe('new');
    await fresh.set('x', 2);
    expect(await fresh.get('other')).toBe(1);
    expect(await fresh.get('k')).toBe('new');

    const b = keyValueStore('ns-b');
    await b.set('k', 'b');
    await fresh.clear();
    expect(await fresh.get('k')).toBeUndefined();
    expect(await fresh.get('other')).toBeUndefined();
    expect(await b.get('k')).toBe('b');
  });
});
