/**
 * sitemap.xml (every public page: the fixed ones, each car, article, dealer and club) and
 * robots.txt pointing to it, both with absolute URLs from PUBLIC_URL. The lists come from the same
 * public API routes the site reads (app.inject), so they never disagree with what the pages show.
 */
import type { FastifyInstance } from 'fastify';
import { BRAND } from '../../domain/brand';
import type { Branch, BranchCity, ClubPage, PromoPage, VehicleCategory } from '../../domain/api';

const FIXED = ['/', '/price-list', '/credit-simulation', '/promo', '/find-dealer', '/brochure', '/test-drive', '/booking-service', '/trade-in',
  '/sparepart-accesoris', '/after-sales', '/after-sales/general-repair', '/after-sales/body-and-paint', '/contact-us', '/compare-car', `/${BRAND.product}-club`, '/lead-sales'];

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function read<T>(app: FastifyInstance, method: 'GET' | 'POST', url: string, body?: object): Promise<T | null> {
  const answer = await app.inject({ method, url, payload: body, headers: { 'x-api-key': app.config.apiKey } });
  if (answer.statusCode !== 200) return null;
  return (answer.json() as { data: T }).data;
}

/** Every public page's path. */
export async function publicPaths(app: FastifyInstance): Promise<string[]> {
  const [vehicles, promo, cities, clubs] = await Promise.all([
    read<{ category: VehicleCategory[] }>(app, 'GET', '/api/vehicles'),
    read<PromoPage>(app, 'GET', '/api/news/promo'),
    read<BranchCity[]>(app, 'GET', '/api/cabang/kota'),
    read<ClubPage>(app, 'GET', `/api/${BRAND.product}club?page=1`),
  ]);
  const branches = await Promise.all((cities ?? []).map((city) => read<Branch[]>(app, 'POST', '/api/cabang', { city_code: city.city_code })));
  const cars = (vehicles?.category ?? []).flatMap((category) => (Array.isArray(category.car_model) ? category.car_model.map((model) => `/${encodeURIComponent(model.car_seo)}`) : []));
  const articles = [...(promo?.promo ?? []).flatMap((category) => category.news), ...(promo?.trending ?? [])].map((item) => `/news/${encodeURIComponent(item.seo)}`);
  const dealers = branches.flatMap((list) => (list ?? []).map((branch) => `/find-dealer/${encodeURIComponent(branch.seo)}`));
  const clubPages = (clubs?.data ?? []).map((club) => `/${BRAND.product}-club/${encodeURIComponent(club.seo)}`);
  return [...new Set([...FIXED, ...cars, ...articles, ...dealers, ...clubPages])];
}

export async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  const origin = app.config.publicUrl.replace(/\/$/, '');
  app.get('/sitemap.xml', { schema: { hide: true, response: { 200: { type: 'string' } } } }, async (_request, reply) => {
    const urls = (await publicPaths(app)).map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`).join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  });
  app.get('/robots.txt', { schema: { hide: true, response: { 200: { type: 'string' } } } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /dashboard-member\nDisallow: /staff\nDisallow: /order\n\nSitemap: ${origin}/sitemap.xml\n`));
}
