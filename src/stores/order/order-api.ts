/** The calls the order store makes, behind one interface so tests can answer them. */
import type {
  CarType, ChassisCheck, CreditSimulationRequest, Envelope, OrderResult, VoucherResult,
} from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import {
  checkChassis, checkVoucher, fetchOrderTypes, placeOrder, simulateOrderCredit, type VoucherCheckBody,
} from '../../data/repositories/order';
import { creditWorker } from '../../lib/workers';

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

/** The real calls: the API, the mirror, the credit worker. */
export const defaultOrderApi: OrderApi = {
  fetchTypes: fetchOrderTypes,
  checkVoucher,
  simulate: simulateOrderCredit,
  estimate: async (type, uangMuka, tenor) =>
    (await creditWorker.call((worker) => worker.estimate(type.price_otr, type.price_disc, uangMuka, tenor))).angsuran,
  placeOrder,
  checkChassis,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};
