/**
 * Notifications (issue 31.1-31.3): settings as consents, push subscriptions, the outbox written with
 * the inbox message, and the delivery worker: once per channel and device, with two workers, after
 * a killed worker, 410, consent off, offers opt-in only. Push goes to a push service on 127.0.0.1
 * and is decrypted here with the device's keys.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { notBefore, type PushPayload } from '../../domain/notifications';
import type { Db } from '../../server/db/client';
import { consents, inboxMessages, members, notificationDeliveries, pushSubscriptions, staffAccounts, vapidKeys } from '../../server/db/schema';
import { writeInbox } from '../../server/services/inbox';
import { notifyStaff } from '../../server/services/notify/deliveries';
import { ensureVapidKeys } from '../../server/services/notify/vapid';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/services/notify/worker';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { allTokens, auth, DEMO_EMAIL, freeSlot, move, submitted } from './staff-fixtures';
import { checkVapid, decryptPush, startPushService, type PushService, type TestDevice } from '../../scripts/push-test-service';
import type { StaffRole } from '../../domain/staff/roles';

let t: TestApp;
let push: PushService;
let tokens: Record<StaffRole, string>;
let worker: DeliveryWorker;
let publicKey: string;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000', PUSH_ALLOW_INSECURE: '1' });
  push = await startPushService();
  tokens = await allTokens(t);
  worker = createDeliveryWorker({ db: t.database.db, mailer: t.app.mailer, config: t.app.config, backoffMs: 60_000 });
  publicKey = (await t.get('/api/push/key')).json().data.public_key;
});
afterAll(async () => {
  await push.close();
  await t.close();
});

const db = () => t.database.db;
const mailDir = () => path.join(t.app.config.dataDir, 'mail');
/** The delivery worker's mail files to `email` (not the verification mails). */
const mailsTo = (email: string) => (existsSync(mailDir()) ? readdirSync(mailDir()) : []).filter((f) => f.startsWith('delivery-'))
  .map((f) => readFileSync(path.join(mailDir(), f), 'utf8')).filter((m) => m.includes(`To: ${email}`));
const deliveriesOf = (memberId: number) => db().select().from(notificationDeliveries).where(eq(notificationDeliveries.memberId, memberId)).orderBy(notificationDeliveries.id);
/** Moves the clock past quiet hours and back-off: every pending row is due now. */
const makeDue = () => db().update(notificationDeliveries).set({ notBefore: sql`now()` }).where(eq(notificationDeliveries.status, 'pending'));
/** Runs the worker until nothing is due. */
async function drain(w = worker) {
  await makeDue();
  while ((await w.runOnce()) > 0) { /* next round */ }
}
const payloadsFor = (device: TestDevice) => push.requests.filter((r) => r.device === device.name).map((r) => JSON.parse(decryptPush(device, r.body)) as PushPayload);

/** A member with a verified address, from a guest test drive (returns its id, token and the test drive). */
async function verifiedMember(email: string) {
  const td = await submitted(t, 'testdrive', email);
  const [m] = await db().update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, email)).returning({ id: members.id });
  return { memberId: m.id, token: td.memberToken!, td };
}
const subscribeDevice = (token: string, device: TestDevice) => t.post('/api/member/push', { subscription: device.subscription }, bearer(token));
const confirm = async (id: number) => move(t, tokens.sales, 'testdrive', id, { to: 'confirmed', version: 0, ...(await freeSlot(t, 'testdrive', id)) });

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

describe('every message goes out once', () => {
  it('a staff move: one inbox row, one mail, one push per device (two workers at once), decrypted and signed', async () => {
    const email = 'once@example.com';
    const { memberId, token, td } = await verifiedMember(email);
    const phone = push.device('once-phone');
    const laptop = push.device('once-laptop');
    await subscribeDevice(token, phone);
    await subscribeDevice(token, laptop);
    // The alert routing sent the assignee (issue 31.4) goes out first: only the member's messages are counted below.
    await makeDue();
    await drain();
    const inboxBefore = (await db().select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId))).length;
    expect((await confirm(td.id)).statusCode).toBe(200);
    const inbox = await db().select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId)).orderBy(desc(inboxMessages.id));
    expect(inbox.length).toBe(inboxBefore + 1);
    const rows = (await deliveriesOf(memberId)).filter((d) => d.inboxMessageId === inbox[0].id);
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'push', 'push']);
    // Quiet hours: held to 07:00 WIB when written between 21:00 and 07:00, else due at once.
    for (const r of rows) expect(r.notBefore.getTime()).toBe(notBefore(r.createdAt, 'status').getTime());

    const second = createDeliveryWorker({ db: t.database.db, mailer: t.app.mailer, config: t.app.config });
    await makeDue();
    const [x, y] = await Promise.all([worker.runOnce(), second.runOnce()]);
    expect(x + y).toBe(3);
    await drain(second);
    expect((await deliveriesOf(memberId)).filter((d) => d.inboxMessageId === inbox[0].id).map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    const mails = mailsTo(email).filter((m) => m.includes(`Subject: Test Drive ${td.bookingId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/testdrive/detail/${td.id}`);
    for (const device of [phone, laptop]) {
      const payloads = payloadsFor(device);
      expect(payloads).toHaveLength(1);
      expect(payloads[0]).toMatchObject({ title: inbox[0].judul, icon: '/icons/icon-192.png', data: { url: `/testdrive/detail/${td.id}` } });
      expect(payloads[0].body).toContain('Dikonfirmasi');
      const request = push.requests.find((r) => r.device === device.name)!;
      expect(checkVapid(request, publicKey, `https://127.0.0.1:${push.port}`).sub).toMatch(/^mailto:/);
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.topic).toBe(payloads[0].tag);
    }
    await drain();
    expect(payloadsFor(phone)).toHaveLength(1);
  });

  it('a 410 from the push service removes the subscription; the other device still gets its push', async () => {
    const { memberId, token, td } = await verifiedMember('gone@example.com');
    const dead = push.device('gone-dead');
    const live = push.device('gone-live');
    await subscribeDevice(token, dead);
    await subscribeDevice(token, live);
    push.answer.set(dead.name, 410);
    await confirm(td.id);
    await drain();
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, dead.subscription.endpoint))).toEqual([]);
    const pushes = (await deliveriesOf(memberId)).filter((d) => d.channel === 'push');
    expect(pushes.map((d) => [d.status, d.lastError])).toEqual(expect.arrayContaining([['failed', 'push 410'], ['sent', null]]));
    expect(payloadsFor(live)).toHaveLength(1);
  });

  it('retries with back-off and gives up after the last attempt', async () => {
    const { memberId, token, td } = await verifiedMember('retry@example.com');
    const device = push.device('retry');
    await subscribeDevice(token, device);
    await t.post('/api/member/notifications', { channels: { email: false } }, bearer(token));
    push.answer.set(device.name, 503);
    await confirm(td.id);
    const limited = createDeliveryWorker({ db: t.database.db, mailer: t.app.mailer, config: t.app.config, maxAttempts: 3, backoffMs: 60_000 });
    await makeDue();
    await limited.runOnce();
    let [row] = await deliveriesOf(memberId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push 503' });
    const wait = (await db().execute(sql`select extract(epoch from (not_before - now())) as s from notification_deliveries where id = ${row.id}`) as unknown as { rows: { s: number }[] }).rows[0];
    expect(Number(wait.s)).toBeGreaterThan(50);
    expect(await limited.runOnce()).toBe(0);
    for (let i = 0; i < 2; i++) { await makeDue(); await limited.runOnce(); }
    [row] = await deliveriesOf(memberId);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(push.requests.filter((r) => r.device === device.name)).toHaveLength(3);
  });

  it('consent off means no mail (and a withdrawal drops what is waiting); purpose off keeps the inbox only', async () => {
    const email = 'nomail@example.com';
    const { memberId, token, td } = await verifiedMember(email);
    await confirm(td.id);
    expect((await deliveriesOf(memberId)).map((d) => [d.channel, d.status])).toEqual([['email', 'pending']]);
    await t.post('/api/member/notifications', { channels: { email: false } }, bearer(token));
    expect((await deliveriesOf(memberId)).map((d) => d.status)).toEqual(['cancelled']);
    await move(t, tokens.sales, 'testdrive', td.id, { to: 'done', version: 1 });
    await drain();
    expect(mailsTo(email)).toEqual([]);
    expect((await deliveriesOf(memberId))).toHaveLength(1);

    const other = await verifiedMember('nostatus@example.com');
    await subscribeDevice(other.token, push.device('nostatus'));
    await t.post('/api/member/notifications', { purposes: { status: false } }, bearer(other.token));
    const before = (await db().select().from(inboxMessages).where(eq(inboxMessages.memberId, other.memberId))).length;
    await confirm(other.td.id);
    expect((await db().select().from(inboxMessages).where(eq(inboxMessages.memberId, other.memberId))).length).toBe(before + 1);
    expect(await deliveriesOf(other.memberId)).toEqual([]);
  });

  it('offers only to members who opted in, and an answer is never held by quiet hours', async () => {
    const yes = await registered(t, 'offers.yes@example.com');
    const no = await registered(t, 'offers.no@example.com', { cek_list_penawaran: '' });
    const idOf = async (email: string) => (await db().update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, email)).returning({ id: members.id }))[0].id;
    const [yesId, noId] = [await idOf('offers.yes@example.com'), await idOf('offers.no@example.com')];
    expect(await writeInbox(db(), yesId, 'Promo akhir tahun', '<p>Diskon</p>', { purpose: 'offers' })).toEqual(expect.any(Number));
    expect(await writeInbox(db(), noId, 'Promo akhir tahun', '<p>Diskon</p>', { purpose: 'offers' })).toBeNull();
    expect((await db().select().from(inboxMessages).where(and(eq(inboxMessages.memberId, noId), eq(inboxMessages.judul, 'Promo akhir tahun'))))).toEqual([]);
    expect((await deliveriesOf(noId))).toEqual([]);
    const [offer] = await deliveriesOf(yesId);
    expect(offer).toMatchObject({ channel: 'email', purpose: 'offers' });
    await writeInbox(db(), yesId, 'Jawaban', '<p>Halo</p>', { purpose: 'answer' });
    const answer = (await deliveriesOf(yesId)).find((d) => d.purpose === 'answer')!;
    expect(Math.abs(answer.notBefore.getTime() - answer.createdAt.getTime())).toBeLessThan(1000);
    await drain();
    expect(mailsTo('offers.yes@example.com').filter((m) => m.includes('Subject: Promo akhir tahun'))).toHaveLength(1);
    expect(mailsTo('offers.no@example.com')).toEqual([]);
    expect(yes.token && no.token).toBeTruthy();
  });

  it('notifyStaff: an e-mail and a push per device of the staff account', async () => {
    const device = push.device('staff-tablet');
    expect((await t.post('/api/staff/push', { subscription: device.subscription }, auth(tokens.sales))).statusCode).toBe(200);
    expect((await t.post('/api/staff/push', { subscription: device.subscription })).statusCode).toBe(401);
    const [sales] = await db().select().from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL.sales));
    expect(await notifyStaff(db(), sales.id, { title: 'Test drive baru', text: 'Budi <Semarang>', link: '/staff/queue/testdrive/1' })).toBe(2);
    await drain();
    expect(payloadsFor(device)).toEqual([expect.objectContaining({ title: 'Test drive baru', body: 'Budi <Semarang>', data: { url: '/staff/queue/testdrive/1' } })]);
    const mail = mailsTo(DEMO_EMAIL.sales).filter((m) => m.includes('Subject: Test drive baru'));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Budi &#60;Semarang&#62;');
    await t.post('/api/staff/push/unsubscribe', { endpoint: device.subscription.endpoint }, auth(tokens.sales));
    expect(await notifyStaff(db(), sales.id, { title: 'Lagi', text: 'x', link: '/staff' })).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a worker process killed mid-send', () => {
  it('neither loses nor duplicates: the row waits out its lease, then goes once more with the same id', async () => {
    await drain();
    const email = 'killed@example.com';
    const { memberId, token, td } = await verifiedMember(email);
    const device = push.device('killed');
    await subscribeDevice(token, device);
    push.answer.set(device.name, 'hold');
    await confirm(td.id);
    await makeDue();
    const url = (db() as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/notify-worker-child.ts'], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: t.app.config.dataDir, PUSH_ALLOW_INSECURE: '1', TSX_TSCONFIG_PATH: 'tsconfig.server.json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    await push.waitFor(device.name, 1);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(output).not.toContain('done');
    const push1 = (await deliveriesOf(memberId)).find((d) => d.channel === 'push')!;
    expect(push1).toMatchObject({ status: 'sending', attempts: 1 });
    // While the dead worker's lease runs, nobody sends it again.
    expect(await worker.runOnce()).toBe(0);
    // The lease ends (the clock moved): it is sent again, under the same id.
    await db().update(notificationDeliveries).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(notificationDeliveries.status, 'sending'));
    push.answer.set(device.name, 201);
    push.release(201);
    await drain();
    const rows = await deliveriesOf(memberId);
    expect(rows.map((d) => d.status)).toEqual(['sent', 'sent']);
    const requests = push.requests.filter((r) => r.device === device.name);
    expect(requests).toHaveLength(2);
    expect(new Set(requests.map((r) => r.headers.topic)).size).toBe(1);
    expect(new Set(payloadsFor(device).map((p) => p.tag)).size).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the worker's own connections (PostgreSQL)", () => {
  it('sends while every connection of the request pool is taken', async () => {
    await drain();
    const email = 'busy-pool@example.com';
    const { memberId, token, td } = await verifiedMember(email);
    const device = push.device('busy-pool');
    await subscribeDevice(token, device);
    await confirm(td.id);
    await makeDue();
    const requests = (db() as unknown as { $client: pg.Pool }).$client;
    const workerDb = t.database.workerDb();
    expect((workerDb as unknown as { $client: pg.Pool }).$client).not.toBe(requests);
    // Every connection the pool may still hand out (the app may hold one already, e.g. for LISTEN).
    const free = requests.options.max! - (requests.totalCount - requests.idleCount);
    const held = await Promise.all(Array.from({ length: free }, () => requests.connect()));
    try {
      const own = createDeliveryWorker({ db: workerDb, mailer: t.app.mailer, config: t.app.config });
      const late = new Promise<'waited for a request connection'>((resolve) => setTimeout(() => resolve('waited for a request connection'), 10_000));
      const handled = await Promise.race([own.runOnce(), late]);
      const rows = await workerDb.select().from(notificationDeliveries).where(eq(notificationDeliveries.memberId, memberId)).orderBy(notificationDeliveries.id);
      // The member's (and the assigned staff member's alert) in the round, each sent.
      expect(typeof handled === 'number' && handled >= rows.length).toBe(true);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((d) => d.status === 'sent')).toBe(true);
      expect(payloadsFor(device)).toHaveLength(1);
    } finally {
      for (const client of held) client.release();
    }
  });
});
