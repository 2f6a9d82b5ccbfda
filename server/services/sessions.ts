/** Member sessions: random bearer tokens, stored hashed, expiring, revocable. */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export type Member = typeof members.$inferSelect;

/** A live session: its member and its id (records sent through it carry the id). */
export interface MemberSession { member: Member; sessionId: number }

/** Opens a session; the token exists in clear only in this answer. */
export async function openSession(db: Db, memberId: number, ttlHours: number): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const [row] = await db.insert(sessions).values({
    memberId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  }).returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/** Opens a session and returns its token. */
export async function createSession(db: Db, memberId: number, ttlHours: number): Promise<string> {
  return (await openSession(db, memberId, ttlHours)).token;
}

/** The member and session of a live (unexpired, unrevoked) token, or null. */
export async function sessionForToken(db: Db, token: string | undefined | null): Promise<MemberSession | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const rows = await db.select({ member: members, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** The member of a live token, or null. */
export async function memberForToken(db: Db, token: string | undefined | null): Promise<Member | null> {
  return (await sessionForToken(db, token))?.member ?? null;
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a member, or every one but `keepSessionId` (verifying on this device). */
export async function revokeAllSessions(db: Db, memberId: number, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), others));
}
