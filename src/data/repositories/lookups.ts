/**
 * The car and branch lookups of the lead forms (carmodel, cartype, cabang), mirrored for offline
 * cascades, and the credit simulation call (a calculation, never mirrored).
 */
import type { Branch, CarType, ModelLookup } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** POST carmodel {category_id}. */
export const fetchCarModels = (categoryId: number): Promise<ModelLookup[]> => api.post('carmodel', { category_id: categoryId });
/** POST cartype {car_model_id, car_transmission}. */
export const fetchCarTypes = (modelId: number, transmission: Transmission): Promise<CarType[]> =>
  api.post('cartype', { car_model_id: modelId, car_transmission: transmission });
/** POST cabang {city_code}. */
export const fetchBranches = (cityCode: string): Promise<Branch[]> => api.post('cabang', { city_code: cityCode });
/** The models of a category; disabled while no category is chosen. */
export const useCarModels = (categoryId: number | null) =>
  useMirroredQuery(categoryId ? `carmodel:${categoryId}` : null, () => fetchCarModels(categoryId as number));

/** The types of a model with one transmission; disabled until both are chosen. */
export const useCarTypes = (modelId: number | null, transmission: Transmission | null) =>
  useMirroredQuery(modelId && transmission ? `cartype:${modelId}:${transmission}` : null, () => fetchCarTypes(modelId as number, transmission as Transmission));

/** The branches of a branch city; disabled while no city is chosen. */
export const useBranches = (cityCode: string | null) =>
  useMirroredQuery(cityCode ? `cabang:${cityCode}` : null, () => fetchBranches(cityCode as string));
