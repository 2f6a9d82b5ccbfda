/** Inbox list and message, and the member's order ids for payment confirmation. */
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ok } from '../../http/envelope';
import { memberOf, requireMember } from '../../plugins/auth';
import { viewerOf } from '../../services/visibility';
import { inboxOf, readInboxMessage } from './inbox-repository';
import { orderRefs } from './order-repository';
import { answers } from '../../http/response-schemas';
import { idQuery, inboxAnswer, inboxDetailAnswer, memberBody, memberSecurity, orderRefsAnswer } from './schemas';

export default async function inboxRoutes(app: FastifyInstance) {
  app.post('/member/inbox', {
    preHandler: requireMember,
    schema: { tags: ['member'], summary: "The member's inbox, newest first", security: memberSecurity, body: memberBody, response: answers(inboxAnswer) },
  }, async (request) => ok(await inboxOf(app.db, viewerOf(request))));

  app.post('/member/detailinbox', {
    preHandler: requireMember,
    schema: { tags: ['member'], summary: 'One inbox message (HTML text), marked read; 404 when not the member\'s', security: memberSecurity, querystring: idQuery, body: memberBody, response: answers(inboxDetailAnswer) },
  }, async (request) => {
    const message = await readInboxMessage(app.db, viewerOf(request), request.query.id);
    if (!message) throw new NotFoundError();
    return ok(message);
  });

  app.get('/member/orderid', {
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: "The member's orders for payment confirmation (unique_id must be the token's member)", security: memberSecurity,
      querystring: { type: 'object', properties: { unique_id: { type: 'string', maxLength: 64 } }, required: ['unique_id'] } as const,
      response: answers(orderRefsAnswer),
    },
  }, async (request) => {
    const member = memberOf(request);
    if (request.query.unique_id !== member.uniqueId) throw new NotFoundError();
    return ok(await orderRefs(app.db, viewerOf(request)));
  });
}
