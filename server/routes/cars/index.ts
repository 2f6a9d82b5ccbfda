/** The contract's "Cars and choices" endpoints (spec section 7) apart from kota, cabang and dealer/* (content) and instantapprove (forms). */
import type { FastifyInstance } from 'fastify';
import compareRoutes from './compare';
import creditRoutes from './credit';
import detailRoutes from './detail';
import journeyRoutes from './journey';
import lookupRoutes from './lookups';
import tradeInRoutes from './trade-in';

export default async function carRoutes(app: FastifyInstance): Promise<void> {
  await app.register(lookupRoutes);
  await app.register(detailRoutes);
  await app.register(creditRoutes);
  await app.register(compareRoutes);
  await app.register(journeyRoutes);
  await app.register(tradeInRoutes);
}
