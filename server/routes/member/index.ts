/** The member area: profile, histories, detail records, inbox, data export, account deletion, consents and the garage; each member sees only their own. */
import type { FastifyInstance } from 'fastify';
import { emptyBody } from './schemas';
import profileRoutes from './profile';
import historyRoutes from './history';
import detailRoutes from './detail';
import inboxRoutes from './inbox';
import privacyRoutes from './privacy';
import consentRoutes from './consents';
import garageRoutes from './garage';
import memberBookingRoutes from './bookings';

export default async function memberRoutes(app: FastifyInstance) {
  app.addHook('preValidation', emptyBody);
  await app.register(profileRoutes);
  await app.register(historyRoutes);
  await app.register(detailRoutes);
  await app.register(inboxRoutes);
  await app.register(privacyRoutes);
  await app.register(consentRoutes);
  await app.register(garageRoutes);
  await app.register(memberBookingRoutes);
}
