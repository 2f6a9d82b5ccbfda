/**
 * Seeds the editorial and dealer demo data (DEMO-DATA.md). Runs inside the seeding transaction,
 * after the catalogue, because brochures hang off the car categories.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  afterSaleServices, banks, banners, branches, brochures, carCategories, cities, clubs, navigationMenu, news,
  newsCategories, provinces, serviceIcons, servicePageCards, servicePages, singlePages, sliders, spareParts,
  specialOffers, testimonials, trustedValues,
} from '../../db/schema';
import { CITIES, PROVINCES } from './regions';
import { branchRecords } from './branches';
import { AFTERSALE_SERVICES, BANKS, BANNERS, SERVICE_ICONS, SLIDES, SPECIAL_OFFERS, TESTIMONIALS, TRUSTED_VALUES } from './home';
import { NAVIGATION, type MenuSeed } from './navigation';
import { SERVICE_PAGES } from './service-pages';
import { NEWS_CATEGORIES, newsRecords } from './news';
import { clubRecords } from './clubs';
import { BROCHURES } from './brochures';
import { sparePartRecords } from './spare-parts';
import { SINGLE_PAGES } from './single-pages';
import { keepPolicyVersion } from '../../services/privacy/policy-versions';

async function seedRegions(db: Db): Promise<void> {
  await db.insert(provinces).values(PROVINCES.map(([code, name]) => ({ code, name })));
  await db.insert(cities).values(CITIES);
  await db.insert(branches).values(branchRecords());
  await db.insert(banks).values(BANKS);
}

async function seedHomeBlocks(db: Db): Promise<void> {
  await db.insert(sliders).values(SLIDES.map(({ title, image, imageMobile, link, sort }) => ({ title, image, imageMobile, link, sort })));
  await db.insert(serviceIcons).values(SERVICE_ICONS);
  await db.insert(specialOffers).values(SPECIAL_OFFERS.map(({ title, image, url, sort }) => ({ title, image, url, sort })));
  await db.insert(trustedValues).values(TRUSTED_VALUES.map(({ title, text, icon, sort }) => ({ title, text, icon, sort })));
  await db.insert(afterSaleServices).values(AFTERSALE_SERVICES);
  await db.insert(banners).values(BANNERS.map(({ placement, title, image, url, sort }) => ({ placement, title, image, url, sort })));
  await db.insert(testimonials).values(TESTIMONIALS);
  for (const page of SERVICE_PAGES) {
    const [row] = await db.insert(servicePages)
      .values({ seo: page.seo, title: page.title, text: page.text, image: page.image })
      .returning({ id: servicePages.id });
    await db.insert(servicePageCards).values(page.cards.map((card) => ({ ...card, pageId: row.id })));
  }
}

async function seedMenu(db: Db, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [index, item] of items.entries()) {
    const [row] = await db.insert(navigationMenu)
      .values({ parentId, title: item.title, link: item.link, external: item.external ?? false, sort: index + 1 })
      .returning({ id: navigationMenu.id });
    if (item.children?.length) await seedMenu(db, item.children, row.id);
  }
}

async function seedNews(db: Db): Promise<void> {
  const categories = await db.insert(newsCategories).values(NEWS_CATEGORIES)
    .returning({ id: newsCategories.id, link: newsCategories.link });
  const idByLink = new Map(categories.map((c) => [c.link, c.id]));
  await db.insert(news).values(newsRecords().map((a) => ({
    categoryId: idByLink.get(a.category)!,
    seo: a.seo,
    title: a.title,
    image: a.image,
    textPreview: a.preview,
    text: a.text,
    postedAt: a.postedAt,
    views: a.views,
    highlight: a.highlight ?? false,
  })));
}

async function seedBrochures(db: Db): Promise<void> {
  const seos = [...new Set(BROCHURES.map((b) => b.categorySeo))];
  const rows = await db.select({ id: carCategories.id, seo: carCategories.seo }).from(carCategories)
    .where(inArray(carCategories.seo, seos));
  const idBySeo = new Map(rows.map((r) => [r.seo, r.id]));
  const missing = seos.filter((seo) => !idBySeo.has(seo));
  // Fail the seed loudly: a brochure list silently missing would never be reseeded.
  if (missing.length) throw new Error(`seedContent runs after seedCatalogue; car categories missing: ${missing.join(', ')}`);
  await db.insert(brochures).values(BROCHURES.map((b) => ({
    categoryId: idBySeo.get(b.categorySeo)!, title: b.title, image: b.image, file: b.file, downloaded: b.downloaded, sort: b.sort,
  })));
}

/** Inserts every content and dealer table's demo rows (expects empty tables and seeded car categories). */
export async function seedContent(db: Db): Promise<void> {
  await seedRegions(db);
  await seedHomeBlocks(db);
  await seedMenu(db, NAVIGATION, null);
  await seedNews(db);
  await db.insert(clubs).values(clubRecords());
  await seedBrochures(db);
  await db.insert(spareParts).values(sparePartRecords());
  await db.insert(singlePages).values(SINGLE_PAGES);
  // The seeded privacy policy is its first kept version (2026-11), the one consents name.
  for (const page of SINGLE_PAGES) await keepPolicyVersion(db, { seo: page.seo, text: page.text, status: 'published' });
}
