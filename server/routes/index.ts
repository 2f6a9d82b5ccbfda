/** Every route module of the contract, by domain. */
import type { FastifyInstance } from 'fastify';
import contentRoutes from './content';
import carRoutes from './cars';
import formRoutes from './forms';
import bookingServiceRoutes from './forms/booking-service';
import sessionRoutes from './session';
import memberRoutes from './member';
import staffRoutes from './staff';
import mediaFileRoutes from './media-files';
import notificationRoutes from './notifications';
import slotRoutes from './slots';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(carRoutes, { prefix: '/api' });
  await app.register(formRoutes, { prefix: '/api' });
  await app.register(slotRoutes, { prefix: '/api' });
  await app.register(sessionRoutes, { prefix: '/api' });
  await app.register(memberRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(import('./orders'), { prefix: '/api' });
  await app.register(import('./deal'), { prefix: '/api' });
  await app.register(import('./track'), { prefix: '/api' });
  await app.register(bookingServiceRoutes, { prefix: '/booking-api' });
  await app.register(staffRoutes, { prefix: '/api/staff' });
  await app.register(mediaFileRoutes);
}
