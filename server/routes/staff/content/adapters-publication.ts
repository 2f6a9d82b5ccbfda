/**
 * The table mappings of what the site publishes: Home's banners and offers, news and their categories,
 * info pages, testimonials and the after-sales pages.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ContentCollection } from '../../../../domain/content/collections';
import {
  news, newsCategories, servicePageCards, servicePages, singlePages, sliders, specialOffers, testimonials,
} from '../../../db/schema';
import { sanitizeHtml } from '../../../../domain/safe-html';
import { keepPolicyVersion } from '../../../services/privacy/policy-versions';
import { type Adapter, jakartaDay, jakartaIso, firstUse, type Row } from './adapter';

const publishRecord = (row: Row) => ({ status: row.status });

export const PUBLICATION_ADAPTERS = {
  sliders: {
    table: sliders, id: sliders.id,
    columns: { title: sliders.title, sort: sliders.sort, id: sliders.id },
    search: ['title'], unique: [],
    // Days are Jakarta days; the last day is shown whole (the row keeps the midnight after it).
    toRecord: (r) => ({
      id: r.id, title: r.title, image: r.image, image_mobile: r.imageMobile, link: r.link, overlay: r.overlay,
      start_date: r.startsAt ? jakartaIso(r.startsAt) : '', end_date: r.endsAt ? jakartaIso(new Date(r.endsAt.getTime() - 1)) : '', sort: r.sort, ...publishRecord(r),
    }),
    toRow: (d) => ({
      title: d.title, image: d.image, imageMobile: d.image_mobile, link: d.link, overlay: d.overlay,
      startsAt: d.start_date ? jakartaDay(d.start_date) : null, endsAt: d.end_date ? jakartaDay(d.end_date, 1) : null, sort: d.sort, status: d.status,
    }),
  },
  offers: {
    table: specialOffers, id: specialOffers.id,
    columns: { title: specialOffers.title, sort: specialOffers.sort, id: specialOffers.id },
    search: ['title'], unique: [],
    toRecord: (r) => ({ id: r.id, title: r.title, image: r.image, url: r.url, sort: r.sort, ...publishRecord(r) }),
    toRow: (d) => ({ title: d.title, image: d.image, url: d.url, sort: d.sort, status: d.status }),
  },
  news: {
    table: news, id: news.id,
    columns: { title: news.title, seo: news.seo, posted_at: news.postedAt, id: news.id, category_id: news.categoryId },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({
      id: r.id, category_id: r.categoryId, title: r.title, seo: r.seo, image: r.image, text_preview: r.textPreview, text: sanitizeHtml(r.text),
      posted_at: jakartaIso(r.postedAt), highlight: r.highlight, views: r.views, ...publishRecord(r),
    }),
    toRow: (d, before) => ({
      categoryId: d.category_id, title: d.title, seo: d.seo, image: d.image, textPreview: d.text_preview, text: sanitizeHtml(d.text),
      // An unchanged day keeps its time of posting.
      postedAt: before && jakartaIso(before.postedAt) === d.posted_at ? before.postedAt : jakartaDay(d.posted_at),
      highlight: d.highlight, status: d.status,
    }),
  },
  'news-categories': {
    table: newsCategories, id: newsCategories.id,
    columns: { name: newsCategories.name, link: newsCategories.link, sort: newsCategories.sort, id: newsCategories.id },
    search: ['name', 'link'], unique: ['link'],
    toRecord: (r) => ({ id: r.id, name: r.name, link: r.link, sort: r.sort }),
    toRow: (d) => ({ name: d.name, link: d.link, sort: d.sort }),
    inUse: (db, id) => firstUse(db, [[news, eq(news.categoryId, Number(id)), (n) => `Kategori masih dipakai ${n} berita. Pindahkan beritanya dulu.`]]),
  },
  pages: {
    table: singlePages, id: singlePages.id,
    columns: { title: singlePages.title, seo: singlePages.seo, id: singlePages.id },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, title: r.title, seo: r.seo, meta_title: r.metaTitle, image: r.image, text: sanitizeHtml(r.text), ...publishRecord(r) }),
    toRow: (d) => ({ title: d.title, seo: d.seo, metaTitle: d.meta_title, image: d.image, text: sanitizeHtml(d.text), status: d.status }),
    // A published change of the privacy policy is kept as its next version (consents name versions).
    afterWrite: async (tx, _id, d) => { await keepPolicyVersion(tx, { seo: d.seo, text: sanitizeHtml(d.text), status: d.status }); },
  },
  testimonials: {
    table: testimonials, id: testimonials.id,
    columns: { name: testimonials.name, id: testimonials.id },
    search: ['name', 'title'], unique: [],
    toRecord: (r) => ({ id: r.id, name: r.name, title: r.title, text: r.text, image: r.image }),
    toRow: (d) => ({ name: d.name, title: d.title, text: d.text, image: d.image }),
  },
  'after-sales': {
    table: servicePages, id: servicePages.id,
    columns: { title: servicePages.title, seo: servicePages.seo, id: servicePages.id },
    search: ['title', 'seo'], unique: ['seo'],
    toRecord: (r) => ({ id: r.id, title: r.title, seo: r.seo, text: r.text, image: r.image, cards: r.cards ?? [] }),
    toRow: (d) => ({ title: d.title, seo: d.seo, text: d.text, image: d.image }),
    enrich: async (db, rows) => {
      if (!rows.length) return rows;
      const cards = await db.select().from(servicePageCards).where(inArray(servicePageCards.pageId, rows.map((r) => r.id)))
        .orderBy(servicePageCards.sort, servicePageCards.id);
      return rows.map((r) => ({ ...r, cards: cards.filter((c) => c.pageId === r.id).map((c) => ({ title: c.title, text: c.text, image: c.image })) }));
    },
    afterWrite: async (tx, id, d) => {
      await tx.delete(servicePageCards).where(eq(servicePageCards.pageId, Number(id)));
      if (d.cards.length) {
        await tx.insert(servicePageCards).values(d.cards.map((c: Row, i: number) => ({ pageId: Number(id), title: c.title, text: c.text, image: c.image, sort: i + 1 })));
      }
    },
    beforeDelete: async (tx, id) => { await tx.delete(servicePageCards).where(eq(servicePageCards.pageId, Number(id))); },
  },
} satisfies Partial<Record<ContentCollection, Adapter>>;
