/**
 * The calls of the credit simulation: the server's answer, and offline the credit worker's estimate
 * with the dealer's mirrored rates (the same domain check the server runs, so both agree).
 */
import type { CreditSimulationRequest, CreditSimulationResult } from '../../../domain/api';
import { checkedInstalment, effectivePrice } from '../../../domain/credit';
import { simulateCredit } from '../../data/repositories/car-detail';
import { mirroredCreditRates } from '../../data/repositories/credit-rates';
import { creditWorker } from '../../lib/workers';

/** A type's two prices (CarType has them). */
export interface TypePrices { price_otr: number; price_disc: number }

/** What the simulation asks of the outside; tests answer it. */
export interface CreditApi {
  /** POST creditsimulation (with a member's token when signed in); at least the instalment. */
  simulate(request: CreditSimulationRequest, signal?: AbortSignal, token?: string | null): Promise<Partial<CreditSimulationResult> & { angsuran: number }>;
  /** The offline instalment (the server's rule and rates); null when it cannot be computed. */
  estimate(prices: TypePrices, uangMuka: number, tenor: number): Promise<number | null>;
}

/** A worker that does not answer in time (its script not cached yet while offline) gives way to the main thread. */
const WORKER_WAIT_MS = 2000;

/** The estimate in the credit worker with the mirrored rates, or the same domain check here when the worker cannot start. */
export async function estimateOffline(prices: TypePrices, uangMuka: number, tenor: number): Promise<number | null> {
  const rates = await mirroredCreditRates();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WORKER_WAIT_MS);
  try {
    const estimate = await creditWorker.call((w) => w.estimate(prices.price_otr, prices.price_disc, uangMuka, tenor, rates), controller.signal);
    return estimate.angsuran;
  } catch {
    const check = checkedInstalment(effectivePrice(prices.price_otr, prices.price_disc), uangMuka, tenor, rates);
    return check.ok ? check.angsuran : null;
  } finally {
    clearTimeout(timer);
  }
}

/** The real calls (the screens keep the rates mirrored with useCreditRates). */
export const defaultCreditApi: CreditApi = { simulate: simulateCredit, estimate: estimateOffline };
