/** GET reads of the Home and after-sales blocks. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { afterSales, listServiceIcons, listSlides, listSpecialOffers, listTestimonials, listValues, navigationTree } from './home-repository';

export default async function homeRoutes(app: FastifyInstance) {
  const tags = ['content'];
  app.get('/slider', { schema: { tags, summary: 'Home intro slides, desktop and mobile sets (Slide[])' } }, async () => ok(await listSlides(app.db)));
  app.get('/icon', { schema: { tags, summary: 'The four Home service icons (ServiceIcon[])' } }, async () => ok(await listServiceIcons(app.db)));
  app.get('/specialoffer', { schema: { tags, summary: 'Special-offer carousel (SpecialOffer[])' } }, async () => ok(await listSpecialOffers(app.db)));
  app.get('/values', { schema: { tags, summary: 'Trusted-values icons (ValueItem[])' } }, async () => ok(await listValues(app.db)));
  app.get('/aftersales', { schema: { tags, summary: 'After-sales service cards and banners (AfterSales)' } }, async () => ok(await afterSales(app.db)));
  app.get('/navigationmenu', { schema: { tags, summary: 'Header menu tree (NavItem[])' } }, async () => ok(await navigationTree(app.db)));
  app.get('/testimoni', { schema: { tags, summary: 'Customer testimonials (Testimonial[])' } }, async () => ok(await listTestimonials(app.db)));
}
