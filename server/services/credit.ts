/**
 * Credit math on the server: the domain's kernel (domain/credit.ts) with the terms stored in the
 * database: the dealer's flat rates (credit_rates) and the leasing partners' full terms
 * (leasing_partners). The spec's creditsimulation, instant approval and orders take the default
 * partner's instalment; POST /api/credit/quote, the deal sheet and a credit order take any partner's full quote.
 */
import { asc } from 'drizzle-orm';
import {
  checkedInstalment, creditQuote, defaultPartner, effectivePrice, partnerRates, ratesFromRows,
  type FlatRates, type LeasingTerms, type QuoteInput,
} from '../../domain/credit';
import { DEAL_MESSAGES } from '../../domain/deal';
import { chosenPartner, filledChoice, type CreditChoice } from '../../domain/order-credit';
import type { Db } from '../db/client';
import { creditRates, leasingPartners } from '../db/schema';
import { fieldError } from '../http/envelope';

/** The stored flat rates by tenor (the seeded defaults when the table is empty). */
export async function loadFlatRates(db: Db): Promise<FlatRates> {
  const rows = await db.select().from(creditRates);
  return ratesFromRows(rows.map((r) => ({ tenor: r.tenor, flat_rate: Number(r.flatRate) })));
}

type PartnerRow = typeof leasingPartners.$inferSelect;

/** A stored partner as the kernel's terms. */
export function termsOf(r: PartnerRow): LeasingTerms {
  return {
    id: r.id, name: r.name, is_default: r.isDefault, min_dp_percent: Number(r.minDpPercent), schemes: r.schemes,
    flat_rates: Object.fromEntries(r.flatRates.map((x) => [x.tenor, Number(x.flat_rate)])),
    insurance_rates: r.insuranceRates.map((x) => ({ ...x, band_max: Number(x.band_max), all_risk: Number(x.all_risk), tlo: Number(x.tlo) })),
    mix_all_risk_years: r.mixAllRiskYears, insurance_payment: r.insurancePayment, admin_fee: Number(r.adminFee),
    provisi_percent: Number(r.provisiPercent), credit_life_percent: Number(r.creditLifePercent), credit_life_payment: r.creditLifePayment,
  };
}

/** Every partner's terms in list order. */
export async function loadPartners(db: Db): Promise<LeasingTerms[]> {
  return (await db.select().from(leasingPartners).orderBy(asc(leasingPartners.sort), asc(leasingPartners.id))).map(termsOf);
}

/** The rates the default partner lends at: what creditsimulation computes with and GET creditrates answers. */
export async function defaultRates(db: Db): Promise<FlatRates> {
  const [dealer, partners] = await Promise.all([loadFlatRates(db), loadPartners(db)]);
  return partnerRates(defaultPartner(partners), dealer);
}

/**
 * A credit order's quote (issue 34): the chosen partner (the default one when none is named), its
 * scheme, insurance and region (filled by `filledChoice`), at a down payment inside the wizard's
 * 30-80 % and a tenor the partner lends at; then the kernel's own checks (the partner's minimum down
 * payment, its schemes). Refusals are 422 on the field. Every figure is the stored terms'.
 */
export async function chosenQuote(db: Db, type: { priceOtr: number; priceDisc: number }, uangMuka: number, tenor: number, choice: CreditChoice = {}) {
  const [dealer, partners] = await Promise.all([loadFlatRates(db), loadPartners(db)]);
  const partner = choice.partner_id ? chosenPartner(partners, choice.partner_id) : defaultPartner(partners);
  if (!partner) throw fieldError('partner_id', DEAL_MESSAGES.unknownPartner);
  const check = checkedInstalment(effectivePrice(type.priceOtr, type.priceDisc), uangMuka, tenor, partnerRates(partner, dealer));
  if (!check.ok) throw fieldError(check.field, check.message);
  const result = creditQuote(partner, dealer, { price: check.price, dp: uangMuka, tenor, ...filledChoice(partner, choice) });
  if (!result.ok) throw fieldError(result.field, result.message);
  return { price: check.price, range: check.range, quote: result.quote };
}

/**
 * The instalment for a type's price, refusing a down payment outside 30-80 % or an unknown tenor (422):
 * the default partner's kernel instalment (its principal may carry financed premiums).
 */
export async function instalmentFor(db: Db, type: { priceOtr: number; priceDisc: number }, uangMuka: number, tenor: number) {
  const { price, range, quote } = await chosenQuote(db, type, uangMuka, tenor);
  return { price, range, angsuran: quote.angsuran };
}

/** One partner's quote (default partner when `partnerId` is null), or a 422 on the refused field. */
export async function quoteFor(db: Db, partnerId: number | null, input: QuoteInput) {
  const [dealer, partners] = await Promise.all([loadFlatRates(db), loadPartners(db)]);
  const partner = partnerId === null ? defaultPartner(partners) : partners.find((p) => p.id === partnerId);
  if (!partner) throw fieldError('partner_id', DEAL_MESSAGES.unknownPartner);
  const result = creditQuote(partner, dealer, input);
  if (!result.ok) throw fieldError(result.field, result.message);
  return result.quote;
}
