/**
 * Notifications (issue 31.1-31.2): settings are consents, and push subscriptions (one VAPID pair,
 * endpoints refused, a device belonging to one account).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../server/db/client';
import { consents, members, pushSubscriptions, vapidKeys } from '../../server/db/schema';
import { ensureVapidKeys } from '../../server/services/notify/vapid';
import type { PushService } from '../../scripts/push-test-service';
import type { TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { notificationFixtures } from './notification-fixtures';

const { setup, db, deliveriesOf, drain, payloadsFor, verifiedMember, subscribeDevice, confirm } = notificationFixtures();
let t: TestApp;
let push: PushService;
beforeAll(() => { ({ t, push } = setup); });

describe('settings are consents', () => {
  it('answers the defaults, records each change with time, text version and source, refuses non-booleans', async () => {
    const login = await registered(t, 'settings@example.com', { cek_list_penawaran: '' });
    const first = await t.get('/api/member/notifications', bearer(login.token));
    expect(first.json().data).toEqual({ channels: { email: true, push: false }, purposes: { status: true, reminders: false, offers: false } });
    const changed = await t.post('/api/member/notifications', { channels: { email: false }, purposes: { reminders: true, offers: true } }, bearer(login.token));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ channels: { email: false, push: false }, purposes: { status: true, reminders: true, offers: true } });
    const list = (await t.get('/api/member/consents', bearer(login.token))).json().data as { purpose: string; granted: boolean; source: string; text_version: string; at: string }[];
    expect(list.find((c) => c.purpose === 'email')).toMatchObject({ granted: false, source: 'profile', text_version: 'notifikasi-email/2026-11' });
    expect(list.find((c) => c.purpose === 'offers')).toMatchObject({ granted: true, source: 'profile' });
    const bad = await t.post('/api/member/notifications', { channels: { email: 'ya' }, purposes: 'semua' }, bearer(login.token));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['channels.email', 'purposes']);
    expect((await t.get('/api/member/notifications')).statusCode).toBe(401);
  });

  it("the register form's cek_list_penawaran is the offers consent", async () => {
    const login = await registered(t, 'penawaran@example.com');
    expect((await t.get('/api/member/notifications', bearer(login.token))).json().data.purposes.offers).toBe(true);
    const id = (await db().select({ id: members.id }).from(members).where(eq(members.email, 'penawaran@example.com')))[0].id;
    const [row] = await db().select().from(consents).where(and(eq(consents.memberId, id), eq(consents.purpose, 'offers')));
    expect(row).toMatchObject({ granted: true, source: 'register' });
  });
});

describe('push subscriptions', () => {
  it('one VAPID pair even when two instances create it at once', async () => {
    const kind = t.database.kind;
    const handles: { db: Db; end: () => Promise<void> }[] = [0, 1].map(() => {
      if (kind === 'pglite') return { db: pgliteDrizzle({ client: (db() as unknown as { $client: PGlite }).$client }) as unknown as Db, end: async () => undefined };
      const pool = new pg.Pool({ connectionString: ((db() as unknown as { $client: pg.Pool }).$client).options.connectionString });
      return { db: pgDrizzle({ client: pool }) as unknown as Db, end: () => pool.end() };
    });
    const before = (await db().select().from(vapidKeys))[0];
    await db().delete(vapidKeys);
    const [a, b] = await Promise.all(handles.map((h) => ensureVapidKeys(h.db)));
    await Promise.all(handles.map((h) => h.end()));
    expect(a).toEqual(b);
    expect(await db().select().from(vapidKeys)).toHaveLength(1);
    // Put the key the app signs with back (this app's process cached it).
    await db().delete(vapidKeys);
    await db().insert(vapidKeys).values(before);
    expect((await t.get('/api/push/key')).json().data.public_key).toBe(before.publicKey);
  });

  it('refuses endpoints that are not https on a public host, and bad keys (422)', async () => {
    const login = await registered(t, 'endpoints@example.com');
    const device = push.device('endpoints');
    for (const endpoint of ['http://push.example.com/x', 'https://localhost:9/x', 'https://10.0.0.5/x', 'https://[::1]:8443/x', 'https://169.254.169.254/latest', 'bukan url']) {
      const res = await subscribeDevice(login.token, { ...device, subscription: { ...device.subscription, endpoint } });
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().errors['subscription.endpoint']).toEqual(['Alamat langganan push tidak valid (harus https dan bukan alamat lokal).']);
    }
    const badKeys = await subscribeDevice(login.token, { ...device, subscription: { ...device.subscription, keys: { p256dh: 'AAAA', auth: 'x' } } });
    expect(Object.keys(badKeys.json().errors).sort()).toEqual(['subscription.keys.auth', 'subscription.keys.p256dh']);
    expect((await subscribeDevice(login.token, device)).statusCode).toBe(200);
    // Subscribing gives the push consent, from the device.
    expect((await t.get('/api/member/notifications', bearer(login.token))).json().data.channels.push).toBe(true);
  });

  it('a device belongs to one account: subscribing it elsewhere moves it and drops the old owner\'s waiting pushes', async () => {
    const a = await verifiedMember('move.a@example.com');
    const b = await verifiedMember('move.b@example.com');
    const device = push.device('shared');
    await subscribeDevice(a.token, device);
    expect((await confirm(a.td.id)).statusCode).toBe(200);
    await subscribeDevice(b.token, device);
    const [sub] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
    expect(sub.memberId).toBe(b.memberId);
    const aPush = (await deliveriesOf(a.memberId)).filter((d) => d.channel === 'push');
    expect(aPush.map((d) => d.status)).toEqual(['cancelled']);
    await drain();
    expect(payloadsFor(device)).toEqual([]);
    // Unsubscribing someone else's endpoint does nothing; one's own ends it.
    await t.post('/api/member/push/unsubscribe', { endpoint: device.subscription.endpoint }, bearer(a.token));
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))).toHaveLength(1);
    await t.post('/api/member/push/unsubscribe', { endpoint: device.subscription.endpoint }, bearer(b.token));
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))).toHaveLength(0);
  });
});
