/** Content reads, dealer lookups and the tracking calls of the contract (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { cachePublicReads } from '../../plugins/read-cache';
import homeRoutes from './home-routes';
import newsRoutes from './news-routes';
import dealerRoutes from './dealer-routes';
import pagesRoutes from './pages-routes';
import trackingRoutes from './tracking-routes';
import policyRoutes from './policy-routes';

export default async function contentRoutes(app: FastifyInstance) {
  app.addHook('onRoute', cachePublicReads({ post: ['kota', 'cabang', 'dealer/slider', 'dealer/icon', 'dealer/maps', 'dealer/contact', 'dealer/nea', 'dealer/promo'], writes: { 'newsdetail/:id': ['/api/news'], 'brochure/download': ['/api/brochure'] } }));
  await app.register(homeRoutes);
  await app.register(newsRoutes);
  await app.register(dealerRoutes);
  await app.register(pagesRoutes);
  await app.register(trackingRoutes);
  await app.register(policyRoutes);
}
