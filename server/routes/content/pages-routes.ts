/** Clubs, after-sales detail pages, info pages, spare parts and the brochure list. */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../../domain/brand';
import { SPAREPART_CATEGORIES } from '../../../domain/constants';
import { NotFoundError, ok } from '../../http/envelope';
import { brochuresByCategory, clubPage, findClub, findServicePage, findSinglePage, searchSpareParts } from './pages-repository';
import { answers } from '../../http/response-schemas';
import { brochureAnswer, clubAnswer, clubPageAnswer, seoParams, servicePageAnswer, singlePageAnswer, sparePartAnswer } from './schemas';

const CLUBS_PER_PAGE = 8;

export default async function pagesRoutes(app: FastifyInstance) {
  const tags = ['content'];
  const club = `/${BRAND.product}club`;

  app.get(club, {
    schema: {
      tags: ['clubs'],
      summary: `Car clubs, ${CLUBS_PER_PAGE} per page (ClubPage: data and meta {total, per_page, current_page, last_page})`,
      querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 } } } as const,
      response: answers(clubPageAnswer),
    },
  }, async (request) => ok(await clubPage(app.db, request.query.page, CLUBS_PER_PAGE)));

  app.get(`${club}/detail/:id`, {
    schema: { tags: ['clubs'], summary: 'A club by numeric id or seo (Club)', params: seoParams, response: answers(clubAnswer) },
  }, async (request) => {
    const found = await findClub(app.db, request.params.id);
    if (!found) throw new NotFoundError('Club tidak ditemukan');
    return ok(found);
  });

  app.get('/service/:id', {
    schema: { tags, summary: 'After-sales detail page by seo: general-repair or body-and-paint (ServicePage)', params: seoParams, response: answers(servicePageAnswer) },
  }, async (request) => {
    const page = await findServicePage(app.db, request.params.id);
    if (!page) throw new NotFoundError('Halaman tidak ditemukan');
    return ok(page);
  });

  app.get('/singlepage/:id', {
    schema: { tags, summary: 'Info page by seo, HTML sanitised (SinglePage)', params: seoParams, response: answers(singlePageAnswer) },
  }, async (request) => {
    const page = await findSinglePage(app.db, request.params.id);
    if (!page) throw new NotFoundError('Halaman tidak ditemukan');
    return ok(page);
  });

  app.get('/sparepart', {
    schema: {
      tags,
      summary: 'Spare parts and accessories, newest first; filter by category, q searches title and keterangan. Top-level data_count',
      querystring: {
        type: 'object',
        properties: {
          filter: { type: 'string', enum: ['', ...SPAREPART_CATEGORIES], default: '' },
          q: { type: 'string', maxLength: 100, default: '' },
        },
      } as const,
      response: answers(sparePartAnswer, { data_count: { type: 'integer', description: 'length of data' } }),
    },
  }, async (request) => {
    const parts = await searchSpareParts(app.db, request.query.filter, request.query.q.trim());
    return ok(parts, 'success', { data_count: parts.length });
  });

  app.get('/brochure', {
    schema: { tags, summary: 'Brochures by car category; empty categories too (data.category: BrochureCategory[])', response: answers(brochureAnswer) },
  }, async () => ok({ category: await brochuresByCategory(app.db) }));
}
