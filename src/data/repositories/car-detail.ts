/**
 * The car detail page's reads, each by model seo and mirrored for offline use, plus the
 * detail-page credit simulation (a calculation, never mirrored).
 */
import type {
  CarDefault, CarDetail, CarType, CreditSimulationRequest, CreditSimulationResult, Exterior360, Interior360,
} from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { api } from '../api-client';
import type { CarVideo } from '../../../domain/api';
import { useMirroredQuery } from '../mirrored-query';

/** POST cardetail {car_seo}. */
export const fetchCarDetail = (seo: string): Promise<CarDetail> => api.post('cardetail', { car_seo: seo });
/** POST cardefault {seo}: null when the model has no types. */
export const fetchCarDefault = (seo: string): Promise<CarDefault | null> => api.post('cardefault', { seo });
/** POST caryoutube {seo}: null when the model has no video. */
export const fetchCarVideo = (seo: string): Promise<CarVideo | null> => api.post('caryoutube', { seo });
/** POST interior360 {seo}: null when the model has no interior view. */
export const fetchInterior360 = (seo: string): Promise<Interior360 | null> => api.post('interior360', { seo });
/** POST exterior360 {seo}. */
export const fetchExterior360 = (seo: string): Promise<Exterior360[]> => api.post('exterior360', { seo });
/** POST cartypedetail {seo}. */
export const fetchCarTypes = (seo: string): Promise<CarType[]> => api.post('cartypedetail', { seo });

/** POST cartype: the types of one model and transmission. */
export const fetchModelTypes = (modelId: number, transmission: Transmission): Promise<CarType[]> =>
  api.post('cartype', { car_model_id: modelId, car_transmission: transmission });

/** POST creditsimulation: the monthly instalment for a type, down payment and tenor; a member's token makes it a sales lead. */
export const simulateCredit = (request: CreditSimulationRequest, signal?: AbortSignal, token?: string | null): Promise<CreditSimulationResult> =>
  api.post('creditsimulation', request, { signal, token });

const bySeo = (name: string, seo: string | null) => (seo ? `${name}:${seo}` : null);

/** POST cardetail {car_seo}: sliders, featured points, colours, gallery, call to action. */
export const useCarDetail = (seo: string | null) => useMirroredQuery(bySeo('cardetail', seo), () => fetchCarDetail(seo as string));
/** POST cardefault {seo}: starting values of the simulation. */
export const useCarDefault = (seo: string | null) => useMirroredQuery(bySeo('cardefault', seo), () => fetchCarDefault(seo as string));
/** POST caryoutube {seo}: the model's video or null. */
export const useCarVideo = (seo: string | null) => useMirroredQuery(bySeo('caryoutube', seo), () => fetchCarVideo(seo as string));
/** POST interior360 {seo}: the interior cube map or null. */
export const useInterior360 = (seo: string | null) => useMirroredQuery(bySeo('interior360', seo), () => fetchInterior360(seo as string));
/** POST exterior360 {seo}: 18 frames per colour. */
export const useExterior360 = (seo: string | null) => useMirroredQuery(bySeo('exterior360', seo), () => fetchExterior360(seo as string));
/** POST cartypedetail {seo}: every type with prices and specification. */
export const useCarTypes = (seo: string | null) => useMirroredQuery(bySeo('cartypedetail', seo), () => fetchCarTypes(seo as string));

/** POST cartype; disabled until both the model and the transmission are known. */
export const useModelTypes = (modelId: number | null, transmission: Transmission | null) =>
  useMirroredQuery(modelId && transmission ? `cartype:${modelId}:${transmission}` : null, () => fetchModelTypes(modelId as number, transmission as Transmission));
