/** Profile queries: appointment dates, profile update, sessions kept or ended, the photo upload. */
import { and, eq, gte, isNull, lt, max, min, ne } from 'drizzle-orm';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { members, serviceBookings, sessions, testDrives, uploads } from '../../db/schema';
import type { Member } from '../../services/sessions';
import { hashToken } from '../../services/tokens';

type Dated = typeof serviceBookings | typeof testDrives;

/** Nearest coming and latest past appointment day ('YYYY-MM-DD' or null); today counts as coming. */
async function nearestDates(db: Db, table: Dated, memberId: number, today: string) {
  const [next] = await db.select({ day: min(table.appointmentDate) }).from(table)
    .where(and(eq(table.memberId, memberId), gte(table.appointmentDate, today)));
  const [past] = await db.select({ day: max(table.appointmentDate) }).from(table)
    .where(and(eq(table.memberId, memberId), lt(table.appointmentDate, today)));
  return { next: next?.day ?? null, past: past?.day ?? null };
}

export async function appointmentDates(db: Db, memberId: number) {
  const today = isoDay();
  const service = await nearestDates(db, serviceBookings, memberId, today);
  const testDrive = await nearestDates(db, testDrives, memberId, today);
  return {
    next_bookingservice: service.next, past_bookingservice: service.past,
    next_testdrive: testDrive.next, past_testdrive: testDrive.past,
  };
}

export async function updateMember(db: Db, memberId: number, values: Partial<typeof members.$inferInsert>): Promise<Member> {
  const [row] = await db.update(members).set({ ...values, updatedAt: new Date() }).where(eq(members.id, memberId)).returning();
  return row;
}

/** Ends the member's sessions except the one of `keepToken` (a password change on this device). */
export async function revokeOtherSessions(db: Db, memberId: number, keepToken: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), ne(sessions.tokenHash, hashToken(keepToken))));
}

/** The member's own profile photo upload, or null. */
export async function profilePhoto(db: Db, member: Member) {
  if (!member.image) return null;
  const [row] = await db.select().from(uploads)
    .where(and(eq(uploads.id, member.image), eq(uploads.memberId, member.id), eq(uploads.kind, 'profile')));
  return row ?? null;
}

/** Forgets a replaced photo's record; returns its relative path so the file can be removed. */
export async function dropUpload(db: Db, id: string, memberId: number): Promise<string | null> {
  const [row] = await db.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.memberId, memberId))).returning({ path: uploads.path });
  return row?.path ?? null;
}
