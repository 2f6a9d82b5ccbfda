/** Catalogue reads for menus and listings: vehicle categories with their model cards. */
import type { Category, ModelCard, VehicleCategory } from '../../../domain/api';
import { api } from '../api-client';
import { useMirroredQuery } from '../mirrored-query';

/** The models of a category; empty for the 'no data recorded' marker. */
export function modelsOf(category: VehicleCategory): ModelCard[] {
  return Array.isArray(category.car_model) ? category.car_model : [];
}

/** GET vehicles: every category with its model cards. */
export async function fetchVehicles(): Promise<VehicleCategory[]> {
  const data = await api.get('vehicles');
  return data.category;
}

/** GET carcategory. */
export function fetchCategories(): Promise<Category[]> {
  return api.get('carcategory');
}

/** Categories with their models (mega menu, Home tab list). */
export function useVehicles() {
  return useMirroredQuery('vehicles', fetchVehicles);
}

/** Category lookup list. */
export function useCategories() {
  return useMirroredQuery('carcategory', fetchCategories);
}

