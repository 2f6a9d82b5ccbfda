/** Clubs, after-sales detail pages, single pages, spare parts and brochures. */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { BrochureCategory, Club, ClubPage, ServicePage, SinglePage, SparePart } from '../../../domain/api';
import type { Db } from '../../db/client';
import { brochures, carCategories, clubs, servicePageCards, servicePages, singlePages, spareParts } from '../../db/schema';
import { sanitizeHtml } from '../../../domain/safe-html';

function toClub(r: typeof clubs.$inferSelect): Club {
  return { id: r.id, seo: r.seo, club_name: r.clubName, logo: r.logo, banner: r.banner, club_profile: sanitizeHtml(r.clubProfile) };
}

/** One page of clubs with the pagination meta (a page past the end is empty, meta still true). */
export async function clubPage(db: Db, page: number, perPage: number): Promise<ClubPage> {
  const [{ total }] = await db.select({ total: count() }).from(clubs);
  const rows = await db.select().from(clubs).orderBy(asc(clubs.sort), asc(clubs.id)).limit(perPage).offset((page - 1) * perPage);
  return { data: rows.map(toClub), meta: { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

/** Largest value of an integer id column (PostgreSQL int4): bigger numbers cannot be an id. */
const MAX_ID = 2_147_483_647;

/** A club by its numeric id or its seo (the contract's detail call takes either), or null. */
export async function findClub(db: Db, idOrSeo: string): Promise<Club | null> {
  const id = /^[0-9]{1,10}$/.test(idOrSeo) ? Number(idOrSeo) : NaN;
  if (id >= 1 && id <= MAX_ID) {
    const [byId] = await db.select().from(clubs).where(eq(clubs.id, id));
    if (byId) return toClub(byId);
  }
  const [row] = await db.select().from(clubs).where(eq(clubs.seo, idOrSeo));
  return row ? toClub(row) : null;
}

/** An after-sales detail page with its cards, or null. */
export async function findServicePage(db: Db, seo: string): Promise<ServicePage | null> {
  const [page] = await db.select().from(servicePages).where(eq(servicePages.seo, seo));
  if (!page) return null;
  const cards = await db.select().from(servicePageCards).where(eq(servicePageCards.pageId, page.id))
    .orderBy(asc(servicePageCards.sort), asc(servicePageCards.id));
  return {
    header: { title: page.title, text: sanitizeHtml(page.text), image: page.image },
    content: cards.map((c) => ({ image: c.image, title: c.title, text: c.text })),
  };
}

/** A single info page, or null. */
export async function findSinglePage(db: Db, seo: string): Promise<SinglePage | null> {
  const [row] = await db.select().from(singlePages).where(and(eq(singlePages.seo, seo), eq(singlePages.status, 'published')));
  return row ? { title: row.title, meta_title: row.metaTitle, image: row.image, text: sanitizeHtml(row.text) } : null;
}

/** `%`, `_` and `\` match themselves in the search text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Spare parts of a category (or all) whose title or note contains `q`, newest first. */
export async function searchSpareParts(db: Db, category: '' | 'sparepart' | 'accesories', q: string): Promise<SparePart[]> {
  const where: SQL[] = [];
  if (category) where.push(eq(spareParts.category, category));
  if (q) where.push(or(ilike(spareParts.title, likePattern(q)), ilike(spareParts.keterangan, likePattern(q)))!);
  const rows = await db.select().from(spareParts).where(and(...where)).orderBy(desc(spareParts.createdAt), desc(spareParts.id));
  return rows.map((r) => ({ id: r.id, category: r.category, image: r.image, harga: r.harga, title: r.title, keterangan: r.keterangan }));
}

/** Every car category (an empty one too) with its brochures. */
export async function brochuresByCategory(db: Db): Promise<BrochureCategory[]> {
  const categories = await db.select().from(carCategories).orderBy(asc(carCategories.sort), asc(carCategories.id));
  const rows = await db.select().from(brochures).orderBy(asc(brochures.sort), asc(brochures.id));
  return categories.map((c) => ({
    category_name: c.name,
    items: rows.filter((b) => b.categoryId === c.id)
      .map((b) => ({ brochure_id: b.id, title: b.title, image: b.image, downloaded: b.downloaded, file: b.file })),
  }));
}
