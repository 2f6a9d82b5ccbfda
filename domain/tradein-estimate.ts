/**
 * The instant trade-in estimate (issue 34): a range from the content-managed reference value of a
 * model and build year, adjusted by the km against a yearly norm, the condition and the region.
 * The server answers POST /api/tradein/estimate with it and the trade-in form shows it offline from
 * the same function. docs/deal.md explains the rules to staff and buyers.
 */
import type { CreditRegion } from './credit';
import { formatNumberId } from './money';

export const TRADE_IN_CONDITIONS = ['baik', 'sedang', 'kurang'] as const;
export type TradeInCondition = (typeof TRADE_IN_CONDITIONS)[number];
export const CONDITION_LABELS: Record<TradeInCondition, string> = { baik: 'Baik', sedang: 'Sedang', kurang: 'Kurang' };
/** Percent taken off for the condition the owner reports (the inspection confirms it). */
export const CONDITION_ADJUST_PERCENT: Record<TradeInCondition, number> = { baik: 0, sedang: -7, kurang: -15 };
/** Percent by region: used-car prices in DIY run a little below Central Java's. */
export const REGION_ADJUST_PERCENT: Record<CreditRegion, number> = { jateng: 0, diy: -2 };
/** A car is expected to run this many km a year. */
export const KM_NORM_PER_YEAR = 15_000;
/** Percent off per 10.000 km above the norm for its age. */
export const KM_PENALTY_PERCENT_PER_10K = 1.5;
/** The km adjustment takes at most this many percent off. */
export const KM_PENALTY_MAX_PERCENT = 25;
/** Each year older is worth at least this many percent less than the next newer year (enforced on the reference list). */
export const MIN_YEARLY_DROP_PERCENT = 3;
/** The range runs this many percent either side of the middle figure. */
export const RANGE_SPREAD_PERCENT = 5;
/** Low is rounded down and high up to this many rupiah. */
export const ESTIMATE_ROUNDING = 100_000;
export const ESTIMATE_VALID_DAYS = 7;
/** Largest km a form accepts. */
export const KM_MAX = 2_000_000;

/** One reference value: a build year and what the car is worth in good condition at the norm km. */
export interface ReferenceValue { year: number; value: number }

export interface EstimateInput {
  /** 'Toyota Avanza', for the basis lines. */
  name: string;
  year: number;
  km: number;
  condition: TradeInCondition;
  region: CreditRegion;
  /** The estimate's day (Asia/Jakarta), YYYY-MM-DD; its year is the current year. */
  today: string;
}

export interface BasisLine { label: string; amount: number }
export interface TradeInEstimate { low: number; high: number; mid: number; valid_until: string; basis: BasisLine[] }

/**
 * The reference value of a build year, never more than 97 % of the next newer year's (a missing year
 * continues from the newer one). Null without rows or for a year newer than every row (nothing to go by).
 */
export function referenceFor(rows: readonly ReferenceValue[], year: number): number | null {
  if (!rows.length) return null;
  const byYear = new Map(rows.map((r) => [r.year, r.value]));
  const newest = Math.max(...rows.map((r) => r.year));
  if (year > newest) return null;
  let value = byYear.get(newest)!;
  for (let y = newest - 1; y >= year; y--) {
    const capped = Math.floor((value * (100 - MIN_YEARLY_DROP_PERCENT)) / 100);
    const own = byYear.get(y);
    value = own === undefined ? capped : Math.min(own, capped);
  }
  return value;
}

/** Age in whole years, at least 1 (a car of this year is judged against one year's norm). */
export const ageOf = (year: number, today: string) => Math.max(1, Number(today.slice(0, 4)) - year);

/** Percent off for the km: 1.5 % per 10.000 km above age x 15.000 km, at most 25 %. */
export function kmAdjustPercent(km: number, age: number): number {
  const excess = Math.max(0, km - KM_NORM_PER_YEAR * age);
  return -Math.min(KM_PENALTY_MAX_PERCENT, (excess / 10_000) * KM_PENALTY_PERCENT_PER_10K);
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pct = (x: number) => `${x > 0 ? '+' : ''}${String(Math.round(x * 100) / 100).replace('.', ',')}%`;

/** The estimate, or null when the model has no reference value. */
export function estimateTradeIn(rows: readonly ReferenceValue[], input: EstimateInput): TradeInEstimate | null {
  const reference = referenceFor(rows, input.year);
  if (reference === null) return null;
  const age = ageOf(input.year, input.today);
  const kmPct = kmAdjustPercent(input.km, age);
  const afterKm = Math.round((reference * (100 + kmPct)) / 100);
  const conditionPct = CONDITION_ADJUST_PERCENT[input.condition];
  const afterCondition = Math.round((afterKm * (100 + conditionPct)) / 100);
  const regionPct = REGION_ADJUST_PERCENT[input.region];
  const mid = Math.round((afterCondition * (100 + regionPct)) / 100);
  const low = Math.floor((mid * (100 - RANGE_SPREAD_PERCENT)) / 100 / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING;
  const high = Math.ceil((mid * (100 + RANGE_SPREAD_PERCENT)) / 100 / ESTIMATE_ROUNDING) * ESTIMATE_ROUNDING;
  const norm = KM_NORM_PER_YEAR * age;
  const basis: BasisLine[] = [
    { label: `Nilai acuan ${input.name} ${input.year} (kondisi baik, km wajar)`, amount: reference },
    { label: `Kilometer ${formatNumberId(input.km)} km, wajar ${formatNumberId(norm)} km untuk ${age} tahun: ${pct(kmPct)}`, amount: afterKm - reference },
    { label: `Kondisi ${CONDITION_LABELS[input.condition].toLowerCase()}: ${pct(conditionPct)}`, amount: afterCondition - afterKm },
    { label: `Wilayah ${input.region === 'diy' ? 'DI Yogyakarta' : 'Jawa Tengah'}: ${pct(regionPct)}`, amount: mid - afterCondition },
    { label: 'Perkiraan nilai tengah', amount: mid },
  ];
  return { low, high, mid, valid_until: addDays(input.today, ESTIMATE_VALID_DAYS), basis };
}
