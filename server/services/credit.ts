/**
 * Credit math on the server: the domain's kernel (domain/credit.ts) with the terms stored in the
 * database: the dealer's flat rates (credit_rates) and the leasing partners' full terms
 * (leasing_partners). The spec's creditsimulation, instant approval and orders take the default
 * partner's instalment; POST /api/credit/quote and the deal sheet take any partner's full quote.
 */
import { asc } from 'drizzle-orm';
import {
  checkedInstalment, creditQuote, defaultPartner, effectivePrice, partnerRates, quoteFigures, ratesFromRows,
  type FlatRates, type LeasingTerms, type QuoteInput,
} from '../../domain/credit';
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
 * The instalment for a type's price, refusing a down payment outside 30-80 % or an unknown tenor (422):
 * the default partner's kernel instalment (its principal may carry financed premiums).
 */
export async function instalmentFor(db: Db, type: { priceOtr: number; priceDisc: number }, uangMuka: number, tenor: number) {
  const [dealer, partners] = await Promise.all([loadFlatRates(db), loadPartners(db)]);
  const partner = defaultPartner(partners);
  const rates = partnerRates(partner, dealer);
  const check = checkedInstalment(effectivePrice(type.priceOtr, type.priceDisc), uangMuka, tenor, rates);
  if (!check.ok) throw fieldError(check.field, check.message);
  const quote = quoteFigures(partner, rates[tenor], { price: check.price, dp: uangMuka, tenor, scheme: partner.schemes[0] ?? 'ADDB', insurance: 'all_risk', region: 'jateng' });
  return { price: check.price, range: check.range, angsuran: quote.angsuran };
}

/** One partner's quote (default partner when `partnerId` is null), or a 422 on the refused field. */
export async function quoteFor(db: Db, partnerId: number | null, input: QuoteInput) {
  const [dealer, partners] = await Promise.all([loadFlatRates(db), loadPartners(db)]);
  const partner = partnerId === null ? defaultPartner(partners) : partners.find((p) => p.id === partnerId);
  if (!partner) throw fieldError('partner_id', 'Perusahaan pembiayaan tidak ditemukan');
  const result = creditQuote(partner, dealer, input);
  if (!result.ok) throw fieldError(result.field, result.message);
  return result.quote;
}
