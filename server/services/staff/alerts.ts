/**
 * Staff alerts: a row the staff shell counts in its badge and lists under /staff/notifikasi
 * (assignments, escalations). `alertStaff` is the one entry point for "tell this staff member";
 * it writes in the caller's transaction, so an alert exists exactly when its cause committed.
 * It also hands the alert to the notification outbox (notifyStaff: push to the person's devices and
 * an e-mail), in the same transaction, so every alert reaches them once even with the app closed.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffAlert } from '../../../domain/api';
import type { QueueKind } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { staffAlerts } from '../../db/schema';
import { notifyStaff } from '../notify/deliveries';

/** What an alert says; `record` ties it to a queue record so opening the record marks it read. */
export interface AlertInput { title: string; text: string; link: string; record?: { kind: QueueKind; id: number } }

/** Writes one alert for the staff member (in the caller's transaction). */
export async function alertStaff(db: Db, staffId: number, alert: AlertInput): Promise<void> {
  await db.insert(staffAlerts).values({
    staffId, title: alert.title, text: alert.text, link: alert.link, kind: alert.record?.kind ?? '', recordId: alert.record?.id ?? null,
  });
  await notifyStaff(db, staffId, { title: alert.title, text: alert.text, link: alert.link });
}

/** How many alerts the staff member has not read. */
export async function unreadAlerts(db: Db, staffId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffAlerts).where(and(eq(staffAlerts.staffId, staffId), isNull(staffAlerts.readAt)));
  return Number(row.n);
}

/** The latest alerts of the staff member, newest first. */
export async function listAlerts(db: Db, staffId: number, limit = 50): Promise<StaffAlert[]> {
  const rows = await db.select().from(staffAlerts).where(eq(staffAlerts.staffId, staffId)).orderBy(desc(staffAlerts.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id, title: r.title, text: r.text, link: r.link, kind: r.kind || null, record_id: r.recordId,
    read: r.readAt !== null, created_at: r.createdAt.toISOString(),
  }));
}

/** Marks read the staff member's alerts about one record (it was opened), or all of them. */
export async function markAlertsRead(db: Db, staffId: number, record?: { kind: QueueKind; id: number }): Promise<void> {
  const about = record ? and(eq(staffAlerts.kind, record.kind), eq(staffAlerts.recordId, record.id)) : undefined;
  await db.update(staffAlerts).set({ readAt: sql`now()` }).where(and(eq(staffAlerts.staffId, staffId), isNull(staffAlerts.readAt), about));
}
