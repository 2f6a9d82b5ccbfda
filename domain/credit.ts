/**
 * The one home of the credit rules (DEMO-DATA.md): the price credit is computed on, the down-payment
 * range and its 10 % steps, the flat-rate instalment, and the check the server and the offline
 * estimate both run. The server, the page stores and the credit worker all call these.
 */
import { DP_MAX_PERCENT, DP_MIN_PERCENT, DP_STEP_PERCENT, LISTING_TENOR } from './constants';
import { formatRupiah } from './money';
import { carPrice } from './price';

/** Flat annual rate (percent) per tenor in months. */
export type FlatRates = Record<number, number>;

/** The seeded rates; used only where no stored rates were ever read. */
export const DEFAULT_FLAT_RATES: FlatRates = { 12: 3.0, 24: 3.9, 36: 4.8, 48: 5.5, 60: 6.3 };

/** One row of GET creditrates: a tenor and its flat annual rate in percent. */
export interface CreditRateRow { tenor: number; flat_rate: number }

/** The rows of GET creditrates as a rate table; an empty list gives the defaults. */
export function ratesFromRows(rows: readonly CreditRateRow[]): FlatRates {
  return rows.length ? Object.fromEntries(rows.map((r) => [r.tenor, Number(r.flat_rate)])) : DEFAULT_FLAT_RATES;
}

/** A rate table as the rows GET creditrates answers, by tenor. */
export function rowsFromRates(rates: FlatRates): CreditRateRow[] {
  return Object.entries(rates).map(([tenor, rate]) => ({ tenor: Number(tenor), flat_rate: rate })).sort((a, b) => a.tenor - b.tenor);
}

/** The price credit is computed on: what the buyer pays by the price rule (the discount price when there is one). */
export function effectivePrice(priceOtr: number, priceDisc?: number | null): number {
  return carPrice(priceOtr, priceDisc).price;
}

/** The slider's bounds and step in rupiah. */
export interface DownPaymentRange { min: number; max: number; step: number }

/** 30% to 80% of the price, stepping by 10% of it. */
export function downPaymentRange(price: number): DownPaymentRange {
  return {
    min: Math.round((price * DP_MIN_PERCENT) / 100),
    max: Math.round((price * DP_MAX_PERCENT) / 100),
    step: Math.round((price * DP_STEP_PERCENT) / 100),
  };
}

/** True when the down payment sits inside the range (a rupiah of rounding allowed). */
export function isDownPaymentInRange(price: number, dp: number): boolean {
  const { min, max } = downPaymentRange(price);
  return dp >= min - 1 && dp <= max + 1;
}

/**
 * The down payment every screen keeps: snapped to the nearest 10 % step from the minimum and
 * clamped to 30-80 %; 0 when there is no price yet.
 */
export function normaliseDownPayment(price: number, dp: number): number {
  if (!(price > 0)) return 0;
  const { min, max, step } = downPaymentRange(price);
  const steps = step > 0 && Number.isFinite(dp) ? Math.round((dp - min) / step) : 0;
  return Math.min(max, Math.max(min, min + steps * step));
}

/** Monthly instalment: (P + P x rate x tenor / 12) / tenor, rounded up to Rp 1,000. */
export function monthlyInstalment(price: number, downPayment: number, tenor: number, rates: FlatRates = DEFAULT_FLAT_RATES): number {
  const rate = rates[tenor];
  if (rate === undefined) throw new RangeError(`no flat rate for tenor ${tenor}`);
  return instalmentOfPrincipal(Math.max(0, price - downPayment), tenor, rate);
}

/** The 60-month instalment at minimum down payment that listings show. */
export function listingInstalment(price: number, rates: FlatRates = DEFAULT_FLAT_RATES): number {
  return monthlyInstalment(price, downPaymentRange(price).min, LISTING_TENOR, rates);
}

/** A simulation's answer, or the field that refuses it with its message. */
export type CreditCheck =
  | { ok: true; price: number; range: DownPaymentRange; angsuran: number }
  | { ok: false; field: 'uang_muka' | 'tenor'; message: string };

/** The simulation the server answers and the worker estimates: a down payment inside 30-80 %, a tenor with a rate. */
export function checkedInstalment(price: number, dp: number, tenor: number, rates: FlatRates): CreditCheck {
  const range = downPaymentRange(price);
  if (!isDownPaymentInRange(price, dp)) {
    return { ok: false, field: 'uang_muka', message: `Uang muka harus antara ${formatRupiah(range.min)} dan ${formatRupiah(range.max)}` };
  }
  if (rates[tenor] === undefined) return { ok: false, field: 'tenor', message: '*Pilih Tenor!.' };
  return { ok: true, price, range, angsuran: monthlyInstalment(price, dp, tenor, rates) };
}

/* ------------------------------------------------------------------------------------------------
 * Full credit terms of a leasing partner (issue 34): the quote the server answers for
 * POST /api/credit/quote, the deal sheet and the offline side-by-side on the car and credit pages.
 * Rounding rule (docs/deal.md): the monthly instalment is rounded UP to the next Rp 1.000 (as
 * leasing simulation sheets show it, so the leasing company never collects less than its rate);
 * every other line (premiums, provisi, credit-life) is rounded to the nearest rupiah; the TDP is the
 * exact sum of its breakdown lines.
 * --------------------------------------------------------------------------------------------- */

export const CREDIT_SCHEMES = ['ADDM', 'ADDB'] as const;
/** ADDM: first instalment paid in advance (part of the TDP); ADDB: paid a month after delivery. */
export type CreditScheme = (typeof CREDIT_SCHEMES)[number];
export const INSURANCE_TYPES = ['all_risk', 'tlo', 'mix'] as const;
export type InsuranceType = (typeof INSURANCE_TYPES)[number];
export const INSURANCE_LABELS: Record<InsuranceType, string> = { all_risk: 'All Risk', tlo: 'TLO', mix: 'Kombinasi' };
export const CREDIT_REGIONS = ['jateng', 'diy'] as const;
/** Insurance region: Central Java or DIY (both OJK region 3; partners may still price them apart). */
export type CreditRegion = (typeof CREDIT_REGIONS)[number];
export const CREDIT_REGION_LABELS: Record<CreditRegion, string> = { jateng: 'Jawa Tengah', diy: 'DI Yogyakarta' };
/** Province code (Kemendagri) of each region. */
export const REGION_PROVINCE: Record<CreditRegion, string> = { jateng: '33', diy: '34' };
/** How a premium is paid: in the TDP (first year; later years at each renewal) or added to the principal. */
export const PREMIUM_PAYMENTS = ['upfront', 'financed'] as const;
export type PremiumPayment = (typeof PREMIUM_PAYMENTS)[number];
/** The insured value drops by this many percent of the price for each year after the first. */
export const INSURED_VALUE_YEARLY_DROP_PERCENT = 10;

/** Insurance rates (percent of the insured value, per year) for cars up to `band_max` rupiah (0: no upper bound) in a region. */
export interface InsuranceRate { band_max: number; region: CreditRegion; all_risk: number; tlo: number }

/** One leasing partner's stored terms. */
export interface LeasingTerms {
  id: number;
  name: string;
  is_default: boolean;
  /** Lowest down payment, percent of the price. */
  min_dp_percent: number;
  schemes: CreditScheme[];
  /** Flat annual rate per tenor; empty: the dealer's rates (GET creditrates). */
  flat_rates: FlatRates;
  insurance_rates: InsuranceRate[];
  /** Years of all-risk cover in a mix before TLO. */
  mix_all_risk_years: number;
  insurance_payment: PremiumPayment;
  admin_fee: number;
  /** Provisi, percent of the principal. */
  provisi_percent: number;
  /** Credit-life premium, percent of the amount financed for the whole tenor. */
  credit_life_percent: number;
  credit_life_payment: PremiumPayment;
}

/** What a partner's quote is computed from. */
export interface QuoteInput {
  price: number;
  dp: number;
  tenor: number;
  scheme: CreditScheme;
  insurance: InsuranceType;
  region: CreditRegion;
}

export interface BreakdownLine { label: string; amount: number }
export interface PremiumYear { year: number; type: 'all_risk' | 'tlo'; rate: number; insured: number; amount: number }

/** A quote: the TDP, the instalment and how they were made. `breakdown` sums exactly to `tdp`. */
export interface CreditQuote {
  partner_id: number;
  partner_name: string;
  otr: number;
  dp: number;
  tenor: number;
  scheme: CreditScheme;
  insurance: InsuranceType;
  region: CreditRegion;
  flat_rate: number;
  /** Amount financed: price - DP + premiums added to the loan. */
  principal: number;
  angsuran: number;
  tdp: number;
  /** Instalments paid after delivery (tenor - 1 with ADDM). */
  instalments_after: number;
  breakdown: BreakdownLine[];
  /** Insurance premium per year of the tenor. */
  premiums: PremiumYear[];
  /** Premiums of later years paid at each renewal (upfront payment), not in TDP nor instalment. */
  later_premiums: number;
  total_paid: number;
}

export type QuoteField = 'uang_muka' | 'tenor' | 'scheme' | 'insurance' | 'partner_id';
export type QuoteResult = { ok: true; quote: CreditQuote } | { ok: false; field: QuoteField; message: string };

/** The flat rates a partner lends at: its own, or the dealer's when it stores none. */
export function partnerRates(terms: LeasingTerms, dealerRates: FlatRates): FlatRates {
  return Object.keys(terms.flat_rates).length ? terms.flat_rates : dealerRates;
}

/** The tenors a partner offers, ascending. */
export function partnerTenors(terms: LeasingTerms, dealerRates: FlatRates): number[] {
  return Object.keys(partnerRates(terms, dealerRates)).map(Number).sort((a, b) => a - b);
}

/** The lowest and highest down payment a partner takes for a price (its minimum to 80 %). */
export function partnerDpRange(terms: LeasingTerms, price: number): { min: number; max: number } {
  return { min: Math.round((price * terms.min_dp_percent) / 100), max: Math.round((price * DP_MAX_PERCENT) / 100) };
}

/** The insurance rate row of a price in a region: the smallest band holding the price (0 = open top); null when none. */
export function insuranceRateFor(rates: readonly InsuranceRate[], price: number, region: CreditRegion): InsuranceRate | null {
  const bands = rates.filter((r) => r.region === region).sort((a, b) => (a.band_max || Infinity) - (b.band_max || Infinity));
  return bands.find((r) => r.band_max === 0 || price <= r.band_max) ?? null;
}

/** The premium of each insured year (the insured value drops by 10 % of the price a year). */
export function insurancePremiums(terms: LeasingTerms, price: number, tenor: number, insurance: InsuranceType, region: CreditRegion): PremiumYear[] {
  const row = insuranceRateFor(terms.insurance_rates, price, region);
  if (!row) return [];
  const years = Math.ceil(tenor / 12);
  return Array.from({ length: years }, (_, i) => {
    const year = i + 1;
    const type: 'all_risk' | 'tlo' = insurance === 'all_risk' || (insurance === 'mix' && year <= terms.mix_all_risk_years) ? 'all_risk' : 'tlo';
    const rate = type === 'all_risk' ? row.all_risk : row.tlo;
    const insured = Math.round((price * Math.max(0, 100 - INSURED_VALUE_YEARLY_DROP_PERCENT * i)) / 100);
    return { year, type, rate, insured, amount: Math.round((insured * rate) / 100) };
  });
}

/** Flat-rate instalment of an amount financed: (P + P x rate x tenor / 12) / tenor, up to Rp 1.000. */
export function instalmentOfPrincipal(principal: number, tenor: number, rate: number): number {
  if (principal <= 0) return 0;
  return Math.ceil((principal + (principal * (rate / 100) * tenor) / 12) / tenor / 1000) * 1000;
}

/** One partner's quote for a price, or the field that refuses it (Indonesian message). */
export function creditQuote(terms: LeasingTerms, dealerRates: FlatRates, input: QuoteInput): QuoteResult {
  const { price, dp, tenor, scheme } = input;
  const rates = partnerRates(terms, dealerRates);
  const range = partnerDpRange(terms, price);
  if (!Number.isInteger(dp) || dp < range.min - 1 || dp > range.max + 1) {
    return { ok: false, field: 'uang_muka', message: `Uang muka ${terms.name} harus antara ${formatRupiah(range.min)} dan ${formatRupiah(range.max)}` };
  }
  const rate = rates[tenor];
  if (rate === undefined) return { ok: false, field: 'tenor', message: `Tenor ${tenor} bulan tidak tersedia di ${terms.name}` };
  if (!terms.schemes.includes(scheme)) return { ok: false, field: 'scheme', message: `${terms.name} tidak melayani skema ${scheme}` };

  return { ok: true, quote: quoteFigures(terms, rate, input) };
}

/** The figures of a quote whose inputs were checked (creditQuote), at a flat `rate`. */
export function quoteFigures(terms: LeasingTerms, rate: number, input: QuoteInput): CreditQuote {
  const { price, dp, tenor, scheme, insurance, region } = input;
  const premiums = insurancePremiums(terms, price, tenor, insurance, region);
  const premiumTotal = premiums.reduce((s, p) => s + p.amount, 0);
  const loan = price - dp;
  const creditLife = Math.round((loan * terms.credit_life_percent) / 100);
  const financedInsurance = terms.insurance_payment === 'financed' ? premiumTotal : 0;
  const financedLife = terms.credit_life_payment === 'financed' ? creditLife : 0;
  const principal = loan + financedInsurance + financedLife;
  const angsuran = instalmentOfPrincipal(principal, tenor, rate);
  const provisi = Math.round((principal * terms.provisi_percent) / 100);

  const breakdown: BreakdownLine[] = [{ label: 'Uang muka (DP)', amount: dp }];
  if (scheme === 'ADDM') breakdown.push({ label: 'Angsuran pertama (ADDM, dibayar di muka)', amount: angsuran });
  if (terms.insurance_payment === 'upfront' && premiums.length) {
    breakdown.push({ label: `Asuransi ${INSURANCE_LABELS[insurance]} tahun pertama`, amount: premiums[0].amount });
  }
  if (terms.admin_fee > 0) breakdown.push({ label: 'Biaya administrasi', amount: terms.admin_fee });
  if (provisi > 0) breakdown.push({ label: `Provisi ${terms.provisi_percent}%`, amount: provisi });
  if (terms.credit_life_payment === 'upfront' && creditLife > 0) breakdown.push({ label: 'Asuransi jiwa kredit', amount: creditLife });
  const tdp = breakdown.reduce((s, l) => s + l.amount, 0);
  const laterPremiums = terms.insurance_payment === 'upfront' ? premiumTotal - (premiums[0]?.amount ?? 0) : 0;
  return {
      partner_id: terms.id, partner_name: terms.name, otr: price, dp, tenor, scheme, insurance, region, flat_rate: rate,
      principal, angsuran, tdp, instalments_after: scheme === 'ADDM' ? tenor - 1 : tenor, breakdown, premiums,
      later_premiums: laterPremiums, total_paid: tdp + angsuran * (scheme === 'ADDM' ? tenor - 1 : tenor) + laterPremiums,
  };
}

/** Terms that lend at the dealer's rates with no fees: used where no partner is stored. */
export const DEALER_ONLY_TERMS: LeasingTerms = {
  id: 0, name: 'Dealer', is_default: true, min_dp_percent: DP_MIN_PERCENT, schemes: ['ADDM', 'ADDB'], flat_rates: {},
  insurance_rates: [], mix_all_risk_years: 1, insurance_payment: 'upfront', admin_fee: 0, provisi_percent: 0,
  credit_life_percent: 0, credit_life_payment: 'upfront',
};

/** The partner the dealer quotes by default (the one marked default, else the first). */
export function defaultPartner(partners: readonly LeasingTerms[]): LeasingTerms {
  return partners.find((p) => p.is_default) ?? partners[0] ?? DEALER_ONLY_TERMS;
}

/** One row of GET /api/leasing: a partner's terms with its effective rates as rows and its tenors. */
export interface LeasingPartnerRow extends Omit<LeasingTerms, 'flat_rates'> { tenors: number[]; flat_rates: CreditRateRow[] }

/** The kernel's terms of a GET /api/leasing row (what the page mirrors and quotes offline with). */
export function termsFromRow(row: LeasingPartnerRow): LeasingTerms {
  const { tenors: _tenors, flat_rates, ...rest } = row;
  return { ...rest, flat_rates: Object.fromEntries(flat_rates.map((r) => [r.tenor, Number(r.flat_rate)])) };
}
