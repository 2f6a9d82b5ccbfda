/** Queries of the session routes: chassis numbers, new members, password-reset tokens. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownVehicles, members, passwordResets } from '../../db/schema';
import { hashToken, newToken } from '../../services/tokens';
import type { Member } from '../../services/sessions';

/** Chassis numbers are compared trimmed and upper-cased. */
export function normaliseChassis(noRangka: string | undefined | null): string {
  return (noRangka ?? '').trim().toUpperCase();
}

export async function isKnownChassis(db: Db, noRangka: string): Promise<boolean> {
  const value = normaliseChassis(noRangka);
  if (!value) return false;
  const [row] = await db.select({ noRangka: knownVehicles.noRangka }).from(knownVehicles).where(eq(knownVehicles.noRangka, value));
  return Boolean(row);
}

/** The stored chassis and its status, decided here and never taken from the client. */
export async function chassisFields(db: Db, noRangka: string | undefined): Promise<{ noRangka: string; noRangkaStatus: string }> {
  const value = normaliseChassis(noRangka);
  if (!value) return { noRangka: '', noRangkaStatus: '' };
  return { noRangka: value, noRangkaStatus: (await isKnownChassis(db, value)) ? 'valid' : 'not valid' };
}

/** Inserts a member, or returns null when the e-mail is taken (also under a concurrent insert). */
export async function insertMember(db: Db, values: typeof members.$inferInsert): Promise<Member | null> {
  const [row] = await db.insert(members).values(values).onConflictDoNothing({ target: members.email }).returning();
  return row ?? null;
}

/** A new single-use reset token for the member; only its hash is stored. */
export async function createResetToken(db: Db, memberId: number, ttlMinutes: number): Promise<string> {
  const token = newToken();
  await db.insert(passwordResets).values({ memberId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMinutes * 60_000) });
  return token;
}

/**
 * Marks a live token used and returns its member id, in one statement, so the same link cannot be
 * used twice even by two requests at once. Null when unknown, used or expired.
 */
export async function consumeResetToken(db: Db, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const [row] = await db.update(passwordResets).set({ usedAt: new Date() })
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .returning({ memberId: passwordResets.memberId });
  return row?.memberId ?? null;
}

/** Sets a new password hash and voids the member's other outstanding reset links. */
export async function setPassword(db: Db, memberId: number, passwordHash: string): Promise<Member> {
  await db.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
  const [row] = await db.update(members).set({ passwordHash, updatedAt: new Date() }).where(eq(members.id, memberId)).returning();
  return row;
}
