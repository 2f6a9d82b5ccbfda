/**
 * Notifications (issue 31, LIFECYCLE.md 'Notifications'): the VAPID public key, a member's push
 * subscriptions and notification settings. The staff's subscriptions are in routes/staff/push-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications';
import { ok } from '../http/envelope';
import { perAddress } from '../http/client-address';
import { answers, bool, obj, str } from '../http/response-schemas';
import { memberOf, requireMember } from '../plugins/auth';
import { writeOnce } from '../plugins/idempotency';
import { recordConsents } from '../services/consents';
import { changeSettings, notificationSettings, settingChanges } from '../services/notify/settings';
import { endpointFrom, subscribe, subscriptionFrom, unsubscribe } from '../services/notify/subscriptions';
import { ensureVapidKeys } from '../services/notify/vapid';
import { currentConsents } from '../services/consents';
import { emptyBody, memberSecurity, optionalBody } from './member/schemas';

const settingsAnswer = obj({
  channels: obj({ email: bool, push: bool }),
  purposes: obj({ status: bool, reminders: bool, offers: bool }),
});
/** `{subscription: {endpoint, keys: {p256dh, auth}}}` (checked by the handler for Indonesian 422s). */
export const subscriptionBody = optionalBody({ subscription: { type: 'object', description: 'PushSubscription.toJSON(): {endpoint, keys: {p256dh, auth}}' } });
export const unsubscribeBody = optionalBody({ endpoint: { type: 'string', description: 'the subscription endpoint' } });
export const subscribedAnswer = obj({ subscribed: bool });

export default async function notificationRoutes(app: FastifyInstance) {
  app.addHook('preValidation', emptyBody);
  const limited = (name: string) => ({ rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000, keyGenerator: perAddress(name) } });

  app.get('/push/key', {
    schema: { tags: ['notifications'], summary: 'The VAPID public key (base64url) a browser subscribes with', response: answers(obj({ public_key: str })) },
  }, async () => ok({ public_key: (await ensureVapidKeys(app.db)).publicKey }));

  app.get('/member/notifications', {
    preHandler: requireMember,
    schema: { tags: ['member'], summary: "The member's notification settings (consents): channels e-mail and push, purposes status, reminders, offers", security: memberSecurity, response: answers(settingsAnswer) },
  }, async (request) => ok(await notificationSettings(app.db, memberOf(request).id)));

  app.post('/member/notifications', {
    config: limited('membernotifications'),
    preHandler: requireMember,
    schema: {
      tags: ['member'], summary: 'Changes notification settings (any of them); each change is a consent given or withdrawn at once, source profile',
      security: memberSecurity, body: optionalBody({ channels: { description: '{email, push} booleans' }, purposes: { description: '{status, reminders, offers} booleans' } }),
      response: answers(settingsAnswer),
    },
  }, async (request, reply) => {
    const changes = settingChanges(request.body);
    const member = memberOf(request);
    return writeOnce(request, reply, async (tx) => {
      await changeSettings(tx, member, changes);
      return ok(await notificationSettings(tx, member.id), NOTIFICATION_MESSAGES.saved);
    });
  });

  app.post('/member/push', {
    config: limited('memberpush'),
    preHandler: requireMember,
    schema: { tags: ['member'], summary: 'Subscribes this device to push messages (records the push consent, source device)', security: memberSecurity, body: subscriptionBody, response: answers(subscribedAnswer) },
  }, async (request, reply) => {
    const input = subscriptionFrom(request.body, app.config.pushAllowInsecure);
    const member = memberOf(request);
    return writeOnce(request, reply, async (tx) => {
      await subscribe(tx, { memberId: member.id }, input);
      // Turning push on for a device is giving the push consent (recorded when it is not already given).
      const push = (await currentConsents(tx, member.id)).find((c) => c.purpose === 'push');
      if (!push?.granted) await recordConsents(tx, { memberId: member.id, email: member.email, source: 'device', purposes: { push: true } });
      return ok({ subscribed: true }, NOTIFICATION_MESSAGES.subscribed);
    });
  });

  app.post('/member/push/unsubscribe', {
    config: limited('memberpush'),
    preHandler: requireMember,
    schema: { tags: ['member'], summary: "Ends this device's push subscription at once", security: memberSecurity, body: unsubscribeBody, response: answers(subscribedAnswer) },
  }, async (request) => {
    const endpoint = endpointFrom(request.body);
    await unsubscribe(app.db, { memberId: memberOf(request).id }, endpoint);
    return ok({ subscribed: false }, NOTIFICATION_MESSAGES.unsubscribed);
  });
}
