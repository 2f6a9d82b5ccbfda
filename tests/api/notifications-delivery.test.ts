/**
 * Notifications (issue 31.3): the outbox is written with the inbox message and the delivery worker
 * sends each message once per channel and device (two workers at once), drops a device on 410,
 * retries with back-off, honours consent and purpose, sends offers only to who opted in, and reaches
 * staff accounts. Push goes to a push service on 127.0.0.1 and is decrypted with the device's keys.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { notBefore } from '../../domain/notifications';
import type { StaffRole } from '../../domain/staff/roles';
import { inboxMessages, members, pushSubscriptions, staffAccounts } from '../../server/db/schema';
import { writeInbox } from '../../server/services/inbox';
import { notifyStaff } from '../../server/services/notify/deliveries';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/services/notify/worker';
import { checkVapid, type PushService } from '../../scripts/push-test-service';
import type { TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { notificationFixtures } from './notification-fixtures';
import { auth, DEMO_EMAIL, move } from './staff-fixtures';

const { setup, db, mailsTo, deliveriesOf, makeDue, drain, payloadsFor, verifiedMember, subscribeDevice, confirm } = notificationFixtures();
let t: TestApp;
let push: PushService;
let tokens: Record<StaffRole, string>;
let worker: DeliveryWorker;
let publicKey: string;
beforeAll(() => { ({ t, push, tokens, worker, publicKey } = setup); });

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
