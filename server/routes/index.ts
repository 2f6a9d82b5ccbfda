/** Every route module of the contract, by domain. */
import type { FastifyInstance } from 'fastify';
import contentRoutes from './content';
import carRoutes from './cars';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(carRoutes, { prefix: '/api' });
}
