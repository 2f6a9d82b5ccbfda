/**
 * The <head> of a server-rendered page (docs/rendering.md): title, description, canonical URL,
 * Open Graph and Twitter card tags with an absolute raster image, and schema.org JSON-LD, from the
 * route and the answers the render used (the same the screens show).
 */
import { BRAND } from '../../../domain/brand';
import { formatNumberId } from '../../../domain/money';
import type { CarDetail, CarType, DealerContact, NewsArticle, Slide } from '../../../domain/api';
import type { MirrorRow } from '../../data/db';
import { documentTitle } from '../../lib/document-title';
import type { DealView } from '../../../domain/deal';
import { dealSummary, dealTitle } from '../../features/deal/deal-text';

export const DEFAULT_DESCRIPTION =
  'Merapi Toyota, dealer resmi Toyota di Jawa Tengah dan DI Yogyakarta. Cek harga mobil Toyota terbaru, simulasi kredit, booking test drive dan booking service online.';

/** Titles of the fixed public pages whose screens set none (a title a screen sets wins: see `pageHead`). */
const FIXED_TITLES: Record<string, string> = {
  '/price-list': 'Daftar Harga Mobil Toyota',
  '/credit-simulation': 'Simulasi Kredit',
  '/promo': 'Berita & Promo',
  '/find-dealer': 'Cari Dealer',
  '/brochure': 'Download Brosur',
  '/test-drive': 'Test Drive',
  '/booking-service': 'Booking Service',
  '/trade-in': 'Trade In',
  '/sparepart-accesoris': 'Sparepart & Aksesoris',
  '/after-sales': 'After Sales',
  '/contact-us': 'Hubungi Kami',
  '/compare-car': 'Bandingkan Mobil',
};

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  /** The page's own picture (a site URL such as '/media/cars/avanza/white.svg'); null: the brand picture. */
  picture: string | null;
  /** Its text alternative (og:image:alt). */
  pictureAlt: string;
  type: 'website' | 'article' | 'product';
  /** Structured data, given the absolute URL of the page's (raster) picture. */
  jsonLd(image: string): object[];
}

/** The picture the head names: the server's JPEG of `PageHead.picture` (server/media/og-image.ts). */
export interface OgImage { url: string; width: number; height: number; type: string }

const abs = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
/** Without the server's pictures (a render outside the server): the app icon. */
export const fallbackImage = (origin: string): OgImage => ({ url: abs(origin, '/icons/icon-512.png'), width: 512, height: 512, type: 'image/png' });
const plain = (html: string, max = 160) => {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};

function rowData<T>(rows: ReadonlyMap<string, MirrorRow<unknown>>, key: string): T | undefined {
  return rows.get(key)?.data as T | undefined;
}

/**
 * The head of `pathname` given the answers of its render. `screenTitle`: what the page's screens
 * set with useDocumentTitle during the render (undefined: none did). It is the <title> when given,
 * so the browser, which sets the screens' title after hydration, shows the same one.
 */
export function pageHead(pathname: string, rows: ReadonlyMap<string, MirrorRow<unknown>>, origin: string, screenTitle?: string | null): PageHead {
  const head = routeHead(pathname, rows, origin);
  return screenTitle === undefined ? head : { ...head, title: documentTitle(screenTitle) };
}

function routeHead(pathname: string, rows: ReadonlyMap<string, MirrorRow<unknown>>, origin: string): PageHead {
  const canonical = abs(origin, pathname);
  const base: PageHead = {
    title: documentTitle(FIXED_TITLES[pathname]),
    description: DEFAULT_DESCRIPTION,
    canonical,
    picture: null,
    pictureAlt: BRAND.name,
    type: 'website',
    jsonLd: () => [],
  };
  const organisation = { '@type': 'AutoDealer', name: BRAND.name, url: abs(origin, '/'), telephone: BRAND.customerCarePhone, email: BRAND.email,
    address: { '@type': 'PostalAddress', streetAddress: BRAND.address, addressCountry: 'ID' } };

  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.length === 0) {
    // Home's picture: its first desktop slide.
    const slide = rowData<Slide[]>(rows, 'slider')?.find((s) => s.type === 'desktop' && s.image);
    return {
      ...base, picture: slide?.image ?? null, pictureAlt: slide?.title || BRAND.name,
      jsonLd: () => [{ '@context': 'https://schema.org', ...organisation, logo: abs(origin, '/icons/icon-512.png') }],
    };
  }
  if (segments[0] === 'news' && segments.length === 2) {
    const article = rowData<NewsArticle>(rows, `newsdetail:${segments[1]}`)?.news_detail;
    if (!article) return base;
    return {
      ...base, title: documentTitle(article.title), description: plain(article.text_preview || article.text), picture: article.image || null, pictureAlt: article.title, type: 'article',
      jsonLd: (image) => [{ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: article.title, image: [image], datePublished: article.datepost,
        mainEntityOfPage: canonical, articleBody: plain(article.text, 5000), publisher: { '@type': 'Organization', name: BRAND.name, logo: { '@type': 'ImageObject', url: abs(origin, '/icons/icon-512.png') } } }],
    };
  }
  if (segments[0] === 'find-dealer' && segments.length === 2) {
    const contact = rowData<DealerContact>(rows, `dealer/contact:${segments[1]}`);
    if (!contact) return base;
    return {
      ...base, title: documentTitle(contact.meta_title || contact.nama_cabang), description: plain(`${contact.nama_cabang}, dealer resmi Toyota. ${contact.alamat}. Telepon ${contact.phone}.`),
      jsonLd: () => [{ '@context': 'https://schema.org', '@type': 'AutoDealer', name: contact.nama_cabang, url: canonical, telephone: contact.phone, email: contact.email,
        address: { '@type': 'PostalAddress', streetAddress: contact.alamat, addressCountry: 'ID' }, brand: { '@type': 'Brand', name: 'Toyota' } }],
    };
  }
  if (segments[0] === 'deal' && segments.length === 2) {
    const deal = rowData<DealView>(rows, `deal:${segments[1]}`);
    if (!deal) return base;
    // The shared sheet's preview: the car in its colour and the figures; never anyone's name (there is none on it).
    return {
      ...base, title: documentTitle(dealTitle(deal)), description: plain(`${deal.totals.car.color_name}. ${dealSummary(deal)}`),
      picture: deal.totals.car.image || null, pictureAlt: `Toyota ${deal.totals.car.car_model_name} ${deal.totals.car.color_name}`,
    };
  }
  if (segments.length === 1) {
    const car = rowData<CarDetail>(rows, `cardetail:${segments[0]}`);
    if (!car) return base;
    const types = rowData<CarType[]>(rows, `cartypedetail:${segments[0]}`) ?? [];
    // The car itself (its render or photo in the first colour), not a banner scene.
    const picture = car.color[0]?.image || types[0]?.image || car.exterior.cover || car.slider[0] || null;
    const prices = types.map((t) => t.price).filter((p) => p > 0);
    const lowest = prices.length ? Math.min(...prices) : undefined;
    const priceText = lowest ? ` Harga mulai Rp ${formatNumberId(lowest)}.` : '';
    return {
      ...base, title: documentTitle(car.meta_title || `Toyota ${car.car_model_name}`), description: plain(`Toyota ${car.car_model_name} (${car.category_name}) di ${BRAND.name}.${priceText} ${car.preview_text}`),
      picture, pictureAlt: `Toyota ${car.car_model_name}`, type: 'product',
      jsonLd: (image) => [{
        '@context': 'https://schema.org', '@type': ['Product', 'Car'], name: `Toyota ${car.car_model_name}`, brand: { '@type': 'Brand', name: 'Toyota' },
        model: car.car_model_name, bodyType: car.category_name, image: [image], description: plain(car.preview_text, 500), url: canonical,
        offers: types.length
          ? { '@type': 'AggregateOffer', priceCurrency: 'IDR', lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: types.length,
              offers: types.map((t) => ({ '@type': 'Offer', name: `${car.car_model_name} ${t.car_type_name}`, price: t.price, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', seller: organisation })) }
          : undefined,
      }],
    };
  }
  return base;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON for a <script> element: no `</script>` or comment opener can end it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The head's tags as HTML, with `image` the page's picture as the server serves it. */
export function headHtml(head: PageHead, image: OgImage): string {
  const meta = (attr: 'name' | 'property', name: string, content: string) => `<meta ${attr}="${name}" content="${escapeAttr(content)}" />`;
  return [
    `<title>${escapeAttr(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttr(head.canonical)}" />`,
    meta('property', 'og:type', head.type === 'article' ? 'article' : head.type === 'product' ? 'product' : 'website'),
    meta('property', 'og:locale', 'id_ID'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:alt', head.pictureAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', head.pictureAlt),
    ...head.jsonLd(image.url).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
