/** Vehicle catalogue: categories, models, types with prices and specs, colours, credit rates. */
import { bigint, boolean, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { Featured, Specification } from '../../../domain/api';

export const carCategories = pgTable('car_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  seo: text('seo').notNull().unique(),
  sort: integer('sort').notNull().default(0),
});

export const carModels = pgTable('car_models', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => carCategories.id),
  name: text('name').notNull(),
  seo: text('seo').notNull(),
  bodyStyle: text('body_style').notNull(),
  previewText: text('preview_text').notNull().default(''),
  metaTitle: text('meta_title').notNull().default(''),
  image: text('image').notNull(),
  featured: jsonb('featured').$type<Featured[]>().notNull().default([]),
  slider: jsonb('slider').$type<string[]>().notNull().default([]),
  sliderMobile: jsonb('slider_mobile').$type<string[]>().notNull().default([]),
  exterior: jsonb('exterior').$type<{ cover: string; gallery: string[] }>().notNull(),
  interior: jsonb('interior').$type<{ cover: string; gallery: string[] }>().notNull(),
  /** Cube-map faces for the interior viewer. */
  interior360: jsonb('interior360').$type<Record<'front' | 'back' | 'left' | 'right' | 'top' | 'bottom', string> | null>(),
  cta: jsonb('cta').$type<{ title: string; whatsapp: string } | null>(),
  video: jsonb('video').$type<{ cover: string; url: string } | null>(),
  recommended: boolean('recommended').notNull().default(false),
  ribbon: text('ribbon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('car_models_seo_idx').on(t.seo), index('car_models_category_idx').on(t.categoryId)]);

export const carTypes = pgTable('car_types', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => carModels.id),
  name: text('name').notNull(),
  transmission: text('transmission').$type<'AT' | 'MT'>().notNull(),
  priceOtr: bigint('price_otr', { mode: 'number' }).notNull(),
  /** Discount price; 0 when there is none. */
  priceDisc: bigint('price_disc', { mode: 'number' }).notNull().default(0),
  image: text('image').notNull(),
  spec: jsonb('spec').$type<Specification>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('car_types_model_idx').on(t.modelId, t.transmission)]);

export const carColors = pgTable('car_colors', {
  id: serial('id').primaryKey(),
  modelId: integer('model_id').notNull().references(() => carModels.id),
  name: text('name').notNull(),
  hex: text('hex').notNull(),
  image: text('image').notNull(),
  /** Folder of the 18 exterior frames for this colour, ending in '/'. */
  framesPath: text('frames_path').notNull(),
  /** Uploaded exterior 360 frames (18 photo URLs, turning order); empty: the demo frames under framesPath. */
  frames: jsonb('frames').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('car_colors_model_idx').on(t.modelId)]);

/** Flat annual rate per tenor (demo values, editable). */
export const creditRates = pgTable('credit_rates', {
  tenor: integer('tenor').primaryKey(),
  flatRate: numeric('flat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

/** Finder choices: question number 1..3, value and text. */
export const journeyQuestions = pgTable('journey_questions', {
  id: serial('id').primaryKey(),
  questionNo: integer('question_no').notNull(),
  valueId: integer('value_id').notNull(),
  question: text('question').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Which models answer a combination of finder answers (question_3 null unless question_1 is 5). */
export const journeyResults = pgTable('journey_results', {
  id: serial('id').primaryKey(),
  question1: integer('question_1').notNull(),
  question2: integer('question_2').notNull(),
  question3: integer('question_3'),
  modelId: integer('model_id').notNull().references(() => carModels.id),
}, (t) => [index('journey_results_q_idx').on(t.question1, t.question2)]);

/** Trade-in: brands of old cars, their models, and types per build year. */
export const tradeInBrands = pgTable('tradein_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});
export const tradeInBrandModels = pgTable('tradein_brand_models', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id').notNull().references(() => tradeInBrands.id),
  name: text('name').notNull(),
});
export const tradeInBrandTypes = pgTable('tradein_brand_types', {
  id: serial('id').primaryKey(),
  brandModelId: integer('brand_model_id').notNull().references(() => tradeInBrandModels.id),
  year: integer('year').notNull(),
  name: text('name').notNull(),
}, (t) => [index('tradein_types_idx').on(t.brandModelId, t.year)]);

/** Chassis numbers of vehicles the dealer sold or serviced (for cekrangka). */
export const knownVehicles = pgTable('known_vehicles', {
  noRangka: text('no_rangka').primaryKey(),
  description: text('description').notNull(),
});
