/**
 * The dealer's credit rates (GET creditrates), mirrored like every read so the offline estimate
 * computes with the rates the server uses; the built-in defaults only when nothing was ever mirrored.
 */
import { DEFAULT_FLAT_RATES, ratesFromRows, type CreditRateRow, type FlatRates } from '../../../domain/credit';
import { api } from '../api-client';
import { readMirror } from '../db';
import { useMirroredQuery } from '../mirrored-query';

const KEY = 'creditrates' as const;

/** GET creditrates: `[{tenor, flat_rate}]`. */
export const fetchCreditRates = (): Promise<CreditRateRow[]> => api.get(KEY);

/** The rates for a screen (keeps the mirror fresh while a credit screen is open). */
export const useCreditRates = () => useMirroredQuery(KEY, fetchCreditRates);

/** The mirrored rates for an offline estimate; the defaults only when none were ever mirrored. */
export async function mirroredCreditRates(): Promise<FlatRates> {
  const row = await readMirror<CreditRateRow[]>(KEY).catch(() => null);
  return row?.data?.length ? ratesFromRows(row.data) : DEFAULT_FLAT_RATES;
}
