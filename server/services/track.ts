/**
 * 'Lacak booking' (issue 30.5). A guest asks with the booking id and the e-mail it was made with; a
 * random six-digit code is mailed to the address ON THE BOOKING (typing an address proves nothing:
 * the code does), stored only as a hash bound to that booking, expiring after TRACK_CODE_TTL_MINUTES,
 * at most TRACK_CODES_PER_HOUR per booking, dead after TRACK_CODE_ATTEMPTS wrong tries, used once.
 * The right code answers that one booking (never the account nor its other records).
 * Counters live in the database, so several instances share them.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateId, isoDay } from '../../domain/money';
import { statusLabel } from '../../domain/staff/workflows';
import {
  TRACK_CODE_ATTEMPTS, TRACK_CODE_LENGTH, TRACK_CODE_TTL_MINUTES, TRACK_CODES_PER_HOUR, type TrackedBooking,
} from '../../domain/track';
import type { Db } from '../db/client';
import { branches, members, orders, serviceBookings, testDrives, trackCodes, tradeIns } from '../db/schema';
import { normaliseEmail } from './members';
import { escapeHtml } from '../http/html';
import { moneyOfOrder } from './orders/order-money';
import { KIND_NOUNS } from './staff/messages';
import { memberTimeline, orderMemberTimeline } from './staff/timeline';
import { submissionWithCar } from './submissions/read-model';
import { hashToken } from './tokens';

type TrackKind = TrackedBooking['kind'];
const PREFIX_KIND: Record<string, TrackKind> = { BO: 'order', TD: 'testdrive', BS: 'bookingservice', TI: 'tradein' };
const TABLES = { order: orders, testdrive: testDrives, bookingservice: serviceBookings, tradein: tradeIns } as const;

interface Found { kind: TrackKind; id: number; email: string; memberId: number | null; car: string; bookingId: string }

/** The booking of an id (its kind from the prefix), or null. */
export async function findBooking(db: Db, bookingId: string): Promise<Found | null> {
  const kind = PREFIX_KIND[bookingId.slice(0, 2)];
  if (!kind) return null;
  const table = TABLES[kind];
  const found = await submissionWithCar(db, table, eq(table.bookingId, bookingId));
  return found ? { kind, id: found.row.id, email: found.row.email, memberId: found.row.memberId, car: found.car, bookingId: found.row.bookingId } : null;
}

const codeHash = (kind: TrackKind, id: number, code: string) => hashToken(`track:${kind}:${id}:${code}`);

export type CodeRequest = 'sent' | 'ignored' | 'too-many';

/**
 * Mails a fresh code when the booking exists and `email` is its address; 'ignored' otherwise (the
 * caller answers the same either way). 'too-many' after TRACK_CODES_PER_HOUR codes in the hour.
 */
export async function requestTrackCode(app: FastifyInstance, bookingId: string, email: string): Promise<CodeRequest> {
  const found = await findBooking(app.db, bookingId);
  if (!found || !found.email || normaliseEmail(found.email) !== normaliseEmail(email)) return 'ignored';
  const code = String(randomInt(0, 10 ** TRACK_CODE_LENGTH)).padStart(TRACK_CODE_LENGTH, '0');
  const outcome = await app.db.transaction(async (tx) => {
    // One booking's requests one after another (two instances, two clicks): the count holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`track:${found.kind}:${found.id}`}))`);
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(trackCodes)
      .where(and(eq(trackCodes.kind, found.kind), eq(trackCodes.recordId, found.id), gt(trackCodes.createdAt, new Date(Date.now() - 3_600_000))));
    if (Number(n) >= TRACK_CODES_PER_HOUR) return 'too-many' as const;
    // A new code ends the earlier ones.
    await tx.update(trackCodes).set({ usedAt: new Date() }).where(and(eq(trackCodes.kind, found.kind), eq(trackCodes.recordId, found.id), isNull(trackCodes.usedAt)));
    await tx.insert(trackCodes).values({ kind: found.kind, recordId: found.id, codeHash: codeHash(found.kind, found.id, code), expiresAt: new Date(Date.now() + TRACK_CODE_TTL_MINUTES * 60_000) });
    return 'sent' as const;
  });
  if (outcome !== 'sent') return outcome;
  const noun = KIND_NOUNS[found.kind];
  const link = `${app.config.publicUrl.replace(/\/+$/, '')}/lacak-booking?id=${encodeURIComponent(found.bookingId)}`;
  await app.mailer.send({
    to: found.email,
    subject: `Kode Lacak Booking ${found.bookingId}`,
    text: `Halo,\n\nKode untuk melihat ${noun} ${found.bookingId} (${found.car}) adalah:\n\n${code}\n\nKetik kode ini di halaman Lacak Booking (${link}). Kode berlaku ${TRACK_CODE_TTL_MINUTES} menit dan hanya sekali pakai.\n\nJika Anda tidak memintanya, abaikan e-mail ini: tanpa kode ini booking Anda tidak dapat dibuka.\n\nMerapi Toyota`,
    html: `<p>Halo,</p><p>Kode untuk melihat ${escapeHtml(noun)} <strong>${escapeHtml(found.bookingId)}</strong> (${escapeHtml(found.car)}) adalah:</p><p style="font-size:24px;font-weight:800;letter-spacing:4px">${code}</p><p>Ketik kode ini di halaman <a href="${escapeHtml(link)}">Lacak Booking</a>. Kode berlaku ${TRACK_CODE_TTL_MINUTES} menit dan hanya sekali pakai.</p><p>Jika Anda tidak memintanya, abaikan e-mail ini: tanpa kode ini booking Anda tidak dapat dibuka.</p><p>Merapi Toyota</p>`,
  });
  return 'sent';
}

/**
 * Uses the booking's live code when `code` is it (once: the update takes it only while unused);
 * a wrong code counts against the live one. Null for an unknown booking, a wrong, used, expired or
 * exhausted code alike.
 */
export async function useTrackCode(db: Db, bookingId: string, code: string): Promise<Found | null> {
  const found = await findBooking(db, bookingId);
  if (!found) return null;
  const live = and(eq(trackCodes.kind, found.kind), eq(trackCodes.recordId, found.id), isNull(trackCodes.usedAt),
    gt(trackCodes.expiresAt, new Date()), lt(trackCodes.attempts, TRACK_CODE_ATTEMPTS));
  const [used] = await db.update(trackCodes).set({ usedAt: new Date() })
    .where(and(live, eq(trackCodes.codeHash, codeHash(found.kind, found.id, code)))).returning({ id: trackCodes.id });
  if (used) return found;
  const [latest] = await db.select({ id: trackCodes.id }).from(trackCodes).where(live).orderBy(desc(trackCodes.id)).limit(1);
  if (latest) await db.update(trackCodes).set({ attempts: sql`${trackCodes.attempts} + 1` }).where(eq(trackCodes.id, latest.id));
  return null;
}

/** What the code opened: that booking's status and steps (no identity beyond the car and branch). */
export async function trackedBooking(db: Db, found: Found): Promise<TrackedBooking> {
  const [member] = found.memberId ? await db.select({ verified: members.emailVerifiedAt }).from(members).where(eq(members.id, found.memberId)) : [];
  const common = { booking_id: found.bookingId, kind: found.kind, kind_label: KIND_NOUNS[found.kind], car: found.car, can_create_password: !!member && !member.verified };
  if (found.kind === 'order') {
    const [row] = await db.select({ order: orders, branch: branches.name }).from(orders).innerJoin(branches, eq(branches.id, orders.branchId)).where(eq(orders.id, found.id));
    const money = await moneyOfOrder(db, row.order);
    return {
      ...common, status: statusLabel('order', row.order.stage), booking_date: isoDay(row.order.createdAt), branch_name: row.branch, schedule: '',
      timeline: await orderMemberTimeline(db, found.id, row.order.createdAt),
      money: { summary: money.summary, next_step: money.next_step, remaining: money.remaining },
    };
  }
  const table = TABLES[found.kind];
  const [row] = await db.select({ status: table.status, createdAt: table.createdAt, branch: branches.name }).from(table)
    .innerJoin(branches, eq(branches.id, table.branchId)).where(eq(table.id, found.id));
  let schedule = '';
  if (found.kind !== 'tradein') {
    const t = found.kind === 'testdrive' ? testDrives : serviceBookings;
    const [when] = await db.select({ date: t.appointmentDate, time: t.appointmentTime }).from(t).where(eq(t.id, found.id));
    schedule = [formatDateId(when.date), when.time ? `pukul ${when.time}` : ''].filter(Boolean).join(' ');
  }
  return {
    ...common, status: statusLabel(found.kind, row.status), booking_date: isoDay(row.createdAt), branch_name: row.branch, schedule,
    timeline: await memberTimeline(db, found.kind, found.id, row.createdAt), money: null,
  };
}
