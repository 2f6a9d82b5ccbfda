/**
 * Writes the content and dealer demo media under `mediaDir`: every image path the content seed
 * refers to, each showing its subject (a service bay for a service article, a family by an MPV
 * for a family promo, a showroom front for a dealer...), plus a real PDF per brochure. No text is
 * drawn into any picture; the pages set titles as HTML. Output is deterministic.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_MODELS } from '../catalogue/lineup';
import { brochureCover, clubEmblem, community, portrait } from './art/covers';
import { partPicture } from './art/parts';
import { resetIds, stageDocument } from './art/stage';
import { SUBJECTS, type Subject } from './art/subjects';
import { brochurePdf } from './brochure-pdf';
import { BROCHURES } from './brochures';
import { branchRecords, DEALER_NEA, DEALER_PROMOS, DEALER_SLIDES } from './branches';
import { clubRecords } from './clubs';
import { AFTERSALE_SERVICES, BANNERS, SERVICE_ICONS, SLIDES, SPECIAL_OFFERS, TESTIMONIALS, TRUSTED_VALUES } from './home';
import type { IconName } from './icons';
import { NEWS_SUBJECTS } from './media-subjects';
import { newsRecords } from './news';
import { SERVICE_PAGES } from './service-pages';
import { SINGLE_PAGES } from './single-pages';
import { sparePartRecords } from './spare-parts';
import { iconSvg } from './svg';

type Files = Map<string, string | Buffer>;

const bodies = new Map<string, string>();

/** The stage body of a subject, drawn once however many pictures show it. */
function body(key: string, draw: () => string): string {
  let b = bodies.get(key);
  if (b === undefined) {
    resetIds();
    b = draw();
    bodies.set(key, b);
  }
  return b;
}

/** A picture of `subject`, w x h, cropped from the stage. */
const scene = (w: number, h: number, subject: Subject, title: string) => stageDocument(w, h, title, body(subject, SUBJECTS[subject]));

const SLIDE_SUBJECTS: Subject[] = ['festive', 'finance', 'online'];
const OFFER_SUBJECTS: Subject[] = ['city', 'family-mpv', 'insurance', 'engine'];
const AFTERSALE_SUBJECTS: Record<string, Subject> = { 'booking-service': 'reception', sparepart: 'parts', 'general-repair': 'service-bay', 'body-and-paint': 'paint-booth' };
const BANNER_SUBJECTS: Subject[] = ['oil', 'brakes', 'express', 'festive', 'trade-in', 'finance'];
const SERVICE_SUBJECTS: Record<string, { hero: Subject; cards: Subject[] }> = {
  'general-repair': { hero: 'service-bay', cards: ['oil', 'engine', 'service-bay', 'brakes', 'electrics', 'alignment'] },
  'body-and-paint': { hero: 'paint-booth', cards: ['dent', 'paint-booth', 'insurance', 'polish', 'express'] },
};
const PAGE_SUBJECTS: Record<string, Subject> = { 'info-garansi': 'warranty' };
const DEALER_SLIDE_SUBJECTS: Subject[] = ['facade', 'service-bay', 'consultation'];
const DEALER_NEA_SUBJECTS: Subject[] = ['tow-night', 'roadside'];
const DEALER_PROMO_SUBJECTS: Subject[] = ['oil', 'test-drive', 'exhibition'];

function homeMedia(files: Files): void {
  SLIDES.forEach((s, i) => {
    files.set(s.image, scene(1440, 560, SLIDE_SUBJECTS[i % 3], s.title));
    files.set(s.imageMobile, scene(720, 960, SLIDE_SUBJECTS[i % 3], s.title));
  });
  for (const name of ['contact-us', 'comparison', 'credit-simulation', 'booking-service', 'test-drive', 'whatsapp'] as const) {
    files.set(`/media/content/icons/${name}.svg`, iconSvg(name));
  }
  for (const icon of SERVICE_ICONS) if (!files.has(icon.image)) throw new Error(`no icon drawn for ${icon.image}`);
  SPECIAL_OFFERS.forEach((o, i) => files.set(o.image, scene(800, 450, OFFER_SUBJECTS[i % OFFER_SUBJECTS.length], o.title)));
  for (const v of TRUSTED_VALUES) files.set(v.icon, iconSvg(v.key as IconName));
  for (const a of AFTERSALE_SERVICES) files.set(a.image, scene(600, 400, AFTERSALE_SUBJECTS[path.basename(a.image, '.svg')], a.title));
  BANNERS.forEach((b, i) => files.set(b.image, scene(1200, 400, BANNER_SUBJECTS[i % BANNER_SUBJECTS.length], b.title)));
  TESTIMONIALS.forEach((t, i) => files.set(t.image, portrait(t.name, i, /Rina|Dewi/.test(t.name))));
  for (const page of SERVICE_PAGES) {
    const subjects = SERVICE_SUBJECTS[page.seo];
    files.set(page.image, scene(1200, 500, subjects.hero, page.title));
    page.cards.forEach((c, i) => files.set(c.image, scene(600, 400, subjects.cards[i % subjects.cards.length], c.title)));
  }
  for (const p of SINGLE_PAGES) if (p.image) files.set(p.image, scene(1440, 480, PAGE_SUBJECTS[p.seo] ?? 'tow-night', p.title));
}

/** The line-up model a club is about (longest model name found in the club's name). */
function clubModel(name: string): string {
  const byLength = [...ALL_MODELS].sort((a, b) => b.name.length - a.name.length);
  const found = byLength.find((m) => name.includes(m.name));
  if (found) return found.seo;
  if (/Hilux/.test(name)) return 'hilux-d-cab';
  if (/Innova|Kijang/.test(name)) return 'kijang-innova';
  return 'avanza';
}

function editorialMedia(files: Files): void {
  for (const n of newsRecords()) {
    const subject = NEWS_SUBJECTS[n.seo];
    if (!subject) throw new Error(`no picture subject for article ${n.seo}`);
    files.set(n.image, scene(1200, 675, subject, n.title));
  }
  for (const c of clubRecords()) {
    const seo = clubModel(c.clubName);
    files.set(c.logo, clubEmblem(c.clubName, seo));
    files.set(c.banner, stageDocument(1440, 480, c.clubName, body(`community-${seo}`, () => community(seo))));
  }
  for (const p of sparePartRecords()) files.set(p.image, partPicture(p.title));
  for (const b of BROCHURES) {
    files.set(b.image, brochureCover(b.seo, b.categorySeo, b.title, b.accessories));
    files.set(b.file, brochurePdf(b));
  }
}

function dealerMedia(files: Files): void {
  for (const branch of branchRecords()) {
    branch.slider.forEach((img, i) => files.set(img, scene(1200, 600, DEALER_SLIDE_SUBJECTS[i], `${DEALER_SLIDES[i]}, ${branch.name}`)));
    branch.nea.forEach((img, i) => files.set(img, scene(800, 500, DEALER_NEA_SUBJECTS[i], DEALER_NEA[i])));
    branch.promo.forEach((p, i) => files.set(p.image, scene(800, 500, DEALER_PROMO_SUBJECTS[i % DEALER_PROMO_SUBJECTS.length], `${DEALER_PROMOS[i].title}, ${branch.name}`)));
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
