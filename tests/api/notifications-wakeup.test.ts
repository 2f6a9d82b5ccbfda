/**
 * The delivery worker's wake-up (issue 31.3, docs/notifications.md): a due delivery's NOTIFY at
 * commit starts a round at once (the poll is set to ten minutes here, so only the wake-up can send
 * in time); nothing is signalled before commit, for a rollback or for a row due later; two started
 * workers woken together still send each row once; with PostgreSQL every listening connection is
 * woken and a killed listening connection is replaced. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { notificationDeliveries, staffAccounts } from '../../server/db/schema';
import { notifyStaff } from '../../server/services/notify/deliveries';
import { createDeliveryWorker, DELIVERY_CHANNEL, type DeliveryWorker } from '../../server/services/notify/worker';
import { createTestApp, type TestApp } from './helpers';
import { allTokens, auth, DEMO_EMAIL } from './staff-fixtures';
import { startPushService, type PushService, type TestDevice } from '../../scripts/push-test-service';
import type { StaffRole } from '../../domain/staff/roles';

let t: TestApp;
let push: PushService;
let tokens: Record<StaffRole, string>;
let salesId: number;
const started: DeliveryWorker[] = [];
const TEN_MINUTES = 600_000;

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_INSECURE: '1' });
  push = await startPushService();
  tokens = await allTokens(t);
  [{ id: salesId }] = await t.database.db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, DEMO_EMAIL.sales));
});
afterAll(async () => {
  await Promise.all(started.map((w) => w.stop()));
  await push.close();
  await t.close();
});

const db = () => t.database.db;
/** A worker started as the server starts it (listening once this resolves): woken by LISTEN, polling only every ten minutes. */
async function startWorker(): Promise<DeliveryWorker> {
  const worker = createDeliveryWorker({ db: db(), mailer: t.app.mailer, config: t.app.config, listen: t.database.listen });
  await worker.start(TEN_MINUTES);
  started.push(worker);
  return worker;
}
async function staffDevice(name: string): Promise<TestDevice> {
  const device = push.device(name);
  expect((await t.post('/api/staff/push', { subscription: device.subscription }, auth(tokens.sales))).statusCode).toBe(200);
  return device;
}
const requestsOf = (device: TestDevice) => push.requests.filter((r) => r.device === device.name);
/** Counts the NOTIFYs on the deliveries' channel seen by one listening connection. */
async function countWakeups() {
  const seen = { count: 0 };
  const unlisten = await t.database.listen(DELIVERY_CHANNEL, (payload) => { if (payload === '') seen.count += 1; });
  // Called once when listening starts; counting starts after it.
  await vi.waitFor(() => expect(seen.count).toBe(1));
  seen.count = 0;
  return { seen, unlisten };
}

describe('the delivery worker is woken at commit', () => {
  it('signals a committed due row once per transaction, never before commit, for a rollback or a row due later', async () => {
    const { seen, unlisten } = await countWakeups();
    try {
      await db().transaction(async (tx) => {
        await notifyStaff(tx, salesId, { title: 'Dua baris', text: 'x', link: '/staff' });
        await notifyStaff(tx, salesId, { title: 'Dua baris lagi', text: 'x', link: '/staff' });
        expect(seen.count).toBe(0);
      });
      await vi.waitFor(() => expect(seen.count).toBe(1));
      await db().transaction(async (tx) => {
        await notifyStaff(tx, salesId, { title: 'Batal', text: 'x', link: '/staff' });
        tx.rollback();
      }).catch(() => undefined);
      expect(await db().select().from(notificationDeliveries).where(eq(notificationDeliveries.title, 'Batal'))).toEqual([]);
      // Due later (quiet hours, back-off): no signal; the same row made due: one.
      await db().update(notificationDeliveries).set({ notBefore: sql`now() + interval '1 hour'` }).where(eq(notificationDeliveries.status, 'pending'));
      const marker = await countWakeups();
      await db().update(notificationDeliveries).set({ notBefore: sql`now()` }).where(eq(notificationDeliveries.status, 'pending'));
      await vi.waitFor(() => expect(marker.seen.count).toBe(1));
      await marker.unlisten();
      // The rollback and the 'later' update signalled nothing (the count stayed at the commit's one).
      expect(seen.count).toBe(2);
    } finally {
      await unlisten();
    }
  });

  it('a started worker sends a new push at commit, long before its ten-minute poll', async () => {
    const device = await staffDevice('wakeup-tablet');
    await startWorker();
    const at = performance.now();
    await db().transaction((tx) => notifyStaff(tx, salesId, { title: 'Lead baru', text: 'Budi', link: '/staff/queue/testdrive/7' }));
    await push.waitFor(device.name, 1);
    expect(performance.now() - at).toBeLessThan(TEN_MINUTES / 10);
    await vi.waitFor(async () => {
      const rows = await db().select().from(notificationDeliveries).where(eq(notificationDeliveries.title, 'Lead baru'));
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    }, { timeout: 15_000 });
    expect(requestsOf(device)).toHaveLength(1);
    await t.post('/api/staff/push/unsubscribe', { endpoint: device.subscription.endpoint }, auth(tokens.sales));
  });

  it('two started workers woken by the same commits send every row once', async () => {
    await startWorker();
    await startWorker();
    const devices = await Promise.all(['pair-a', 'pair-b', 'pair-c'].map(staffDevice));
    for (let i = 0; i < 5; i++) await notifyStaff(db(), salesId, { title: `Serentak ${i}`, text: 'x', link: '/staff' });
    await Promise.all(devices.map((d) => push.waitFor(d.name, 5)));
    await vi.waitFor(async () => {
      const rows = await db().select().from(notificationDeliveries).where(sql`${notificationDeliveries.title} like 'Serentak %'`);
      expect(rows.filter((r) => r.status === 'sent')).toHaveLength(20);
    }, { timeout: 15_000 });
    for (const device of devices) expect(new Set(requestsOf(device).map((r) => r.headers.topic)).size).toBe(requestsOf(device).length);
    expect(devices.map((d) => requestsOf(d).length)).toEqual([5, 5, 5]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL: every instance listens', () => {
  const pool = () => (db() as unknown as { $client: pg.Pool }).$client;
  const listeners = async () => (await pool().query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query = $1 and pid <> pg_backend_pid()`, [`LISTEN ${DELIVERY_CHANNEL}`])).rows.map((r) => r.pid);

  it('every listening connection is woken by one commit', async () => {
    const [a, b] = [await countWakeups(), await countWakeups()];
    await notifyStaff(db(), salesId, { title: 'Semua instans', text: 'x', link: '/staff' });
    await vi.waitFor(() => expect([a.seen.count, b.seen.count]).toEqual([1, 1]));
    await a.unlisten();
    await b.unlisten();
  });

  it('a killed listening connection is replaced, and the next commit wakes the worker again', async () => {
    const device = await staffDevice('reconnect-tablet');
    await startWorker();
    const before = await listeners();
    await pool().query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
    await vi.waitFor(async () => {
      const now = await listeners();
      expect(now.length).toBe(before.length);
      expect(now.filter((pid) => before.includes(pid))).toEqual([]);
    }, { timeout: 15_000 });
    await notifyStaff(db(), salesId, { title: 'Setelah putus', text: 'x', link: '/staff' });
    await push.waitFor(device.name, 1);
    expect(requestsOf(device)).toHaveLength(1);
  });
});
