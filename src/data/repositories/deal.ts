/**
 * The deal's reads and writes (issue 34): the leasing partners' terms (mirrored, so the side-by-side
 * quotes are computed on the device with the server's kernel, offline too), a stored deal sheet, the
 * instant trade-in estimate and the deal itself.
 */
import type { DealRequest, DealView, TradeInEstimateAnswer } from '../../../domain/deal';
import type { LeasingPartnerRow } from '../../../domain/credit';
import type { TradeInCondition } from '../../../domain/tradein-estimate';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** GET leasing: every partner with its full terms. */
export const fetchLeasingPartners = (): Promise<LeasingPartnerRow[]> => api.get('leasing');
export const useLeasingPartners = () => useMirroredQuery('leasing', fetchLeasingPartners);

/** GET deal/{id}: a stored deal sheet (mirrored: a shared link opened once reads offline). */
export const fetchDeal = (id: string): Promise<DealView> => api.get('deal/:id', { params: { id } });
export const useDeal = (id: string | null) => useMirroredQuery(id ? `deal:${id}` : null, () => fetchDeal(id as string));

/** POST deal: the server computes every figure and answers the link. */
export const createDeal = (request: DealRequest): Promise<DealView> => api.post('deal', request);

/** POST tradein/estimate. */
export const estimateTradeIn = (car: { brand_id: number; brand_model_id: number; brand_year: number; km: number; condition: TradeInCondition }): Promise<TradeInEstimateAnswer> =>
  api.post('tradein/estimate', car);
