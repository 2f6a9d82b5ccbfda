/**
 * Personal data (issue 29.2/29.3, LIFECYCLE.md): the member's export as a single-use link to a ZIP,
 * and deleting the account. Both need the password typed again in the same request, and both are
 * rate limited per address and per member.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PRIVACY_MESSAGES } from '../../../domain/privacy';
import { memberExports, members } from '../../db/schema';
import { BusinessError, fieldError, NotFoundError, ok } from '../../http/envelope';
import { answers, fileAnswers, int, obj, str } from '../../http/response-schemas';
import { memberOf, requireMember } from '../../plugins/auth';
import { countAttempt, THROTTLE_WINDOW_MS } from '../../services/login-throttle';
import { verifyPassword } from '../../services/passwords';
import { buildExportArchive } from '../../services/privacy/export-archive';
import { deleteAccount } from '../../services/privacy/delete-account';
import { deletionMail } from '../../services/privacy/deletion-mail';
import { writeAudit } from '../../services/staff/audit';
import { hashToken, newToken } from '../../services/tokens';
import { isVerified, viewerOf } from '../../services/visibility';
import { memberSecurity, tokenField } from './schemas';

/** Password confirmations per member per 15 minutes, export and deletion together. */
export const PRIVACY_ATTEMPTS = 10;

/** Longer is never a password of ours (the forms' limit). */
const PASSWORD_MAX = 128;

const passwordBody = {
  type: 'object',
  properties: { password: { type: 'string', maxLength: PASSWORD_MAX }, token: tokenField },
  additionalProperties: true,
} as const;

/** The archive's address: the token in a query parameter the logs mask (plugins/logging). */
export const ARCHIVE_PATH = '/api/member/export/archive';

export default async function privacyRoutes(app: FastifyInstance) {
  const perAddress = (name: string) => ({ max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: (r: FastifyRequest) => `${name}:${r.ip}` });

  /** The re-authentication: the password of the session's member, typed in this request. */
  async function confirmPassword(request: FastifyRequest & { body: { password?: string } }): Promise<'ok' | 'too-many'> {
    const password = request.body.password;
    if (typeof password !== 'string' || !password) throw fieldError('password', '*Masukkan Password!.');
    const member = memberOf(request);
    // Counted before the check, so parallel guesses get no extra tries.
    if (await countAttempt(app.db, `privacy:${member.id}`, THROTTLE_WINDOW_MS) > PRIVACY_ATTEMPTS) return 'too-many';
    if (!(await verifyPassword(password, member.passwordHash))) throw new BusinessError(PRIVACY_MESSAGES.wrongPassword);
    return 'ok';
  }
  const tooMany = { status: 429, message: PRIVACY_MESSAGES.tooMany, data: null };

  app.post('/member/export', {
    config: { rateLimit: perAddress('memberexport') },
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: 'Password typed again; answers a single-use link to a ZIP of all the member\'s data (data.json, ringkasan.html, berkas/), valid EXPORT_TTL_MINUTES',
      security: memberSecurity, body: passwordBody, response: answers(obj({ url: str, expires_at: str })),
    },
  }, async (request, reply) => {
    if (await confirmPassword(request) === 'too-many') return reply.code(429).send(tooMany);
    const member = memberOf(request);
    const token = newToken();
    const expiresAt = new Date(Date.now() + app.config.exportTtlMinutes * 60_000);
    await app.db.transaction(async (tx) => {
      await tx.insert(memberExports).values({ memberId: member.id, sessionId: request.sessionId, tokenHash: hashToken(token), expiresAt });
      await writeAudit(tx, { staffId: null, action: 'member.export', kind: 'member', recordId: member.uniqueId });
    });
    return ok({ url: `${ARCHIVE_PATH}?key=${token}`, expires_at: expiresAt.toISOString() }, PRIVACY_MESSAGES.exportReady);
  });

  app.get('/member/export/archive', {
    config: { rateLimit: perAddress('memberexportfile') },
    schema: {
      tags: ['member'], summary: 'The ZIP of a data export link; answers once, 404 when used, expired or unknown',
      querystring: { type: 'object', properties: { key: { type: 'string', maxLength: 100 } } } as const,
      response: fileAnswers('application/zip', 'The member\'s data archive'),
    },
  }, async (request, reply) => {
    const key = request.query.key;
    if (!key) throw new NotFoundError(PRIVACY_MESSAGES.linkGone);
    // Claimed and built in one transaction: a build that fails leaves the link unused.
    const archive = await app.db.transaction(async (tx) => {
      const [claimed] = await tx.update(memberExports).set({ usedAt: new Date() })
        .where(and(eq(memberExports.tokenHash, hashToken(key)), isNull(memberExports.usedAt), gt(memberExports.expiresAt, new Date())))
        .returning();
      if (!claimed) return null;
      const [member] = await tx.select().from(members).where(eq(members.id, claimed.memberId));
      if (!member) return null;
      const viewer = { memberId: member.id, sessionId: claimed.sessionId, verified: isVerified(member) };
      return buildExportArchive(tx, app.blobs, member, viewer);
    });
    if (!archive) throw new NotFoundError(PRIVACY_MESSAGES.linkGone);
    const day = new Date().toISOString().slice(0, 10);
    return reply.type('application/zip')
      .header('content-disposition', `attachment; filename="data-merapi-toyota-${day}.zip"`)
      .header('cache-control', 'no-store')
      .send(archive);
  });

  app.post('/member/delete', {
    config: { rateLimit: perAddress('memberdelete') },
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: 'Password typed again; deletes the account in one transaction (orders and payments kept pseudonymised), ends every session, mails the member',
      security: memberSecurity, body: passwordBody,
      response: answers(obj({ orders_kept: int, payments_kept: int, records_deleted: int, records_detached: int, uploads_destroyed: int })),
    },
  }, async (request, reply) => {
    if (await confirmPassword(request) === 'too-many') return reply.code(429).send(tooMany);
    const member = memberOf(request);
    const report = await app.db.transaction((tx) => deleteAccount(tx, app.blobs, member, viewerOf(request)));
    // After the commit: files of the disk store, and the e-mail (a failure here must not undo the deletion).
    for (const key of report.blobKeysAfterCommit) await app.blobs.delete(key).catch((err: unknown) => request.log.error({ err }, 'blob delete after account deletion failed'));
    await app.mailer.send(deletionMail(member, report)).catch((err: unknown) => request.log.error({ err }, 'account deletion mail failed'));
    const { orders_kept, payments_kept, records_deleted, records_detached, uploads_destroyed } = report;
    return ok({ orders_kept, payments_kept, records_deleted, records_detached, uploads_destroyed }, PRIVACY_MESSAGES.deleted);
  });
}
