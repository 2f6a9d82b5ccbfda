/**
 * Notifications (issue 31.3) on PostgreSQL only: a delivery worker process killed mid-send neither
 * loses nor duplicates a push, and the worker sends on connections of its own.
 */
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { notificationDeliveries } from '../../server/db/schema';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/services/notify/worker';
import type { PushService } from '../../scripts/push-test-service';
import type { TestApp } from './helpers';
import { notificationFixtures } from './notification-fixtures';

const { setup, db, mailsTo, deliveriesOf, makeDue, drain, payloadsFor, verifiedMember, subscribeDevice, confirm } = notificationFixtures();
let t: TestApp;
let push: PushService;
let worker: DeliveryWorker;
beforeAll(() => { ({ t, push, worker } = setup); });

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
