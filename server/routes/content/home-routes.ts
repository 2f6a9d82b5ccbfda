/** GET reads of the Home and after-sales blocks, and where the dealer sends buyers (siteconfig). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { answers, obj, strOrNull } from '../../http/response-schemas';
import { afterSales, listServiceIcons, listSlides, listSpecialOffers, listTestimonials, listValues, navigationTree, nextSlideChange } from './home-repository';
import {
  afterSalesAnswer, navigationAnswer, serviceIconAnswer, slideAnswer, specialOfferAnswer, testimonialAnswer, valuesAnswer,
} from './schemas';

export default async function homeRoutes(app: FastifyInstance) {
  const tags = ['content'];
  app.get('/slider', { schema: { tags, summary: 'Home intro slides, desktop and mobile sets (Slide[])', response: answers(slideAnswer) } }, async () => {
    const now = new Date();
    const slides = await listSlides(app.db, now);
    // No write marks a banner's start or end: the cached answer (and the pages drawn from it) expire then.
    const change = await nextSlideChange(app.db, now);
    if (change) app.readCache.expireAt(change, ['/api/slider']);
    return ok(slides);
  });
  app.get('/icon', { schema: { tags, summary: 'The four Home service icons (ServiceIcon[])', response: answers(serviceIconAnswer) } }, async () => ok(await listServiceIcons(app.db)));
  app.get('/specialoffer', { schema: { tags, summary: 'Special-offer carousel (SpecialOffer[])', response: answers(specialOfferAnswer) } }, async () => ok(await listSpecialOffers(app.db)));
  app.get('/values', { schema: { tags, summary: 'Trusted-values icons (ValueItem[])', response: answers(valuesAnswer) } }, async () => ok(await listValues(app.db)));
  app.get('/aftersales', { schema: { tags, summary: 'After-sales service cards and banners (AfterSales)', response: answers(afterSalesAnswer) } }, async () => ok(await afterSales(app.db)));
  app.get('/navigationmenu', { schema: { tags, summary: 'Header menu tree (NavItem[])', response: answers(navigationAnswer) } }, async () => ok(await navigationTree(app.db)));
  // The dealer's choice from the environment (README, Configuration). A read like the others, so the server's
  // render and the page's hydration draw the same "Buy a Car" link, and the mirror keeps it offline.
  app.get('/siteconfig', {
    schema: { tags, summary: 'Where buyers go: the external sales site (SALES_SITE_URL) and chat page (CHAT_URL), null when not configured (SiteConfig)', response: answers(obj({ sales_site_url: strOrNull, chat_url: strOrNull })) },
  }, async () => ok({ sales_site_url: app.config.salesSiteUrl, chat_url: app.config.chatUrl }));
  app.get('/testimoni', { schema: { tags, summary: 'Customer testimonials (Testimonial[])', response: answers(testimonialAnswer) } }, async () => ok(await listTestimonials(app.db)));
}
