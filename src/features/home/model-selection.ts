/** Home's category tab list: which category and model are shown (choosing a category resets the model to its first). */
import type { ModelCard, VehicleCategory } from '../../../domain/api';

export interface ModelSelection { categoryId: number | null; modelId: number | null }

export const NO_SELECTION: ModelSelection = { categoryId: null, modelId: null };

const modelsOf = (category: VehicleCategory): ModelCard[] => (Array.isArray(category.car_model) ? category.car_model : []);

/** The selection after choosing a category: its first model. */
export function chooseCategory(categories: readonly VehicleCategory[], categoryId: number): ModelSelection {
  const category = categories.find((c) => c.category_id === categoryId);
  if (!category) return NO_SELECTION;
  return { categoryId, modelId: modelsOf(category)[0]?.car_model_id ?? null };
}

/** The selection after choosing a model of the current category. */
export function chooseModel(selection: ModelSelection, modelId: number): ModelSelection {
  return { ...selection, modelId };
}

/** What to show: the chosen category (else the first) and the chosen model (else that category's first). */
export function resolveSelection(categories: readonly VehicleCategory[], selection: ModelSelection): { category: VehicleCategory | null; models: ModelCard[]; model: ModelCard | null } {
  const category = categories.find((c) => c.category_id === selection.categoryId) ?? categories[0] ?? null;
  if (!category) return { category: null, models: [], model: null };
  const models = modelsOf(category);
  const model = models.find((m) => m.car_model_id === selection.modelId) ?? models[0] ?? null;
  return { category, models, model };
}
