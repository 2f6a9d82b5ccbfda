/** Profile queries: appointment dates, profile update, the photo upload. */
import { and, eq, gte, lt, max, min } from 'drizzle-orm';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { members, serviceBookings, testDrives, uploads } from '../../db/schema';
import type { Member } from '../../services/sessions';
import { visibleTo, type Viewer } from '../../services/visibility';

type Dated = typeof serviceBookings | typeof testDrives;

/** Nearest coming and latest past appointment day ('YYYY-MM-DD' or null); today counts as coming. */
async function nearestDates(db: Db, table: Dated, viewer: Viewer, today: string) {
  const [next] = await db.select({ day: min(table.appointmentDate) }).from(table)
    .where(and(visibleTo(table, viewer), gte(table.appointmentDate, today)));
  const [past] = await db.select({ day: max(table.appointmentDate) }).from(table)
    .where(and(visibleTo(table, viewer), lt(table.appointmentDate, today)));
  return { next: next?.day ?? null, past: past?.day ?? null };
}

export async function appointmentDates(db: Db, viewer: Viewer) {
  const today = isoDay();
  const service = await nearestDates(db, serviceBookings, viewer, today);
  const testDrive = await nearestDates(db, testDrives, viewer, today);
  return {
    next_bookingservice: service.next, past_bookingservice: service.past,
    next_testdrive: testDrive.next, past_testdrive: testDrive.past,
  };
}

export async function updateMember(db: Db, memberId: number, values: Partial<typeof members.$inferInsert>): Promise<Member> {
  const [row] = await db.update(members).set({ ...values, updatedAt: new Date() }).where(eq(members.id, memberId)).returning();
  return row;
}

/** The member's own profile photo upload, or null. */
export async function profilePhoto(db: Db, member: Member) {
  if (!member.image) return null;
  const [row] = await db.select().from(uploads)
    .where(and(eq(uploads.id, member.image), eq(uploads.memberId, member.id), eq(uploads.kind, 'profile')));
  return row ?? null;
}

/** Forgets a replaced photo's record; returns its blob key so the file can be removed. */
export async function dropUpload(db: Db, id: string, memberId: number): Promise<string | null> {
  const [row] = await db.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.memberId, memberId))).returning({ path: uploads.path });
  return row?.path ?? null;
}
