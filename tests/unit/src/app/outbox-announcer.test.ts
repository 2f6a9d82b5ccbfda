// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { newOutboxItem, type OutboxItem } from '../../../../domain/outbox';
import { announcements } from '../../../../src/app/pwa/outbox-announcer';
import { joinLeadership, type TabSignals } from '../../../../src/app/pwa/leader';
import { db } from '../../../../src/data/database';
import { takeFinished } from '../../../../src/data/outbox';

const finished = (id: string, status: 'delivered' | 'refused', at: number): OutboxItem => ({
  ...newOutboxItem({ id, request: { endpoint: 'contact', body: {} }, form: 'contact', label: 'Konsultasi Pembelian', editPath: '/contact-us' }, at),
  status, notified: false, lastError: status === 'refused' ? 'Periksa Kembali Semua Form' : null,
});

/** A fake tab: its own visibility and page events, the shared localStorage of the site. */
function fakeTab(visible: boolean) {
  const events = new EventTarget();
  const state = { shown: visible };
  const tab = {
    signals: {
      visible: () => state.shown,
      listen: (type: string, listener: (event: Event) => void) => {
        events.addEventListener(type, listener);
        return () => events.removeEventListener(type, listener);
      },
    } as TabSignals,
    show() {
      state.shown = true;
      events.dispatchEvent(new Event('visibilitychange'));
    },
    hide() {
      state.shown = false;
      events.dispatchEvent(new Event('visibilitychange'));
    },
    close() {
      events.dispatchEvent(new Event('pagehide'));
    },
    /** What the browser tells the other tabs when the stored speaker changes. */
    storageChanged(key: string, newValue: string | null) {
      events.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    },
  };
  return tab;
}

beforeEach(async () => {
  await db.outbox.clear();
  localStorage.clear();
});

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
  it('lets the tab the person looked at last speak, and passes the word on when it closes', () => {
    const a = fakeTab(true);
    const b = fakeTab(true);
    const leadA = joinLeadership(() => {}, a.signals);
    expect(leadA.isLeader).toBe(true);
    const leadB = joinLeadership(() => {}, b.signals);
    expect([leadA.isLeader, leadB.isLeader]).toEqual([false, true]);
    // Tab A comes to the front again: it takes the word back.
    a.hide();
    a.show();
    expect([leadA.isLeader, leadB.isLeader]).toEqual([true, false]);
    // Tab A closes: the word is free, and the tab on screen takes it.
    a.close();
    b.storageChanged('merapi-outbox-speaker', null);
    expect(leadB.isLeader).toBe(true);
    leadA.stop();
    leadB.stop();
  });

  it('lets a tab in the background wait until it is looked at, and tells it when it takes the word', () => {
    const front = fakeTab(true);
    const back = fakeTab(false);
    let backLed = 0;
    const leadFront = joinLeadership(() => {}, front.signals);
    const leadBack = joinLeadership(() => { backLed += 1; }, back.signals);
    expect([leadFront.isLeader, leadBack.isLeader, backLed]).toEqual([true, false, 0]);
    // The speaking tab goes: a tab in the background does not speak to nobody.
    leadFront.stop();
    back.storageChanged('merapi-outbox-speaker', null);
    expect(leadBack.isLeader).toBe(false);
    back.show();
    expect([leadBack.isLeader, backLed]).toEqual([true, 1]);
    leadBack.stop();
  });
});
