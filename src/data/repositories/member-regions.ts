/** Provinces and their cities for the member forms (register, edit profile), mirrored for offline. */
import type { City, Province } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** GET provinsi. */
export const fetchProvinces = (): Promise<Province[]> => api.get('provinsi');
/** POST kota {province_code}. */
export const fetchCities = (provinceCode: string): Promise<City[]> => api.post('kota', { province_code: provinceCode });

/** All provinces. */
export const useProvinces = () => useMirroredQuery('provinsi', fetchProvinces);
/** The cities of a province; idle until one is chosen. */
export const useCities = (provinceCode: string) => useMirroredQuery(provinceCode ? `kota:${provinceCode}` : null, () => fetchCities(provinceCode));
