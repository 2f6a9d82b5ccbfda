/**
 * Server-side rendering (docs/rendering.md): the raw HTML of public pages (plain fetch, no browser)
 * carries the content, head tags and structured data; private pages are the shell; the build keeps
 * its JavaScript budgets. Hydration in Chromium: hydration.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { routes } from '../../src/app/router';
import { pagePatterns } from '../../src/app/ssr/private-routes';
import { MEMBER_KEY_PREFIX } from '../../src/data/repositories/member-mirror';
import { BUDGET, routeJs } from '../../scripts/route-js';
import { API_HEADERS } from './forms-helpers';
import { ARTICLE, raw, titleOf } from './server-page';

const meta = (html: string, attr: 'name' | 'property', name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
/** The markup inside #root (what the server rendered, before any script). */
const body = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="prerendered-data"'));

describe('server HTML of public pages (no browser)', () => {
  it('renders a car page with its name, picture, prices, types, head tags and Product/Car JSON-LD', async () => {
    const { status, html } = await raw('/avanza');
    expect(status).toBe(200);
    // The brand once, though the car's meta title ends with it too.
    expect(html).toContain('<title>Toyota Avanza | Merapi Toyota</title>');
    expect(body(html)).toContain('<h1');
    expect(body(html)).toContain('Toyota Avanza');
    expect(body(html)).toMatch(/<img[^>]+src="\/media\/[^"]*avanza\/slider\/[^"]+"/);
    expect(body(html)).toMatch(/Rp\s?[\d.]+/);
    expect(body(html)).toMatch(/1\.5 G/);
    expect(meta(html, 'name', 'description')).toMatch(/Avanza/);
    expect(html).toContain(`<link rel="canonical" href="${new URL('/avanza', `http://localhost:${new URL(inject('baseUrl')).port}`).href}" />`);
    expect(meta(html, 'property', 'og:title')).toMatch(/Avanza/);
    // A JPEG of the car's own picture (previews show no SVG), absolute, with its size, type and text.
    const image = meta(html, 'property', 'og:image')!;
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/og\/[0-9a-f]{32}\/cars\/avanza\/[^/]+\.svg\.jpg$/);
    expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height'), meta(html, 'property', 'og:image:type')]).toEqual(['1200', '630', 'image/jpeg']);
    expect(meta(html, 'property', 'og:image:alt')).toBe('Toyota Avanza');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:image')).toBe(image);
    // Each tag once: the shell's own og: tags are gone.
    expect(html.match(/property="og:site_name"/g)).toHaveLength(1);
    const jpeg = await fetch(inject('baseUrl') + new URL(image).pathname);
    expect([jpeg.status, jpeg.headers.get('content-type'), jpeg.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable']);
    const picture = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 1200, 630]);
    const product = jsonLd(html).find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('Car'));
    expect(product).toMatchObject({ name: 'Toyota Avanza', brand: { name: 'Toyota' }, offers: { '@type': 'AggregateOffer', priceCurrency: 'IDR' } });
    const offers = (product!.offers as { offers: Array<{ price: number }> }).offers;
    expect(offers.length).toBeGreaterThan(1);
    expect(offers.every((o) => o.price > 0)).toBe(true);
    // The answers the page was drawn with travel with it, for hydration.
    expect(html).toMatch(/<script type="application\/json" id="prerendered-data">\[\{"key":"cardetail:avanza"|"key":"cardetail:avanza"/);
  });

  it('renders the car page\'s credit panel with the instalment the API answers for the car\'s default', async () => {
    const post = async (endpoint: string, payload: unknown) => {
      const res = await fetch(`${inject('baseUrl')}/api/${endpoint}`, { method: 'POST', headers: API_HEADERS, body: JSON.stringify(payload) });
      return ((await res.json()) as { data: Record<string, number | string> }).data;
    };
    const d = await post('cardefault', { seo: 'avanza' });
    const answer = await post('creditsimulation', { car_model_id: d.car_model_id, car_model_transmission: d.car_transmission, car_model_type: d.car_type_id, uang_muka: d.uang_min, tenor: 60 });
    const panel = body((await raw('/avanza')).html);
    // The instalment is in the HTML (drawn by the same credit kernel with the rates the server uses), not the hint to fill the form in.
    expect(Number(answer.angsuran)).toBeGreaterThan(0);
    expect(panel).toMatch(new RegExp(`Angsuran per bulan[\\s\\S]*?Rp\\s?${Number(answer.angsuran).toLocaleString('id-ID').replace(/\./g, '\\.')}<`));
    expect(panel).not.toContain('Lengkapi transmisi, tipe, uang muka dan tenor.');
  });

  it('renders a news article with its text, article tags and NewsArticle JSON-LD', async () => {
    const { status, html } = await raw(ARTICLE);
    expect(status).toBe(200);
    const title = html.match(/<title>([^<]*)<\/title>/)![1];
    expect(title).toMatch(/\| Merapi Toyota$/);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    const article = jsonLd(html).find((d) => d['@type'] === 'NewsArticle');
    expect(article).toBeDefined();
    expect(String(article!.headline).length).toBeGreaterThan(5);
    expect(body(html)).toContain(String(article!.headline).replace(/&/g, '&amp;'));
    // A sentence of the article's text is in the markup.
    const sentence = String(article!.articleBody).split('. ')[0].slice(0, 40);
    expect(body(html)).toContain(sentence.replace(/&/g, '&amp;'));
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\/media\/og\/[0-9a-f]{32}\/content\/.+\.jpg$/);
    expect(meta(html, 'property', 'og:image:alt')).toBe(String(article!.headline));
  });

  it('renders Home with its sections, the site tags and AutoDealer JSON-LD', async () => {
    const { status, html } = await raw('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Merapi Toyota - Dealer Resmi Toyota Jawa Tengah &amp; DIY</title>');
    expect(body(html)).toContain('Promo utama');
    expect(body(html)).toContain('Pilih Mobil Toyota Anda');
    expect(body(html)).toContain('<footer');
    expect(jsonLd(html).some((d) => d['@type'] === 'AutoDealer')).toBe(true);
    // Home's first slide as a JPEG.
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\/media\/og\/[0-9a-f]{32}\/.+\.jpg$/);
    expect(meta(html, 'property', 'og:image:type')).toBe('image/jpeg');
  });

  it('renders a dealer with AutoDealer JSON-LD; an unknown path is a 404 page; private pages stay the shell', async () => {
    const sitemap = await (await fetch(`${inject('baseUrl')}/sitemap.xml`)).text();
    const dealer = sitemap.match(/<loc>https?:\/\/[^<]+(\/find-dealer\/[^<]+)<\/loc>/)![1];
    const { html } = await raw(dealer);
    expect(jsonLd(html).find((d) => d['@type'] === 'AutoDealer' && d.telephone)).toBeDefined();
    expect((await raw('/tidak-ada/sama-sekali')).status).toBe(404);
    const order = await raw('/order-info');
    expect(order.status).toBe(200);
    expect(order.html).toContain('<div id="root"></div>');
  });

  it('renders the order wizard\'s first step for a guest, and only the member dashboard\'s frame (no member data)', async () => {
    const order = await raw('/order');
    expect(order.status).toBe(200);
    expect(body(order.html)).toContain('Langkah 1 dari 5: Registrasi');
    expect(body(order.html)).toContain('Data Pribadi');
    // Its form's provinces came with the page.
    expect(body(order.html)).toContain('Nama Lengkap');
    expect(order.html).toMatch(/"key":"[^"]*provin/i);
    const dashboard = await raw('/dashboard-member?tab=8');
    expect(dashboard.status).toBe(200);
    expect(body(dashboard.html)).toMatch(/<h1[^>]*>Dashboard Member<\/h1>/);
    expect(body(dashboard.html)).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>.*?Inbox/);
    // A frame: skeletons, no guard and nothing that is one member's (no answer of a member route embedded).
    expect(body(dashboard.html)).toContain('aria-busy="true"');
    expect(body(dashboard.html)).not.toContain('Area Member');
    expect(dashboard.html).not.toContain(`"key":"${MEMBER_KEY_PREFIX}`);
  });

  it('answers an unknown car, article, service, branch or club with 404, its not-found screen and title (no soft 404)', async () => {
    for (const [address, heading, key] of [
      ['/mobil-yang-tidak-ada', 'Mobil tidak ditemukan', 'cardetail:mobil-yang-tidak-ada'],
      ['/news/berita-yang-tidak-ada', 'Berita tidak ditemukan', 'newsdetail:berita-yang-tidak-ada'],
      ['/after-sales/layanan-yang-tidak-ada', 'Layanan tidak ditemukan', 'service:layanan-yang-tidak-ada'],
      ['/find-dealer/cabang-yang-tidak-ada', 'Cabang Tidak Ditemukan', 'dealer/contact:cabang-yang-tidak-ada'],
      ['/merapi-club/club-yang-tidak-ada', 'Club tidak ditemukan', 'merapiclub/detail:club-yang-tidak-ada'],
    ] as const) {
      const { status, html } = await raw(address);
      expect(status, address).toBe(404);
      expect(body(html), address).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(titleOf(html), address).toBe(`${heading} | Merapi Toyota`);
      // The page's first render (hydration) is told the read found nothing, so it draws the same screen.
      expect(html, address).toContain(`"missing":["${key}"]`);
    }
    // A page that exists is not: its reads are all answered.
    expect((await raw('/avanza')).status).toBe(200);
  });

  it('lists every public page in sitemap.xml, which robots.txt points to', async () => {
    const sitemap = await (await fetch(`${inject('baseUrl')}/sitemap.xml`)).text();
    for (const page of ['/', '/price-list', '/credit-simulation', '/avanza', ARTICLE, '/find-dealer/']) expect(sitemap).toContain(page);
    expect(sitemap).not.toContain('/dashboard-member');
    const robots = await (await fetch(`${inject('baseUrl')}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

describe('private and public pages, from the route table', () => {
  /** An address of a route pattern: sample values for its parameters, a made-up rest for '*'. */
  const SAMPLE: Record<string, string> = { link: 'contoh', profil: 'info-garansi', id: '1', seo: 'avanza', kind: 'testdrive', collection: 'news' };
  const addressOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE[name] ?? 'contoh').replace(/\*$/, 'contoh/lain');
  const table = pagePatterns(routes);

  it('marks every member, order, staff and showroom page private, and the site\'s pages public', () => {
    expect(table.length).toBeGreaterThan(40);
    const privatePaths = ['/testdrive/detail/:id', '/bookingservice/detail/:id', '/tradein/detail/:id', '/bookingorder/detail/:id', '/verifikasi-email',
      '/reset-password', '/order-info', '/order-success', '/showroom', '/showroom/:seo', '/staff/login', '/staff',
      '/staff/queue/:kind', '/staff/content/:collection/:id', '/staff/*'];
    for (const path of privatePaths) expect(table, path).toContainEqual({ path, private: true });
    for (const path of ['/', '/:link', '/news/:link', '/price-list', '/find-dealer/:link', '/credit-simulation', '/test-drive', '/order', '/dashboard-member', '/*']) {
      expect(table, path).toContainEqual({ path, private: false });
    }
  });

  it('sends every private route as the empty shell and renders every public one, its title naming the brand once', async () => {
    const wrong: string[] = [];
    for (const route of table) {
      const address = addressOf(route.path);
      const { html } = await raw(address);
      const shell = html.includes('<div id="root"></div>') && !html.includes('id="prerendered-data"');
      if (shell !== route.private) wrong.push(`${address}: ${shell ? 'shell' : 'rendered'}`);
      const title = titleOf(html) ?? '';
      if (!route.private && title.split('Merapi Toyota').length !== 2) wrong.push(`${address}: title '${title}'`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('JavaScript budgets of the build', () => {
  it('keeps Home\'s first load, every route\'s own chunk and every first load\'s files within budget', () => {
    const { routes, screenChunks } = routeJs(path.resolve(process.env.E2E_DIST_DIR ?? 'dist'));
    const home = routes.find((r) => r.route === '/')!;
    expect(home.bytes).toBeLessThanOrEqual(BUDGET.homeFirstLoad);
    expect(screenChunks.filter((c) => c.bytes > BUDGET.routeChunk)).toEqual([]);
    // Validation, the 360 viewer and the back office are not in Home's first load.
    expect(home.files.filter((f) => /validation|viewer|staff/.test(f))).toEqual([]);
    // Each file is a request: the form and deal kits (vite.config.ts) keep the form pages' first loads to a few dozen.
    expect(routes.filter((r) => r.files.length > BUDGET.firstLoadFiles).map((r) => `${r.route}: ${r.files.length} files`)).toEqual([]);
  });

  it('renders pages on the server with the production builds of React and its libraries, whatever NODE_ENV says', () => {
    // `npm run serve` sets no NODE_ENV, and the bundled libraries chose their builds by it at run time: every
    // page was rendered by React's development build (an Error and its stack per element). Built in now.
    const server = path.join(path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), 'server');
    const files = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('entry-server.js');
    const development = files.filter((f) => /\.development\.js|jsxDEVImpl|process\.env\.NODE_ENV/.test(readFileSync(path.join(server, f), 'utf8')));
    expect(development).toEqual([]);
  });
});
