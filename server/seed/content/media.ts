/**
 * Writes the content and dealer demo media under `mediaDir`: every image path the content seed
 * refers to, plus a real PDF per brochure. Output is deterministic (same bytes on every run).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRAND } from '../../../domain/brand';
import { AFTERSALE_SERVICES, BANNERS, SERVICE_ICONS, SLIDES, SPECIAL_OFFERS, TESTIMONIALS, TRUSTED_VALUES } from './home';
import { branchRecords, DEALER_NEA, DEALER_PROMOS, DEALER_SLIDES } from './branches';
import { SERVICE_PAGES } from './service-pages';
import { NEWS_CATEGORIES, newsRecords } from './news';
import { clubRecords } from './clubs';
import { BROCHURES } from './brochures';
import { sparePartRecords } from './spare-parts';
import { SINGLE_PAGES } from './single-pages';
import { bannerSvg, iconCardSvg, iconSvg, initialsSvg } from './svg';
import type { IconName } from './icons';
import { buildPdf } from './pdf';

type Files = Map<string, string | Buffer>;

const AFTERSALE_ICON: Record<string, IconName> = {
  'booking-service': 'booking-service', sparepart: 'gear', 'general-repair': 'wrench', 'body-and-paint': 'paint',
};
const SERVICE_CARD_ICONS: IconName[] = ['wrench', 'gear', 'car', 'disc', 'clock', 'star', 'paint', 'shield'];

function partIcon(title: string): IconName {
  const t = title.toLowerCase();
  if (t.includes('oli') || t.includes('coolant') || t.includes('minyak')) return 'droplet';
  if (t.includes('filter')) return 'filter';
  if (t.includes('rem')) return 'disc';
  if (t.includes('aki')) return 'battery';
  if (t.includes('kamera') || t.includes('sensor') || t.includes('dashcam')) return 'star';
  return t.includes('busi') || t.includes('belt') || t.includes('shock') ? 'gear' : 'car';
}

function homeMedia(files: Files): void {
  for (const s of SLIDES) {
    const [w, h] = s.type === 'desktop' ? [1440, 560] : [720, 960];
    files.set(s.image, bannerSvg(w, h, s.title, s.sub, s.image));
  }
  for (const name of ['contact-us', 'comparison', 'credit-simulation', 'booking-service', 'test-drive', 'whatsapp'] as const) {
    files.set(`/media/content/icons/${name}.svg`, iconSvg(name));
  }
  for (const icon of SERVICE_ICONS) if (!files.has(icon.image)) throw new Error(`no icon drawn for ${icon.image}`);
  for (const o of SPECIAL_OFFERS) files.set(o.image, bannerSvg(800, 450, o.title, o.sub, o.image));
  for (const v of TRUSTED_VALUES) files.set(v.icon, iconSvg(v.key as IconName));
  for (const a of AFTERSALE_SERVICES) {
    files.set(a.image, iconCardSvg(600, 400, AFTERSALE_ICON[path.basename(a.image, '.svg')], a.title, a.image));
  }
  for (const b of BANNERS) files.set(b.image, bannerSvg(1200, 400, b.title, b.sub, b.image));
  for (const t of TESTIMONIALS) files.set(t.image, initialsSvg(200, t.name));
  for (const page of SERVICE_PAGES) {
    files.set(page.image, bannerSvg(1200, 500, page.title, `${BRAND.name} - bengkel resmi Toyota`, page.image));
    page.cards.forEach((c, i) => files.set(c.image, iconCardSvg(600, 400, SERVICE_CARD_ICONS[i % SERVICE_CARD_ICONS.length], c.title, c.image)));
  }
  for (const p of SINGLE_PAGES) if (p.image) files.set(p.image, bannerSvg(1440, 480, p.title, BRAND.name, p.image));
}

function editorialMedia(files: Files): void {
  const categoryName = new Map(NEWS_CATEGORIES.map((c) => [c.link, c.name]));
  for (const n of newsRecords()) files.set(n.image, bannerSvg(1200, 675, n.title, categoryName.get(n.category) ?? '', n.image));
  for (const c of clubRecords()) {
    files.set(c.logo, initialsSvg(400, c.clubName, true));
    files.set(c.banner, bannerSvg(1440, 480, c.clubName, `Komunitas pemilik Toyota bersama ${BRAND.name}`, c.banner));
  }
  for (const p of sparePartRecords()) files.set(p.image, iconCardSvg(500, 500, partIcon(p.title), p.title, p.image));
  for (const b of BROCHURES) {
    files.set(b.image, bannerSvg(600, 800, `Toyota ${b.model}`, `Brosur resmi ${BRAND.name}`, b.image));
    files.set(b.file, buildPdf(`Brosur Toyota ${b.model} - ${BRAND.name}`, [
      { text: `Toyota ${b.model}`, size: 28, bold: true, gap: 40 },
      { text: BRAND.tagline, size: 13 },
      { text: `Kategori: ${b.categorySeo.toUpperCase()}`, size: 13, gap: 36 },
      { text: 'Hubungi kami', size: 15, bold: true },
      { text: `Customer Care: ${BRAND.customerCarePhoneDisplay}`, size: 12 },
      { text: `WhatsApp: ${BRAND.whatsapp}`, size: 12 },
      { text: `Email: ${BRAND.email}`, size: 12 },
      { text: BRAND.address, size: 10, gap: 36 },
      { text: 'Harga, warna dan spesifikasi dapat berubah sewaktu-waktu tanpa pemberitahuan.', size: 10 },
      { text: 'Brosur demo: bukan materi resmi Toyota.', size: 10 },
    ]));
  }
}

function dealerMedia(files: Files): void {
  for (const branch of branchRecords()) {
    branch.slider.forEach((img, i) => files.set(img, bannerSvg(1200, 600, DEALER_SLIDES[i], branch.name, img)));
    branch.nea.forEach((img, i) => files.set(img, bannerSvg(800, 500, DEALER_NEA[i], `Hubungi ${branch.phone}`, img)));
    branch.promo.forEach((p, i) => files.set(p.image, bannerSvg(800, 500, p.title, `${branch.name} - ${DEALER_PROMOS[i].url === '/promo' ? 'Sabtu & Minggu' : 'berlaku bulan ini'}`, p.image)));
  }
}

/** Writes every content, brochure and dealer media file (site path `/media/x` -> `mediaDir/x`). */
export async function writeContentMedia(mediaDir: string): Promise<void> {
  const files: Files = new Map();
  homeMedia(files);
  editorialMedia(files);
  dealerMedia(files);
  const target = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
  const dirs = new Set([...files.keys()].map((url) => path.dirname(target(url))));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all([...files].map(([url, data]) => writeFile(target(url), data)));
}
