/** Member sessions: random bearer tokens, stored hashed, expiring, revocable. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type Member = typeof members.$inferSelect;

/** Opens a session and returns its token (the only time it exists in clear). */
export async function createSession(db: Db, memberId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    memberId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

/** The member of a live (unexpired, unrevoked) token, or null. */
export async function memberForToken(db: Db, token: string | undefined | null): Promise<Member | null> {
  if (!token || token.length > 200) return null;
  const rows = await db.select({ member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.member ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member except, optionally, one (after a password reset). */
export async function revokeAllSessions(db: Db, memberId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
