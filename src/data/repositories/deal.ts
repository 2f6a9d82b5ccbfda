/**
 * The deal's reads and writes (issue 34): the leasing partners' terms (mirrored, so the side-by-side
 * quotes are computed on the device with the server's kernel, offline too), a stored deal sheet, the
 * instant trade-in estimate (with its reference values mirrored, so it works offline) and the deal itself.
 */
import type { DealRequest, DealTradeIn, DealView, TradeInEstimateAnswer } from '../../../domain/deal';
import type { LeasingPartnerRow } from '../../../domain/credit';
import { isoDay } from '../../../domain/money';
import { estimateOfModel, type TradeInValueModel } from '../../../domain/tradein-values';
import { api, ApiError } from '../api-client';
import { readMirror } from '../db';
import { revalidate, useMirroredQuery } from '../mirrored-query';

const VALUES_KEY = 'tradein/values' as const;

/** GET leasing: every partner with its full terms. */
export const fetchLeasingPartners = (): Promise<LeasingPartnerRow[]> => api.get('leasing');
export const useLeasingPartners = () => useMirroredQuery('leasing', fetchLeasingPartners);

/** GET deal/{id}: a stored deal sheet (mirrored: a shared link opened once reads offline). */
export const fetchDeal = (id: string): Promise<DealView> => api.get('deal/:id', { params: { id } });
export const useDeal = (id: string | null) => useMirroredQuery(id ? `deal:${id}` : null, () => fetchDeal(id as string));

/** POST deal: the server computes every figure and answers the link. */
export const createDeal = (request: DealRequest): Promise<DealView> => api.post('deal', request);

/** GET tradein/values: every model's reference values (mirrored: the estimate works offline). */
export const fetchTradeInValues = (): Promise<TradeInValueModel[]> => api.get(VALUES_KEY);
/**
 * Refreshes the mirrored reference values (the trade-in form calls it once shown). Not a screen read:
 * nothing on screen shows them, so the server's render neither asks for nor embeds them.
 */
export const mirrorTradeInValues = (): Promise<void> => revalidate(VALUES_KEY, fetchTradeInValues).then(() => undefined, () => undefined);

/** An estimate, and whether it was computed on this device (no connection). */
export type EstimateAnswer = TradeInEstimateAnswer & { offline: boolean };

/**
 * POST tradein/estimate; without a connection the same kernel on this device with the mirrored
 * reference values (domain/tradein-values.ts), so the range and its explanation are the server's.
 * A refusal is thrown like the server's 422 (field and message).
 */
export async function estimateTradeIn(car: DealTradeIn): Promise<EstimateAnswer> {
  try {
    return { ...(await api.post('tradein/estimate', car)), offline: false };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    const row = await readMirror<TradeInValueModel[]>(VALUES_KEY).catch(() => null);
    if (!row?.data) throw error;
    const outcome = estimateOfModel(row.data.find((m) => m.brand_model_id === car.brand_model_id), { ...car, region: 'jateng' }, isoDay());
    if (!outcome.ok) throw new ApiError(422, outcome.message, { [outcome.field]: [outcome.message] });
    return { ...outcome.estimate, offline: true };
  }
}
