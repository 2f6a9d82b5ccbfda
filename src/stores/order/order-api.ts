/** The calls the order store makes, behind one interface so tests can answer them. */
import type {
  CarType, ChassisCheck, CreditSimulationRequest, Envelope, OrderResult, VoucherResult,
} from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { DEFAULT_FLAT_RATES, effectivePrice, monthlyInstalment } from '../../../domain/credit';
import {
  checkChassis, checkVoucher, fetchOrderTypes, placeOrder, simulateOrderCredit, type VoucherCheckBody,
} from '../../data/repositories/order';
import { creditWorker } from '../../lib/workers';

/** Every call the wizard makes; `defaultOrderApi` is the real one. */
export interface OrderApi {
  fetchTypes(modelId: number, transmission: Transmission, force?: boolean): Promise<CarType[]>;
  checkVoucher(body: VoucherCheckBody): Promise<Envelope<VoucherResult | null>>;
  simulate(request: CreditSimulationRequest, signal?: AbortSignal): Promise<{ angsuran: number }>;
  /** The offline instalment (same domain formula as the server); null when it cannot be computed. */
  estimate(type: CarType, uangMuka: number, tenor: number): Promise<number | null>;
  placeOrder(body: Record<string, unknown>, token: string | null, idempotencyKey: string): Promise<OrderResult>;
  checkChassis(noRangka: string): Promise<ChassisCheck>;
  /** False when the browser knows it is offline. */
  isOnline(): boolean;
}

/** Worker that does not answer in time (its script not cached yet while offline) gives way to the main thread. */
const WORKER_WAIT_MS = 2000;

/** The instalment estimate in the credit worker, or with the same domain formula here when the worker cannot start. */
async function estimate(type: CarType, uangMuka: number, tenor: number): Promise<number | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WORKER_WAIT_MS);
  try {
    return (await creditWorker.call((worker) => worker.estimate(type.price_otr, type.price_disc, uangMuka, tenor), controller.signal)).angsuran;
  } catch {
    const price = effectivePrice(type.price_otr, type.price_disc);
    return DEFAULT_FLAT_RATES[tenor] === undefined ? null : monthlyInstalment(price, uangMuka, tenor);
  } finally {
    clearTimeout(timer);
  }
}

/** The real calls: the API, the mirror, the credit worker. */
export const defaultOrderApi: OrderApi = {
  fetchTypes: fetchOrderTypes,
  checkVoucher,
  simulate: simulateOrderCredit,
  estimate,
  placeOrder,
  checkChassis,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};
