/** Down-payment range and the flat-rate credit formula of DEMO-DATA.md, shared by server, page and worker. */
import { DP_MAX_PERCENT, DP_MIN_PERCENT, DP_STEP_PERCENT } from './constants';

/** Flat annual rate (percent) per tenor in months. */
export type FlatRates = Record<number, number>;

export const DEFAULT_FLAT_RATES: FlatRates = { 12: 3.0, 24: 3.9, 36: 4.8, 48: 5.5, 60: 6.3 };

/** The price credit is computed on: the discount price when non-zero, else OTR. */
export function effectivePrice(priceOtr: number, priceDisc?: number | null): number {
  return priceDisc && priceDisc > 0 ? priceDisc : priceOtr;
}

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
  return monthlyInstalment(price, downPaymentRange(price).min, 60, rates);
}
