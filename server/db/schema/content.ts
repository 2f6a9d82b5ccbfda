/** Editorial content: home blocks, news, clubs, brochures, spare parts, info pages, navigation. */
import { boolean, index, integer, pgTable, serial, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import { carCategories } from './catalogue';
import type { PublishStatus } from '../../../domain/content/collections';

/** Draft or published (issue 11): visitors only ever read published rows. */
const publishStatus = () => text('status').$type<PublishStatus>().notNull().default('published');

/**
 * Home's hero banners: one record per banner with its wide (desktop) and tall (mobile) picture, so a
 * phone shows the same banner's title as a desktop. `overlay`: the title is set over the picture
 * (off for pictures that carry their own text). Shown from `startsAt` until before `endsAt`
 * (Jakarta midnights; null: no limit).
 */
export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  imageMobile: text('image_mobile').notNull(),
  link: text('link').notNull(),
  overlay: boolean('overlay').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sort: integer('sort').notNull().default(0),
  status: publishStatus(),
});

export const serviceIcons = pgTable('service_icons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const specialOffers = pgTable('special_offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  status: publishStatus(),
});

export const trustedValues = pgTable('trusted_values', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** After-sales service cards (Home, After sales). `link` is an app path. */
export const afterSaleServices = pgTable('aftersale_services', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  teks: text('teks').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Banners by placement: 'aftersales', 'promo', 'home'. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  placement: text('placement').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** After-sales detail pages (general-repair, body-and-paint) and their cards. */
export const servicePages = pgTable('service_pages', {
  id: serial('id').primaryKey(),
  seo: text('seo').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: text('image').notNull(),
});
export const servicePageCards = pgTable('service_page_cards', {
  id: serial('id').primaryKey(),
  pageId: integer('page_id').notNull().references(() => servicePages.id),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: text('image').notNull(),
});

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => newsCategories.id),
  seo: text('seo').notNull().unique(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  textPreview: text('text_preview').notNull(),
  /** HTML body, sanitised when served. */
  text: text('text').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  views: integer('views').notNull().default(0),
  highlight: boolean('highlight').notNull().default(false),
  status: publishStatus(),
}, (t) => [index('news_posted_idx').on(t.postedAt)]);

export const navigationMenu = pgTable('navigation_menu', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  title: text('title').notNull(),
  link: text('link').notNull(),
  external: boolean('external').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  seo: text('seo').notNull().unique(),
  clubName: text('club_name').notNull(),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  clubProfile: text('club_profile').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const brochures = pgTable('brochures', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => carCategories.id),
  title: text('title').notNull(),
  image: text('image').notNull(),
  file: text('file').notNull(),
  downloaded: integer('downloaded').notNull().default(0),
  sort: integer('sort').notNull().default(0),
});

export const spareParts = pgTable('spare_parts', {
  id: serial('id').primaryKey(),
  category: text('category').$type<'sparepart' | 'accesories'>().notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  harga: bigint('harga', { mode: 'number' }),
  keterangan: text('keterangan'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const singlePages = pgTable('single_pages', {
  id: serial('id').primaryKey(),
  seo: text('seo').notNull().unique(),
  title: text('title').notNull(),
  metaTitle: text('meta_title').notNull(),
  image: text('image').notNull().default(''),
  text: text('text').notNull(),
  status: publishStatus(),
});
