/** Provinces and their cities (personal-data forms), mirrored so the cascade works offline. */
import type { City, Province } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** GET provinsi. */
export const fetchProvinces = (): Promise<Province[]> => api.get('provinsi');
/** POST kota {province_code}. */
export const fetchCities = (provinceCode: string): Promise<City[]> => api.post('kota', { province_code: provinceCode });

/** Every province. */
export const useProvinces = () => useMirroredQuery('provinsi', fetchProvinces);

/** The cities of a province; disabled while no province is chosen. */
export const useCities = (provinceCode: string | null) =>
  useMirroredQuery(provinceCode ? `kota:${provinceCode}` : null, () => fetchCities(provinceCode as string));
