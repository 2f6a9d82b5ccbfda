/**
 * The delivery outbox (issue 31.3): which channels a message to a member may use (their consents,
 * a verified address, subscribed devices, quiet hours), the rows written with the inbox message in
 * its transaction, staff alerts, and dropping what is still pending when a consent is withdrawn.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONSENT_DEFAULTS, type ConsentPurpose } from '../../../domain/consents';
import { notBefore, PURPOSE_CONSENT, type MessagePurpose } from '../../../domain/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationDeliveries, pushSubscriptions, staffAccounts } from '../../db/schema';

/** What a message to a member may use beyond the inbox. */
export interface MemberPlan {
  /** False only for an offer to someone who did not opt in: nothing is written at all. */
  write: boolean;
  email: boolean;
  /** Subscribed devices the message goes to. */
  subscriptionIds: number[];
}

interface PlanRow extends Record<string, unknown> {
  verified: boolean;
  email: boolean | null;
  push: boolean | null;
  purpose: boolean | null;
}

/** The latest consent of one purpose of the member `m`, as SQL (null when never given or withdrawn). */
const latest = (purpose: ConsentPurpose) => sql`(select c.granted from consents c where c.member_id = m.id and c.purpose = ${purpose} order by c.created_at desc, c.id desc limit 1)`;

/**
 * The channels of a message of `purpose` to the member. A message about a record sent without login
 * by someone who typed the member's unverified address (`viaGuest`) is shown only to that session
 * (services/visibility), so it goes to no device either.
 */
export async function memberPlan(db: Db | Tx, memberId: number, purpose: MessagePurpose, viaGuest: boolean): Promise<MemberPlan> {
  const consent = PURPOSE_CONSENT[purpose];
  const result = await db.execute<PlanRow>(sql`
    select m.email_verified_at is not null as verified, ${latest('email')} as email, ${latest('push')} as push,
      ${consent ? latest(consent) : sql`true`} as purpose
    from members m where m.id = ${memberId}`);
  const row = (result as unknown as { rows: PlanRow[] }).rows[0];
  if (!row) return { write: false, email: false, subscriptionIds: [] };
  const given = (value: boolean | null, purposeName: ConsentPurpose) => value ?? CONSENT_DEFAULTS[purposeName];
  const purposeGiven = consent ? given(row.purpose, consent) : true;
  if (!purposeGiven) return { write: purpose !== 'offers', email: false, subscriptionIds: [] };
  const email = row.verified && given(row.email, 'email');
  let subscriptionIds: number[] = [];
  if (given(row.push, 'push') && (row.verified || !viaGuest)) {
    subscriptionIds = (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId))).map((r) => r.id);
  }
  return { write: true, email, subscriptionIds };
}

export interface MessageToSend { title: string; body: string; link: string }

/** One row per channel (and device) of the plan, not before the end of quiet hours. */
export async function writeMemberDeliveries(tx: Db | Tx, memberId: number, inboxMessageId: number, purpose: MessagePurpose, plan: MemberPlan, message: MessageToSend, now = new Date()): Promise<void> {
  const due = notBefore(now, purpose);
  // createdAt is the same instant the quiet-hours rule saw, so a row tells when and why it waits.
  const base = { memberId, inboxMessageId, purpose, ...message, notBefore: due, createdAt: now };
  const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
  if (plan.email) rows.push({ ...base, channel: 'email' });
  for (const subscriptionId of plan.subscriptionIds) rows.push({ ...base, channel: 'push', subscriptionId });
  if (rows.length) await tx.insert(notificationDeliveries).values(rows);
}

/** Escapes text for the HTML body of a mail. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An alert to a staff account (new assignment, overdue item): an e-mail to its address and a push
 * to each of its subscribed devices, at once (staff alerts know no quiet hours: routing alerts only
 * staff on duty). Call it in the transaction of the change it is about. Returns the rows written.
 */
export async function notifyStaff(db: Db | Tx, staffId: number, alert: { title: string; text: string; link: string }): Promise<number> {
  const [account] = await db.select({ active: staffAccounts.active }).from(staffAccounts).where(eq(staffAccounts.id, staffId));
  if (!account?.active) return 0;
  const devices = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.staffId, staffId));
  const base = { staffId, purpose: 'staff' as const, title: alert.title, body: `<p>${escapeHtml(alert.text)}</p>`, link: alert.link };
  const rows: (typeof notificationDeliveries.$inferInsert)[] = [{ ...base, channel: 'email' }, ...devices.map((d) => ({ ...base, channel: 'push' as const, subscriptionId: d.id }))];
  await db.insert(notificationDeliveries).values(rows);
  return rows.length;
}

/**
 * A withdrawn consent takes effect at once: what is still waiting (quiet hours, back-off) for that
 * channel or purpose is cancelled in the withdrawal's transaction.
 */
export async function cancelWithdrawn(tx: Db | Tx, memberId: number, withdrawn: ConsentPurpose[]): Promise<void> {
  const channels = withdrawn.filter((p): p is 'email' | 'push' => p === 'email' || p === 'push');
  const purposes = withdrawn.filter((p): p is 'status' | 'reminders' | 'offers' => p === 'status' || p === 'reminders' || p === 'offers');
  if (!channels.length && !purposes.length) return;
  const which = [channels.length ? inArray(notificationDeliveries.channel, channels) : undefined, purposes.length ? inArray(notificationDeliveries.purpose, purposes) : undefined]
    .filter((c) => c !== undefined);
  await tx.update(notificationDeliveries).set({ status: 'cancelled', lastError: 'consent withdrawn' })
    .where(and(eq(notificationDeliveries.memberId, memberId), eq(notificationDeliveries.status, 'pending'), which.length === 2 ? sql`(${which[0]} or ${which[1]})` : which[0]));
}
