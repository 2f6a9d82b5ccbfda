/** The calls the order store makes, behind one interface so tests can answer them. */
import type { CarColor, CarType, ChassisCheck, Envelope, OrderResult, VoucherResult } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { checkChassis, checkVoucher, fetchModelColours, fetchOrderLeasing, fetchOrderTypes, placeOrder, type VoucherCheckBody } from '../../data/repositories/order';
import type { LeasingPartnerRow } from '../../../domain/credit';
import { defaultCreditApi, type CreditApi } from '../credit/credit-api';

/** Every call the wizard makes (the credit simulation's two among them); `defaultOrderApi` is the real one. */
export interface OrderApi extends CreditApi {
  fetchTypes(modelId: number, transmission: Transmission, force?: boolean): Promise<CarType[]>;
  /** The colours of a model (the mirror when offline). */
  fetchColours(modelId: number): Promise<CarColor[]>;
  /** The leasing partners' terms (GET leasing, the mirror when offline). */
  fetchLeasing(force?: boolean): Promise<LeasingPartnerRow[]>;
  checkVoucher(body: VoucherCheckBody): Promise<Envelope<VoucherResult | null>>;
  /** `staffToken`: a sales person placing the order for a buyer on a showroom tablet. */
  placeOrder(body: Record<string, unknown>, token: string | null, idempotencyKey: string, staffToken?: string | null): Promise<OrderResult>;
  checkChassis(noRangka: string): Promise<ChassisCheck>;
  /** False when the browser knows it is offline. */
  isOnline(): boolean;
}

/** The real calls: the API, the mirror, the credit worker. */
export const defaultOrderApi: OrderApi = {
  ...defaultCreditApi,
  fetchTypes: fetchOrderTypes,
  fetchColours: fetchModelColours,
  fetchLeasing: fetchOrderLeasing,
  checkVoucher,
  placeOrder,
  checkChassis,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};
