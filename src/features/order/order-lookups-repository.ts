/** The wizard's select lists, mirrored for offline use: provinces and cities, branches, models of a category. */
import { api } from '../../data/api-client';
import { useMirroredQuery } from '../../data/mirrored-query';

/** GET provinsi. */
export const useProvinces = () => useMirroredQuery('provinsi', () => api.get('provinsi'));

/** POST kota {province_code}: the cities of a province; disabled while none is chosen. */
export const useCities = (provinceCode: string | null) =>
  useMirroredQuery(provinceCode ? `kota:${provinceCode}` : null, () => api.post('kota', { province_code: provinceCode as string }));

/** POST cabang {city_code}: the branches of a branch city; disabled while none is chosen. */
export const useBranchesOf = (cityCode: string | null) =>
  useMirroredQuery(cityCode ? `cabang:${cityCode}` : null, () => api.post('cabang', { city_code: cityCode as string }));

/** POST carmodel {category_id}: the models of a category; disabled while none is chosen. */
export const useModelsOf = (categoryId: number | null) =>
  useMirroredQuery(categoryId ? `carmodel:${categoryId}` : null, () => api.post('carmodel', { category_id: categoryId as number }));
