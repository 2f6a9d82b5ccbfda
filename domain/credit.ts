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
  const principal = Math.max(0, price - downPayment);
  if (principal === 0) return 0;
  const interest = (principal * (rate / 100) * tenor) / 12;
  return Math.ceil((principal + interest) / tenor / 1000) * 1000;
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
