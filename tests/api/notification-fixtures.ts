/**
 * What the notification API tests (notifications-*.test.ts) start from: an app that allows a push
 * service on 127.0.0.1, that push service (it decrypts with the device's keys), the staff tokens and
 * a delivery worker, and the helpers that read what the worker sent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PushPayload } from '../../domain/notifications';
import type { StaffRole } from '../../domain/staff/roles';
import { members, notificationDeliveries } from '../../server/db/schema';
import { createDeliveryWorker, type DeliveryWorker } from '../../server/services/notify/worker';
import { decryptPush, startPushService, type PushService, type TestDevice } from '../../scripts/push-test-service';
import { createTestApp, type TestApp } from './helpers';
import { bearer } from './member-fixtures';
import { allTokens, freeSlot, move, submitted } from './staff-fixtures';

interface NotificationSetup {
  t: TestApp;
  push: PushService;
  tokens: Record<StaffRole, string>;
  /** Backs off a minute after a failure. */
  worker: DeliveryWorker;
  /** The app's VAPID public key. */
  publicKey: string;
}

/**
 * Registers the file's beforeAll/afterAll and returns the setup (filled in by beforeAll) with its
 * helpers. A call per test file: the API project runs files in one module context (isolate: false),
 * so nothing here may live at module level.
 */
export function notificationFixtures() {
  const s = {} as NotificationSetup;
  beforeAll(async () => {
    s.t = await createTestApp({ FORM_RATE_LIMIT: '1000', PUSH_ALLOW_INSECURE: '1' });
    s.push = await startPushService();
    s.tokens = await allTokens(s.t);
    s.worker = createDeliveryWorker({ db: s.t.database.db, mailer: s.t.app.mailer, config: s.t.app.config, backoffMs: 60_000 });
    s.publicKey = (await s.t.get('/api/push/key')).json().data.public_key;
  });
  afterAll(async () => {
    await s.push?.close();
    await s.t?.close();
  });

  const db = () => s.t.database.db;
  const mailDir = () => path.join(s.t.app.config.dataDir, 'mail');
  /** The delivery worker's mail files to `email` (not the verification mails). */
  const mailsTo = (email: string) => (existsSync(mailDir()) ? readdirSync(mailDir()) : []).filter((f) => f.startsWith('delivery-'))
    .map((f) => readFileSync(path.join(mailDir(), f), 'utf8')).filter((m) => m.includes(`To: ${email}`));
  const deliveriesOf = (memberId: number) => db().select().from(notificationDeliveries).where(eq(notificationDeliveries.memberId, memberId)).orderBy(notificationDeliveries.id);
  /** Moves the clock past quiet hours and back-off: every pending row is due now. */
  const makeDue = () => db().update(notificationDeliveries).set({ notBefore: sql`now()` }).where(eq(notificationDeliveries.status, 'pending'));
  /** Runs the worker until nothing is due. */
  async function drain(w = s.worker) {
    await makeDue();
    while ((await w.runOnce()) > 0) { /* next round */ }
  }
  const payloadsFor = (device: TestDevice) => s.push.requests.filter((r) => r.device === device.name).map((r) => JSON.parse(decryptPush(device, r.body)) as PushPayload);
  /** A member with a verified address, from a guest test drive (returns its id, token and the test drive). */
  async function verifiedMember(email: string) {
    const td = await submitted(s.t, 'testdrive', email);
    const [m] = await db().update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.email, email)).returning({ id: members.id });
    return { memberId: m.id, token: td.memberToken!, td };
  }
  const subscribeDevice = (token: string, device: TestDevice) => s.t.post('/api/member/push', { subscription: device.subscription }, bearer(token));
  /** Sales confirms the test drive: the member's status message. */
  const confirm = async (id: number) => move(s.t, s.tokens.sales, 'testdrive', id, { to: 'confirmed', version: 0, ...(await freeSlot(s.t, 'testdrive', id)) });

  return { setup: s, db, mailsTo, deliveriesOf, makeDue, drain, payloadsFor, verifiedMember, subscribeDevice, confirm };
}
