/** The trade-in cascade of the old car: brand -> model -> build year -> type, mirrored for offline use. */
import type { TradeInBrand, TradeInBrandModel, TradeInType, TradeInYear } from '../../../domain/api';
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** GET brand. */
export const fetchBrands = (): Promise<TradeInBrand[]> => api.get('brand');
/** POST brandmodel {brand_id}. */
export const fetchBrandModels = (brandId: number): Promise<TradeInBrandModel[]> => api.post('brandmodel', { brand_id: brandId });
/** POST brandyear {brand_id, brand_model_id}. */
export const fetchBrandYears = (brandId: number, modelId: number): Promise<TradeInYear[]> =>
  api.post('brandyear', { brand_id: brandId, brand_model_id: modelId });
/** POST brandtype {brand_id, brand_model_id, brand_model_year}. */
export const fetchBrandTypes = (brandId: number, modelId: number, year: number): Promise<TradeInType[]> =>
  api.post('brandtype', { brand_id: brandId, brand_model_id: modelId, brand_model_year: year });

/** Every old-car brand. */
export const useBrands = () => useMirroredQuery('brand', fetchBrands);

/** The models of a brand; disabled while no brand is chosen. */
export const useBrandModels = (brandId: number | null) =>
  useMirroredQuery(brandId ? `brandmodel:${brandId}` : null, () => fetchBrandModels(brandId as number));

/** The build years of a brand's model; disabled until both are chosen. */
export const useBrandYears = (brandId: number | null, modelId: number | null) =>
  useMirroredQuery(brandId && modelId ? `brandyear:${brandId}:${modelId}` : null, () => fetchBrandYears(brandId as number, modelId as number));

/** The types of a model in one build year; disabled until brand, model and year are chosen. */
export const useBrandTypes = (brandId: number | null, modelId: number | null, year: number | null) =>
  useMirroredQuery(brandId && modelId && year ? `brandtype:${brandId}:${modelId}:${year}` : null, () => fetchBrandTypes(brandId as number, modelId as number, year as number));
