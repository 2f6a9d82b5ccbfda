/** Regions (Ministry of Home Affairs codes, dotted), branches, and the dealer's bank accounts. */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const cities = pgTable('cities', {
  code: text('code').primaryKey(),
  provinceCode: text('province_code').notNull().references(() => provinces.code),
  name: text('name').notNull(),
}, (t) => [index('cities_province_idx').on(t.provinceCode)]);

/** A dealer branch; `cityCode` is its branch city. */
export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  seo: text('seo').notNull().unique(),
  name: text('name').notNull(),
  cityCode: text('city_code').notNull().references(() => cities.code),
  address: text('address').notNull(),
  phone: text('phone').notNull().default(''),
  whatsapp: text('whatsapp').notNull().default(''),
  email: text('email').notNull().default(''),
  maps: text('maps').notNull().default(''),
  slider: jsonb('slider').$type<string[]>().notNull().default([]),
  icons: jsonb('icons').$type<Array<{ image: string; title: string; link: string }>>().notNull().default([]),
  nea: jsonb('nea').$type<string[]>().notNull().default([]),
  promo: jsonb('promo').$type<Array<{ image: string; url: string; title: string }>>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('branches_city_idx').on(t.cityCode)]);

/** Bank accounts of the dealer group (booking-fee destination). */
export const banks = pgTable('banks', {
  id: serial('id').primaryKey(),
  bankName: text('bank_name').notNull(),
  branch: text('branch').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
});
