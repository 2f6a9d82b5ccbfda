/** The deal (issue 34): leasing partners' full terms, trade-in reference values, instant estimates and shared deal sheets. */
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreditScheme, InsuranceRate, PremiumPayment } from '../../../domain/credit';
import type { DealBody, DealTotals } from '../../../domain/deal';
import type { TradeInEstimate } from '../../../domain/tradein-estimate';
import { tradeInBrandModels } from './catalogue';
import { tradeIns } from './submissions';

/** A leasing partner's terms (content collection `leasing-partners`). */
export const leasingPartners = pgTable('leasing_partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  minDpPercent: numeric('min_dp_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  schemes: jsonb('schemes').$type<CreditScheme[]>().notNull(),
  /** [{tenor, flat_rate}]; empty: the dealer's rates (credit_rates). */
  flatRates: jsonb('flat_rates').$type<Array<{ tenor: number; flat_rate: number }>>().notNull().default([]),
  insuranceRates: jsonb('insurance_rates').$type<InsuranceRate[]>().notNull().default([]),
  mixAllRiskYears: integer('mix_all_risk_years').notNull().default(1),
  insurancePayment: text('insurance_payment').$type<PremiumPayment>().notNull(),
  adminFee: bigint('admin_fee', { mode: 'number' }).notNull().default(0),
  provisiPercent: numeric('provisi_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  creditLifePercent: numeric('credit_life_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  creditLifePayment: text('credit_life_payment').$type<PremiumPayment>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** What an old car of a model and build year is worth in good condition at the norm km (content `tradein-values`). */
export const tradeInValues = pgTable('tradein_values', {
  id: serial('id').primaryKey(),
  brandModelId: integer('brand_model_id').notNull().references(() => tradeInBrandModels.id),
  year: integer('year').notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
}, (t) => [uniqueIndex('tradein_values_model_year_uq').on(t.brandModelId, t.year)]);

/** The instant estimate shown with a trade-in submission (its own row: the submission table stays as the spec has it). */
export const tradeInEstimates = pgTable('tradein_estimates', {
  tradeInId: integer('trade_in_id').primaryKey().references(() => tradeIns.id, { onDelete: 'cascade' }),
  km: integer('km').notNull(),
  condition: text('condition').notNull(),
  estimate: jsonb('estimate').$type<TradeInEstimate>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shared deal sheet: the buyer's choices and the totals the server computed; no personal data. */
export const deals = pgTable('deals', {
  id: text('id').primaryKey(),
  body: jsonb('body').$type<DealBody>().notNull(),
  totals: jsonb('totals').$type<DealTotals>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('deals_created_idx').on(t.createdAt)]);
