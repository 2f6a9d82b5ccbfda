/** Record timelines: the staff's full view and the member's short one (received, confirmed, done...). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MemberTimelineEntry } from '../../../domain/api';
import { statusLabel, type QueueKind } from '../../../domain/staff';
import type { Db } from '../../db/client';
import { paymentConfirmations, recordTimeline, staffAccounts } from '../../db/schema';

/** The first step of every record: its created_at. */
export const RECEIVED_LABEL = 'Diterima';
const PAYMENT_SENT_LABEL = 'Konfirmasi Pembayaran Dikirim';

export type TimelineRow = typeof recordTimeline.$inferSelect & { staffName: string | null };

/** The moves of records of one kind, oldest first, with the mover's name. */
export async function timelineRows(db: Db, kind: QueueKind, recordIds: number[]): Promise<TimelineRow[]> {
  if (!recordIds.length) return [];
  const rows = await db.select({ row: recordTimeline, staffName: staffAccounts.name })
    .from(recordTimeline)
    .leftJoin(staffAccounts, eq(staffAccounts.id, recordTimeline.staffId))
    .where(and(eq(recordTimeline.kind, kind), inArray(recordTimeline.recordId, recordIds)))
    .orderBy(asc(recordTimeline.createdAt), asc(recordTimeline.id));
  return rows.map(({ row, staffName }) => ({ ...row, staffName }));
}

/** What the member sees of a record: received, then each move's label and member line (never the staff note). */
export async function memberTimeline(db: Db, kind: QueueKind, id: number, createdAt: Date): Promise<MemberTimelineEntry[]> {
  const rows = await timelineRows(db, kind, [id]);
  return [
    { at: createdAt.toISOString(), label: RECEIVED_LABEL, note: '' },
    ...rows.map((r) => ({ at: r.createdAt.toISOString(), label: statusLabel(kind, r.toStatus), note: r.memberNote })),
  ];
}

/** An order's member timeline, with its payment confirmations (sent, verified or rejected) in time order. */
export async function orderMemberTimeline(db: Db, orderId: number, createdAt: Date): Promise<MemberTimelineEntry[]> {
  const own = await memberTimeline(db, 'order', orderId, createdAt);
  const confirmations = await db.select({ id: paymentConfirmations.id, createdAt: paymentConfirmations.createdAt })
    .from(paymentConfirmations).where(eq(paymentConfirmations.orderId, orderId));
  const moves = await timelineRows(db, 'payment', confirmations.map((c) => c.id));
  const payments: MemberTimelineEntry[] = [
    ...confirmations.map((c) => ({ at: c.createdAt.toISOString(), label: PAYMENT_SENT_LABEL, note: '' })),
    ...moves.map((r) => ({ at: r.createdAt.toISOString(), label: `Pembayaran ${statusLabel('payment', r.toStatus)}`, note: r.memberNote })),
  ];
  // Payments first, so at equal times "verified" reads before the order stage it caused.
  return [...payments, ...own].sort((a, b) => a.at.localeCompare(b.at));
}
