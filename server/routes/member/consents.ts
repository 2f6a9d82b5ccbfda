/**
 * Consents on record (issue 29.1, LIFECYCLE.md 'Personal data'): the member's current consent per
 * purpose, and giving or withdrawing one, effective at once.
 */
import type { FastifyInstance } from 'fastify';
import { CONSENT_MESSAGES, CONSENT_PURPOSES, isConsentPurpose } from '../../../domain/consents';
import { fieldError, ok } from '../../http/envelope';
import { answers, bool, list, obj, str } from '../../http/response-schemas';
import { memberOf, requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { currentConsents, recordConsents } from '../../services/consents';
import { flagOpenCreditApplications } from '../../services/privacy/processing-withdrawal';
import { perAddress } from '../../http/client-address';
import { memberSecurity, optionalBody, tokenField } from './schemas';

const consentAnswer = list(obj({ purpose: { type: 'string', enum: CONSENT_PURPOSES }, granted: bool, at: str, text_version: str, source: str }));

export default async function consentRoutes(app: FastifyInstance) {
  app.get('/member/consents', {
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: "The member's own consents: the latest state per purpose (processing, offers, reminders, push) with its time, text version and source",
      security: memberSecurity, response: answers(consentAnswer),
    },
  }, async (request) => ok(await currentConsents(app.db, memberOf(request).id)));

  app.post('/member/consents', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress('memberconsents') } },
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: 'Gives (granted true) or withdraws (granted false) one consent, at once; answers the current consents',
      security: memberSecurity,
      // Types are checked by the handler, so a wrong one answers 422 with an Indonesian message.
      body: optionalBody({ purpose: { description: CONSENT_PURPOSES.join(', ') }, granted: { description: 'boolean' }, token: tokenField }),
      response: answers(consentAnswer),
    },
  }, async (request, reply) => {
    const body = request.body;
    if (!isConsentPurpose(body.purpose)) throw fieldError('purpose', CONSENT_MESSAGES.purpose);
    if (typeof body.granted !== 'boolean') throw fieldError('granted', CONSENT_MESSAGES.granted);
    const { purpose, granted } = body;
    const member = memberOf(request);
    return writeOnce(request, reply, async (tx) => {
      await recordConsents(tx, { memberId: member.id, email: member.email, source: 'profile', purposes: { [purpose]: granted } });
      // Processing stops: open credit applications are flagged to finance in this same transaction.
      if (purpose === 'processing' && !granted) await flagOpenCreditApplications(tx, member.id);
      return ok(await currentConsents(tx, member.id), granted ? CONSENT_MESSAGES.given : CONSENT_MESSAGES.withdrawn);
    });
  });
}
