/**
 * The catalogue's share of the contract (spec section 7): the GET reads carcategory, vehicles,
 * recomendedproduct, pricelist, question, brand, creditrates (the stored flat rates), and the "Cars and choices" POSTs apart from
 * kota, cabang and dealer/* (content) and instantapprove (forms).
 */
import type { FastifyInstance } from 'fastify';
import { cachePublicReads } from '../../plugins/read-cache';
import compareRoutes from './compare';
import creditRateRoutes from './credit-rates';
import creditRoutes from './credit';
import detailRoutes from './detail';
import journeyRoutes from './journey';
import lookupRoutes from './lookups';
import manifestRoutes from './manifest';
import readRoutes from './reads';
import accessoryRoutes from './accessories';
import stockRoutes from './stock';
import tradeInRoutes from './trade-in';

/** Registers every catalogue route module under the /api prefix given by the caller. */
export default async function carRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', cachePublicReads({ post: ['cardetail', 'cardefault', 'caryoutube', 'interior360', 'exterior360', 'cartypedetail', 'carname', 'carmodel', 'cartype', 'comparison/type', 'compare', 'question/result', 'brandmodel', 'brandyear', 'brandtype'] }));
  await app.register(readRoutes);
  await app.register(lookupRoutes);
  await app.register(detailRoutes);
  await app.register(creditRoutes);
  await app.register(creditRateRoutes);
  await app.register(compareRoutes);
  await app.register(journeyRoutes);
  await app.register(tradeInRoutes);
  await app.register(manifestRoutes);
  await app.register(stockRoutes);
  await app.register(accessoryRoutes);
}
