import { describe, expect, it } from 'vitest';
import type { CompareResult } from '../../../../domain/api';
import { EMPTY_CHOICE, isChoiceFieldEnabled, type ChosenType } from '../../../../src/ui/car-choice';
import {
  canCompare, chooseOnSide, compareRequest, EMPTY_SELECTION, withResult, type CompareSelection, type Side,
} from '../../../../src/features/compare/compare-selection';

const TYPE_A: ChosenType = { id: 9, name: '1.3 E CVT', image: '/a.svg', price: 258_000_000, priceOtr: 258_000_000 };
const TYPE_B: ChosenType = { id: 14, name: '1.5 Q CVT', image: '/b.svg', price: 320_000_000, priceOtr: 322_400_000 };
const RESULT: CompareResult = {
  car: { image_1: '/a.svg', image_2: '/b.svg', price_1: 1, price_2: 2, car_type_name_1: 'A', car_type_name_2: 'B' },
  dimensi: [{ title: 'Panjang', value_1: '4.395 mm', value_2: '4.475 mm' }], mesin: [], chassis: [],
};

/** Makes all four selections on a side. */
function fillSide(selection: CompareSelection, side: Side, type: ChosenType, model = 3): CompareSelection {
  let s = chooseOnSide(selection, side, { field: 'category', value: 2 });
  s = chooseOnSide(s, side, { field: 'model', value: model });
  s = chooseOnSide(s, side, { field: 'transmission', value: 'AT' });
  return chooseOnSide(s, side, { field: 'type', value: type });
}

const filled = () => ({ ...fillSide(fillSide(EMPTY_SELECTION, 0, TYPE_A), 1, TYPE_B, 4), result: RESULT });

describe('compare selection', () => {
  it('keeps COMPARE NOW disabled until all eight selections are made', () => {
    let s = fillSide(EMPTY_SELECTION, 0, TYPE_A);
    expect(canCompare(s)).toBe(false);
    s = chooseOnSide(s, 1, { field: 'category', value: 3 });
    s = chooseOnSide(s, 1, { field: 'model', value: 8 });
    s = chooseOnSide(s, 1, { field: 'transmission', value: 'MT' });
    expect(canCompare(s)).toBe(false);
    expect(compareRequest(s)).toBeNull();
    s = chooseOnSide(s, 1, { field: 'type', value: TYPE_B });
    expect(canCompare(s)).toBe(true);
    expect(compareRequest(s)).toEqual({ car_model: 3, car_type_1: 9, car_type_2: 14 });
  });

  it('choosing a category clears that side\'s model, transmission, type and the result, leaving the other side', () => {
    const s = chooseOnSide(filled(), 0, { field: 'category', value: 3 });
    expect(s.sides[0]).toEqual({ ...EMPTY_CHOICE, categoryId: 3 });
    expect(s.sides[1].type).toEqual(TYPE_B);
    expect(s.result).toBeNull();
  });

  it('choosing a model clears transmission, type (the side\'s image and price) and the result', () => {
    const s = chooseOnSide(filled(), 1, { field: 'model', value: 5 });
    expect(s.sides[1]).toEqual({ categoryId: 2, modelId: 5, transmission: null, type: null });
    expect(s.result).toBeNull();
  });

  it('choosing a transmission clears only the type', () => {
    const s = chooseOnSide(filled(), 0, { field: 'transmission', value: 'MT' });
    expect(s.sides[0]).toEqual({ categoryId: 2, modelId: 3, transmission: 'MT', type: null });
  });

  it('choosing a type sets that side\'s image and price', () => {
    const s = fillSide(EMPTY_SELECTION, 1, TYPE_B);
    expect(s.sides[1].type?.image).toBe('/b.svg');
    expect(s.sides[1].type?.price).toBe(320_000_000);
    expect(s.sides[0]).toEqual(EMPTY_CHOICE);
  });

  it('ignores a child chosen before its parent and disables it', () => {
    expect(chooseOnSide(EMPTY_SELECTION, 0, { field: 'model', value: 3 })).toEqual(EMPTY_SELECTION);
    expect(chooseOnSide(EMPTY_SELECTION, 0, { field: 'type', value: TYPE_A })).toEqual(EMPTY_SELECTION);
    expect(isChoiceFieldEnabled(EMPTY_CHOICE, 'category')).toBe(true);
    expect(isChoiceFieldEnabled(EMPTY_CHOICE, 'model')).toBe(false);
    expect(isChoiceFieldEnabled({ ...EMPTY_CHOICE, categoryId: 2, modelId: 3 }, 'transmission')).toBe(true);
    expect(isChoiceFieldEnabled({ ...EMPTY_CHOICE, categoryId: 2, modelId: 3 }, 'type')).toBe(false);
  });

  it('drops an answer for a selection that changed while it was on its way', () => {
    const s = fillSide(fillSide(EMPTY_SELECTION, 0, TYPE_A), 1, TYPE_B, 4);
    const request = compareRequest(s)!;
    expect(withResult(s, request, RESULT).result).toBe(RESULT);
    const changed = chooseOnSide(s, 1, { field: 'type', value: { ...TYPE_B, id: 15 } });
    expect(withResult(changed, request, RESULT).result).toBeNull();
  });
});
