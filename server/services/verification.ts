/**
 * Proving an address: a single-use link that expires, mailed to it (the reset-password machinery:
 * services/mail, tokens stored hashed). Verifying marks the member verified and ends their other
 * sessions, so a session opened by someone who only typed the address ends there.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { emailVerifications, members } from '../db/schema';
import { escapeHtml } from '../http/html';
import { revokeAllSessions, type Member } from './sessions';
import { hashToken, newToken } from './tokens';

/** A new single-use verification token for the member; only its hash is stored. */
export async function createVerificationToken(db: Db, memberId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(emailVerifications).values({ memberId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlHours * 3_600_000) });
  return token;
}

/** Marks a live token used and returns its member id in one statement (two clicks cannot both use it); null otherwise. */
export async function consumeVerificationToken(db: Db, token: unknown): Promise<number | null> {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const [row] = await db.update(emailVerifications).set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, new Date())))
    .returning({ memberId: emailVerifications.memberId });
  return row?.memberId ?? null;
}

/**
 * The member proved the address (a verification link or a password reset): verified from now on,
 * every other session ended (`keepSessionId`: the session that verified, when it is the member's).
 */
export async function markVerified(db: Db, memberId: number, keepSessionId?: number): Promise<Member> {
  await revokeAllSessions(db, memberId, keepSessionId);
  await db.update(emailVerifications).set({ usedAt: new Date() }).where(and(eq(emailVerifications.memberId, memberId), isNull(emailVerifications.usedAt)));
  const [row] = await db.update(members).set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(members.id, memberId)).returning();
  return row;
}

/** The page that takes the link; the token travels in the fragment, so it never reaches a server log. */
export const verifyLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/+$/, '')}/verifikasi-email#token=${encodeURIComponent(token)}`;

/** Mails a fresh verification link to the member's address. Failures are logged (without the address), never thrown. */
export async function sendVerificationMail(app: FastifyInstance, member: Member): Promise<boolean> {
  const hours = app.config.verifyTtlHours;
  try {
    const link = verifyLink(app.config.publicUrl, await createVerificationToken(app.db, member.id, hours));
    await app.mailer.send({
      to: member.email,
      subject: 'Verifikasi Email Member Merapi Toyota',
      text: `Halo ${member.fullName},\n\nBuka tautan berikut untuk memverifikasi alamat e-mail akun member Anda (berlaku ${hours} jam dan hanya sekali pakai):\n${link}\n\nSetelah diverifikasi, semua riwayat Anda tampil di setiap perangkat dan sesi lain yang terbuka diakhiri. Jika Anda tidak merasa membuat akun ini, buka tautan ini juga: sesi orang lain yang memakai alamat Anda akan berakhir.\n\nMerapi Toyota`,
      html: `<p>Halo ${escapeHtml(member.fullName)},</p><p>Buka tautan berikut untuk memverifikasi alamat e-mail akun member Anda (berlaku ${hours} jam dan hanya sekali pakai):</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Setelah diverifikasi, semua riwayat Anda tampil di setiap perangkat dan sesi lain yang terbuka diakhiri. Jika Anda tidak merasa membuat akun ini, buka tautan ini juga: sesi orang lain yang memakai alamat Anda akan berakhir.</p><p>Merapi Toyota</p>`,
    });
    return true;
  } catch (err) {
    app.log.warn({ err, memberId: member.id }, 'verification mail not sent');
    return false;
  }
}
