/**
 * The order wizard's calls: types and colours of a model (mirrored so a chosen car survives a
 * lost connection), the voucher check and the order itself (network only: prices and the booking
 * fee are the server's), the chassis check and the booking-fee account.
 */
import type {
  CarColor, CarType, ChassisCheck, Envelope, OrderBank, OrderResult, VoucherResult,
} from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { api } from '../api-client';
import { readMirror, writeMirror } from '../db';
import { postEnvelope } from '../envelope-request';
import { revalidate, useMirroredQuery } from '../mirrored-query';
import type { LeasingPartnerRow } from '../../../domain/credit';
import type { CreditChoice } from '../../../domain/order-credit';
import { fetchLeasingPartners } from './deal';

/** Asks the API (or reuses a just-fetched answer), falling back to the mirror when it cannot be reached. */
export async function mirroredFetch<T>(key: string, fetcher: () => Promise<T>, force = false): Promise<T> {
  try {
    if (!force) return (await revalidate(key, fetcher)).data;
    const data = await fetcher();
    await writeMirror({ key, data, fetchedAt: Date.now() });
    return data;
  } catch (error) {
    const row = await readMirror<T>(key);
    if (row) return row.data;
    throw error;
  }
}

/** POST order/type: the types of a model with one transmission (price = effective price). */
export const fetchOrderTypes = (modelId: number, transmission: Transmission, force = false): Promise<CarType[]> =>
  mirroredFetch(`order/type:${modelId}:${transmission}`, () => api.post('order/type', { car_model_id: modelId, car_transmission: transmission }), force);

/** GET leasing through the mirror (the car page's comparison reads the same key): the wizard's partners, offline too. */
export const fetchOrderLeasing = (force = false): Promise<LeasingPartnerRow[]> => mirroredFetch('leasing', fetchLeasingPartners, force);

/** POST order/warna: the colours of a model. */
export const fetchOrderColours = (modelId: number): Promise<CarColor[]> => api.post('order/warna', { car_model_id: modelId });

/** The colours of a model through the mirror (the step's own read, so a prefilled colour costs no second request). */
export const fetchModelColours = (modelId: number): Promise<CarColor[]> => mirroredFetch(`order/warna:${modelId}`, () => fetchOrderColours(modelId));

/** The colours of a model, mirrored; disabled while no model is chosen. */
export const useOrderColours = (modelId: number | null) =>
  useMirroredQuery(modelId ? `order/warna:${modelId}` : null, () => fetchOrderColours(modelId as number));

/** GET order/bank: the booking-fee account and the booking fee. */
export const fetchOrderBank = (): Promise<OrderBank> => api.get('order/bank');

/** The booking-fee account, mirrored (Order_success and the payment form). */
export const useOrderBank = () => useMirroredQuery('order/bank', fetchOrderBank);

/** The voucher check's body (VoucherCheckDto). */
export type VoucherCheckBody = { promo_code: string; car_type: number; payment_type: string; down_payment: number; tenor: number } & CreditChoice;

/** POST voucher: the whole envelope, because 'Valid' and 'Invalid' live in `message`. */
export const checkVoucher = (body: VoucherCheckBody): Promise<Envelope<VoucherResult | null>> => postEnvelope('voucher', body);

/**
 * POST order: places the order; a member's token goes as Bearer; a retry after a lost answer reuses
 * its key. On a showroom tablet in assisted mode the sales person's token goes as X-Staff-Token
 * instead (the buyer gets an account but no session; docs/showroom.md).
 */
export const placeOrder = (body: Record<string, unknown>, token: string | null, idempotencyKey: string, staffToken: string | null = null): Promise<OrderResult> =>
  api.post('order', body, staffToken ? { token: null, idempotencyKey, headers: { 'x-staff-token': staffToken } } : { token, idempotencyKey });

/** POST cekrangka: 'valid' when the dealer knows the chassis number. */
export const checkChassis = (noRangka: string): Promise<ChassisCheck> => api.post('cekrangka', { no_rangka: noRangka });
