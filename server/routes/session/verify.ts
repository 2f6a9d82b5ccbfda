/** E-mail verification: the mailed link's page posts its token here; a member may ask for a new link. */
import type { FastifyInstance } from 'fastify';
import { BusinessError, ok } from '../../http/envelope';
import { memberOf, requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { countAttempt, THROTTLE_WINDOW_MS } from '../../services/login-throttle';
import { sessionForToken } from '../../services/sessions';
import { consumeVerificationToken, markVerified, sendVerificationMail } from '../../services/verification';
import { isVerified } from '../../services/visibility';
import { answers, bool, obj, str } from '../../http/response-schemas';
import { memberSecurity, optionalBody, tokenField } from '../member/schemas';
import { perAddress } from '../../http/client-address';

export const VERIFY_INVALID = 'Tautan verifikasi tidak valid atau sudah kedaluwarsa';
export const VERIFIED = 'Email berhasil diverifikasi';
export const VERIFY_SENT = 'Link verifikasi sudah dikirim ke email Anda';
/** New links per member per 15 minutes. */
export const VERIFY_RESEND_MAX = 3;

export default async function verifyRoutes(app: FastifyInstance) {
  app.post('/verifyemail', {
    config: { rateLimit: { max: app.config.loginRateLimit, timeWindow: THROTTLE_WINDOW_MS, keyGenerator: perAddress('verifyemail') } },
    schema: {
      tags: ['session'],
      summary: "Verify the member's e-mail with the mailed single-use `token` (here the link's token; the member's own session, if any, comes as `Authorization: Bearer`): every other session ends, the calling one stays when it is that member's; records sent without login then show everywhere",
      body: { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['token'], additionalProperties: true } as const,
      response: answers(obj({ email: str, email_verified: bool, logged_in: bool })),
    },
  }, async (request, reply) => {
    const { token } = request.body;
    const header = request.headers.authorization;
    const caller = header?.startsWith('Bearer ') ? await sessionForToken(app.db, header.slice(7).trim()) : null;
    return writeOnce(request, reply, async (tx) => {
      const memberId = await consumeVerificationToken(tx, token);
      if (memberId === null) throw new BusinessError(VERIFY_INVALID);
      const keep = caller?.member.id === memberId ? caller.sessionId : undefined;
      const member = await markVerified(tx, memberId, keep);
      return ok({ email: member.email, email_verified: true, logged_in: keep !== undefined }, VERIFIED);
    });
  });

  app.post('/verifyemail/resend', {
    preHandler: requireMember,
    schema: {
      tags: ['session'], summary: "Mail a new verification link to the logged-in member's address (a few per 15 minutes)", security: memberSecurity, body: optionalBody({ token: tokenField }),
      response: answers(obj({ email_verified: { type: 'boolean', description: 'true: already verified, no mail sent' } })),
    },
  }, async (request, reply) => {
    const member = memberOf(request);
    if (isVerified(member)) return ok({ email_verified: true }, VERIFIED);
    if (await countAttempt(app.db, `verify-resend:${member.id}`) > VERIFY_RESEND_MAX) {
      return reply.code(429).send({ status: 429, message: 'Terlalu banyak permintaan link verifikasi, coba lagi dalam 15 menit', data: null });
    }
    if (!(await sendVerificationMail(app, member))) throw new BusinessError('Email gagal dikirim, silakan coba lagi');
    return ok({ email_verified: false }, VERIFY_SENT);
  });
}
