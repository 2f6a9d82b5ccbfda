/**
 * The delivery worker (issue 31.3): sends the outbox's due e-mails and push messages. Safe with
 * several instances: a row is claimed with `FOR UPDATE SKIP LOCKED` (status 'sending', a claim token
 * and a lease), sent outside any transaction, then marked 'sent' by the claim's holder. A worker that
 * dies after claiming leaves the row 'sending' until its lease ends; any worker then sends it again.
 * So delivery is at least once; a resend after a crash carries the same id (Message-ID and file name
 * of the mail, Topic and tag of the push) so the receiving side shows it once (docs/notifications.md).
 * A round starts when a due row is written (NOTIFY at its commit, on every instance: `listen`) and
 * every `everyMs` as the fallback (rows that became due later, a lost connection, a lease that ended).
 */
import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { plainText, PUSH_BODY_MAX, PUSH_ICON, type PushPayload } from '../../../domain/notifications';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { Unlisten } from '../../db/listen';
import { members, notificationDeliveries, pushSubscriptions, staffAccounts } from '../../db/schema';
import type { Mailer } from '../mail';
import { isTestEndpoint, resolvesPublic } from './endpoints';
import { ensureVapidKeys, vapidAuthorization } from './vapid';

type Delivery = typeof notificationDeliveries.$inferSelect;
type Subscription = typeof pushSubscriptions.$inferSelect;

/** The NOTIFY channel of due deliveries: a trigger on `notification_deliveries` (migration 0015) signals it. */
export const DELIVERY_CHANNEL = 'notification_deliveries';

export interface WorkerOptions {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'pushAllowInsecure' | 'vapidSubject'>;
  /** Told of failures (no personal data: ids, status codes, error names). */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
  /** How long a claim holds before another worker may take the row over; longer than a send may take. */
  leaseMs?: number;
  /** Rows claimed per round. */
  batch?: number;
  /** Attempts before a delivery is given up ('failed'). */
  maxAttempts?: number;
  /** The first retry's wait; each further one doubles it, up to an hour. */
  backoffMs?: number;
  /** Longest wait for a push service's answer. */
  pushTimeoutMs?: number;
  /** The database's LISTEN (`Database.listen`): a committed due row starts a round at once; without it, only the poll. */
  listen?: Database['listen'];
}

export interface DeliveryWorker {
  /** One round: claims due rows and sends them; resolves with the number of rows handled. */
  runOnce(): Promise<number>;
  /**
   * Rounds on each wake-up and every `everyMs` (immediately again while rows keep coming); resolves
   * once the wake-up listens (or could not: then the poll alone), after a first round is asked for.
   */
  start(everyMs: number): Promise<void>;
  /** Stops the rounds and waits for the one under way. */
  stop(): Promise<void>;
}

/** Why a send did not succeed: `gone` the subscription is dead, `permanent` never retried, `retry` later. */
class SendFailure extends Error {
  constructor(readonly kind: 'gone' | 'permanent' | 'retry', readonly code: string) { super(code); }
}

const TTL_SECONDS = 24 * 3600;
const MAX_BACKOFF_MS = 3_600_000;

export function createDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const { db, mailer, config } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 50;
  const maxAttempts = options.maxAttempts ?? 6;
  const backoffMs = options.backoffMs ?? 10_000;
  const pushTimeoutMs = Math.min(options.pushTimeoutMs ?? 20_000, leaseMs / 2);
  // Connections to a push service are kept open between messages (one TLS handshake, not one per push).
  const agent = new https.Agent({ keepAlive: true, maxSockets: 16 });
  const insecureAgent = new https.Agent({ keepAlive: true, maxSockets: 16, rejectUnauthorized: false });
  const report = options.onError ?? (() => undefined);

  /** Rows due now (and rows whose claim expired), marked 'sending' under a fresh claim token. */
  async function claim(): Promise<{ token: string; rows: Delivery[] }> {
    // A row whose lease expired too often (a worker dies on it each time) is given up.
    await db.update(notificationDeliveries).set({ status: 'failed', lastError: 'lease expired', claimToken: null, leaseUntil: null })
      .where(sql`${notificationDeliveries.status} = 'sending' and ${notificationDeliveries.leaseUntil} < now() and ${notificationDeliveries.attempts} >= ${maxAttempts}`);
    const token = randomUUID();
    const rows = await db.update(notificationDeliveries)
      .set({ status: 'sending', claimToken: token, attempts: sql`${notificationDeliveries.attempts} + 1`, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(sql`${notificationDeliveries.id} in (
        select id from notification_deliveries
        where (status = 'pending' and not_before <= now()) or (status = 'sending' and lease_until < now())
        order by not_before, id limit ${batch} for update skip locked)`)
      .returning();
    return { token, rows };
  }

  const mine = (row: Delivery, token: string) => and(eq(notificationDeliveries.id, row.id), eq(notificationDeliveries.claimToken, token));

  async function finish(row: Delivery, token: string, set: Partial<typeof notificationDeliveries.$inferInsert>): Promise<void> {
    await db.update(notificationDeliveries).set({ claimToken: null, leaseUntil: null, ...set }).where(mine(row, token));
  }

  async function sendEmail(row: Delivery): Promise<'sent' | 'dropped'> {
    let to: string | undefined;
    if (row.memberId !== null) {
      const [member] = await db.select({ email: members.email, verified: members.emailVerifiedAt }).from(members).where(eq(members.id, row.memberId));
      if (member?.verified) to = member.email;
    } else if (row.staffId !== null) {
      const [staff] = await db.select({ email: staffAccounts.email, active: staffAccounts.active }).from(staffAccounts).where(eq(staffAccounts.id, row.staffId));
      if (staff?.active) to = staff.email;
    }
    if (!to) return 'dropped';
    const url = new URL(row.link, config.publicUrl).toString();
    const settings = row.memberId !== null ? `<p style="color:#666;font-size:13px">Atur notifikasi di profil Anda: ${new URL('/dashboard-member?tab=2', config.publicUrl).toString()}</p>` : '';
    try {
      await mailer.send({
        id: `delivery-${row.id}`, to, subject: row.title,
        html: `${row.body}<p><a href="${url}">Buka di Merapi Toyota</a></p>${settings}`,
        text: `${plainText(row.body)}\n\n${url}`,
      });
    } catch (error) {
      throw new SendFailure('retry', (error as { code?: string }).code ?? 'mail error');
    }
    return 'sent';
  }

  async function sendPush(row: Delivery, subscriptions: Map<number, Subscription>): Promise<'sent' | 'dropped'> {
    const sub = row.subscriptionId === null ? undefined : subscriptions.get(row.subscriptionId);
    // Unsubscribed, or moved to someone else since the row was written: not this person's device.
    if (!sub || (row.memberId !== null && sub.memberId !== row.memberId) || (row.staffId !== null && sub.staffId !== row.staffId)) return 'dropped';
    if (!(await resolvesPublic(sub.endpoint, config.pushAllowInsecure).catch(() => false))) throw new SendFailure('permanent', 'endpoint not public');
    const keys = await ensureVapidKeys(db);
    const payload: PushPayload = { title: row.title, body: plainText(row.body, PUSH_BODY_MAX), icon: PUSH_ICON, tag: `d${row.id}`, data: { url: row.link } };
    const insecure = config.pushAllowInsecure && isTestEndpoint(new URL(sub.endpoint));
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
        // Signed here once per push service for hours (vapid.ts), not by web-push for every message
        // (no vapidDetails here, and none set globally: web-push adds no header of its own).
        headers: { Authorization: vapidAuthorization(keys, config.vapidSubject, sub.endpoint) },
        TTL: TTL_SECONDS, topic: `d${row.id}`, urgency: row.purpose === 'answer' || row.purpose === 'staff' ? 'high' : 'normal',
        timeout: pushTimeoutMs, agent: insecure ? insecureAgent : agent,
      });
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          throw new SendFailure('gone', `push ${error.statusCode}`);
        }
        if (error.statusCode === 400 || error.statusCode === 403 || error.statusCode === 413) throw new SendFailure('permanent', `push ${error.statusCode}`);
        throw new SendFailure('retry', `push ${error.statusCode}`);
      }
      throw new SendFailure('retry', (error as { code?: string }).code ?? 'push error');
    }
    return 'sent';
  }

  async function deliver(row: Delivery, token: string, subscriptions: Map<number, Subscription>, markSent: (id: number) => Promise<void>): Promise<void> {
    try {
      const outcome = row.channel === 'email' ? await sendEmail(row) : await sendPush(row, subscriptions);
      if (outcome === 'sent') await markSent(row.id);
      else await finish(row, token, { status: 'cancelled', lastError: 'recipient gone' });
    } catch (error) {
      const failure = error instanceof SendFailure ? error : new SendFailure('retry', (error as Error).name);
      report(error, { delivery: row.id, channel: row.channel, code: failure.code });
      if (failure.kind !== 'retry' || row.attempts >= maxAttempts) {
        await finish(row, token, { status: 'failed', lastError: failure.code });
        return;
      }
      const wait = Math.min(backoffMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
      await finish(row, token, { status: 'pending', lastError: failure.code, notBefore: sql`now() + ${`${wait} milliseconds`}::interval` as unknown as Date });
    }
  }

  /**
   * Marks sent rows as their sends end, several in one statement: a row waits at most for the
   * statement under way (group commit), so a crash right after a send leaves as few rows to resend
   * as marking each alone would, with one statement per wave instead of one per row.
   */
  function sentMarker(token: string): (id: number) => Promise<void> {
    let queued: number[] = [];
    let flushing: Promise<void> | null = null;
    const flush = async () => {
      try {
        while (queued.length) {
          const ids = queued;
          queued = [];
          await db.update(notificationDeliveries).set({ status: 'sent', sentAt: new Date(), lastError: null, claimToken: null, leaseUntil: null })
            .where(and(inArray(notificationDeliveries.id, ids), eq(notificationDeliveries.claimToken, token)));
        }
      } finally {
        flushing = null;
      }
    };
    return (id) => {
      queued.push(id);
      flushing ??= flush();
      return flushing;
    };
  }

  /** The batch's push subscriptions, read in one statement at send time (unsubscribed ones are missing). */
  async function subscriptionsOf(rows: Delivery[]): Promise<Map<number, Subscription>> {
    const ids = [...new Set(rows.flatMap((row) => (row.channel === 'push' && row.subscriptionId !== null ? [row.subscriptionId] : [])))];
    if (!ids.length) return new Map();
    const subs = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    return new Map(subs.map((sub) => [sub.id, sub]));
  }

  async function runOnce(): Promise<number> {
    const { token, rows } = await claim();
    if (!rows.length) return 0;
    const subscriptions = await subscriptionsOf(rows);
    const markSent = sentMarker(token);
    await Promise.all(rows.map((row) => deliver(row, token, subscriptions, markSent)));
    return rows.length;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;
  let pollMs = 1000;
  let unlisten: Promise<Unlisten | null> = Promise.resolve(null);
  /** Starts a round now, or right after the one under way (one round at a time per worker). */
  function round() {
    if (stopped) return;
    if (running) { again = true; return; }
    if (timer) clearTimeout(timer);
    timer = null;
    running = runOnce().then(
      (handled) => handled >= batch,
      (error: unknown) => { report(error, { round: true }); return false; },
    ).then((more) => {
      running = null;
      const now = more || again;
      again = false;
      schedule(now ? 0 : pollMs);
    });
  }
  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(round, ms);
    timer.unref();
  }
  return {
    runOnce,
    async start(everyMs) {
      stopped = false;
      pollMs = everyMs;
      schedule(everyMs);
      // A failed LISTEN leaves the poll: rows still go, only later.
      if (options.listen) unlisten = options.listen(DELIVERY_CHANNEL, round).catch((error: unknown) => { report(error, { listen: true }); return null; });
      await unlisten;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await (await unlisten)?.().catch(() => undefined);
      await running?.catch(() => undefined);
      agent.destroy();
      insecureAgent.destroy();
    },
  };
}
