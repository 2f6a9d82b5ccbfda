/**
 * Staff sessions: random bearer tokens of their own (prefixed `stf_`, never a member token),
 * stored as SHA-256, expiring after STAFF_SESSION_HOURS, revocable; a disabled account's tokens
 * stop working at once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_SESSION_HOURS } from '../../../domain/staff/roles';
import type { Db } from '../../db/client';
import { staffAccounts, staffSessions } from '../../db/schema';
import { hashToken, newToken } from '../tokens';

export type StaffRow = typeof staffAccounts.$inferSelect;


const PREFIX = 'stf_';

/** Opens a session; the token exists in clear only in this answer. */
export async function createStaffSession(db: Db, staffId: number, hours = STAFF_SESSION_HOURS): Promise<{ token: string; expiresAt: Date }> {
  const token = `${PREFIX}${newToken()}`;
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The active staff account of a live token, with the session's expiry; null otherwise. */
export async function staffForToken(db: Db, token: string | null): Promise<{ staff: StaffRow; expiresAt: Date } | null> {
  if (!token || !token.startsWith(PREFIX) || token.length > 200) return null;
  const [row] = await db.select({ staff: staffAccounts, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, new Date()), eq(staffAccounts.active, true)))
    .limit(1);
  return row ?? null;
}

/** Ends one session (logout). */
export async function revokeStaffSession(db: Db, token: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account (deactivated, or a new password). */
export async function revokeStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: new Date() }).where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
