/** Compare reads (model and type lookups of the chained selects) and the comparison itself. */
import type { CarType, CompareRequest, CompareResult, ModelLookup } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** POST carmodel {category_id}: the models of a category for a select. */
export const fetchModelLookups = (categoryId: number): Promise<ModelLookup[]> => api.post('carmodel', { category_id: categoryId });

/** POST comparison/type {car_model_id, car_transmission}: the types that can be compared. */
export const fetchComparisonTypes = (modelId: number, transmission: Transmission): Promise<CarType[]> =>
  api.post('comparison/type', { car_model_id: modelId, car_transmission: transmission });

/** POST compare: the two types side by side. */
export const compareCars = (request: CompareRequest): Promise<CompareResult> => api.post('compare', request);

/** The models of a category; disabled while no category is chosen. */
export const useModelLookups = (categoryId: number | null) =>
  useMirroredQuery(categoryId ? `carmodel:${categoryId}` : null, () => fetchModelLookups(categoryId as number));

/** The comparable types of a model and transmission; disabled until both are chosen. */
export const useComparisonTypes = (modelId: number | null, transmission: Transmission | null) =>
  useMirroredQuery(modelId && transmission ? `comparison/type:${modelId}:${transmission}` : null, () => fetchComparisonTypes(modelId as number, transmission as Transmission));
