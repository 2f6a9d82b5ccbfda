/** A staff account's push subscriptions (issue 31.2): alerts of new assignments reach its devices. */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES } from '../../../domain/notifications';
import { ok } from '../../http/envelope';
import { answers } from '../../http/response-schemas';
import { endpointFrom, subscribe, subscriptionFrom, unsubscribe } from '../../services/notify/subscriptions';
import { subscribedAnswer, subscriptionBody, unsubscribeBody } from '../notifications';
import { requireStaff, staffOf } from './auth';
import * as s from './schemas';

export default async function staffPushRoutes(app: FastifyInstance) {
  app.post('/push', {
    onRequest: requireStaff(),
    schema: { tags: s.TAGS, summary: 'Subscribes this device to the staff alerts of the signed-in account', body: subscriptionBody, response: answers(subscribedAnswer) },
  }, async (request) => {
    const input = subscriptionFrom(request.body, app.config.pushAllowInsecure);
    await app.db.transaction((tx) => subscribe(tx, { staffId: staffOf(request).id }, input));
    return ok({ subscribed: true }, NOTIFICATION_MESSAGES.subscribed);
  });

  app.post('/push/unsubscribe', {
    onRequest: requireStaff(),
    schema: { tags: s.TAGS, summary: "Ends this device's staff alerts at once", body: unsubscribeBody, response: answers(subscribedAnswer) },
  }, async (request) => {
    await unsubscribe(app.db, { staffId: staffOf(request).id }, endpointFrom(request.body));
    return ok({ subscribed: false }, NOTIFICATION_MESSAGES.unsubscribed);
  });
}
