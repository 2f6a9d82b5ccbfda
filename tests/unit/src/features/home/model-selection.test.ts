import { describe, expect, it } from 'vitest';
import type { ModelCard, VehicleCategory } from '../../../../../domain/api';
import { chooseCategory, chooseModel, NO_SELECTION, resolveSelection } from '../../../../../src/features/home/model-selection';

const model = (id: number, categoryId: number): ModelCard => ({
  car_model_id: id, model_id: id, name: `Model ${id}`, image: '', car_seo: `model-${id}`, car_category: '', category: '', category_id: categoryId,
  preview_text: '', price_otr: 1, price_disc: 0, harga_mulai: 1, price_credit: 1, featured: [],
});
const categories: VehicleCategory[] = [
  { category_id: 1, category_name: 'MPV', category_seo: 'mpv', car_model: [model(10, 1), model(11, 1)] },
  { category_id: 2, category_name: 'SUV', category_seo: 'suv', car_model: [model(20, 2), model(21, 2)] },
  { category_id: 3, category_name: 'Sport', category_seo: 'sport', car_model: 'no data recorded' },
];

describe('home category tab list', () => {
  it('shows the first category and its first model by default', () => {
    const shown = resolveSelection(categories, NO_SELECTION);
    expect(shown.category?.category_id).toBe(1);
    expect(shown.model?.car_model_id).toBe(10);
  });

  it('resets the selected model to the first when a category is chosen', () => {
    const picked = chooseModel(chooseCategory(categories, 1), 11);
    expect(resolveSelection(categories, picked).model?.car_model_id).toBe(11);
    const switched = chooseCategory(categories, 2);
    expect(switched).toEqual({ categoryId: 2, modelId: 20 });
    expect(resolveSelection(categories, chooseCategory(categories, 1)).model?.car_model_id).toBe(10);
  });

  it('has no model for a category marked no data recorded', () => {
    const shown = resolveSelection(categories, chooseCategory(categories, 3));
    expect(shown.models).toEqual([]);
    expect(shown.model).toBeNull();
  });
});
