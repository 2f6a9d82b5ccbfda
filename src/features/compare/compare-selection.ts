/**
 * The compare screen's selection: two cars of four chained selects each (eight selections in
 * all). A change on a side clears that side's later choices (src/ui/car-choice) and the shown
 * comparison; choosing a type gives that side its image and price; COMPARE NOW waits for all eight.
 */
import type { CompareRequest, CompareResult } from '../../../domain/api';
import type { Transmission } from '../../../domain/constants';
import {
  chooseCategory, chooseModel, chooseTransmission, chooseType, EMPTY_CHOICE, isChoiceComplete,
  type CarChoice, type ChosenType,
} from '../../ui/car-choice';

/** Which car: 0 is the first column, 1 the second. */
export type Side = 0 | 1;

/** Both cars and the shown comparison. */
export interface CompareSelection {
  sides: readonly [CarChoice, CarChoice];
  /** The last comparison; cleared by any change of either car. */
  result: CompareResult | null;
}

/** Nothing chosen yet. */
export const EMPTY_SELECTION: CompareSelection = { sides: [EMPTY_CHOICE, EMPTY_CHOICE], result: null };

/** One select changed on one side. */
export type SideAction =
  | { field: 'category'; value: number | null }
  | { field: 'model'; value: number | null }
  | { field: 'transmission'; value: Transmission | null }
  | { field: 'type'; value: ChosenType | null };

function applyAction(choice: CarChoice, action: SideAction): CarChoice {
  switch (action.field) {
    case 'category': return chooseCategory(choice, action.value);
    case 'model': return chooseModel(choice, action.value);
    case 'transmission': return chooseTransmission(choice, action.value);
    case 'type': return chooseType(choice, action.value);
  }
}

/** Replaces one side's choice; a real change clears the comparison. */
export function setSide(selection: CompareSelection, side: Side, next: CarChoice): CompareSelection {
  if (next === selection.sides[side]) return selection;
  const sides: [CarChoice, CarChoice] = [selection.sides[0], selection.sides[1]];
  sides[side] = next;
  return { sides, result: null };
}

/** One select changed on one side, with the chain's clearing rules. */
export function chooseOnSide(selection: CompareSelection, side: Side, action: SideAction): CompareSelection {
  return setSide(selection, side, applyAction(selection.sides[side], action));
}

/** All eight selections are made. */
export function canCompare(selection: CompareSelection): boolean {
  return selection.sides.every(isChoiceComplete);
}

/** The POST compare body, or null before all eight selections. */
export function compareRequest(selection: CompareSelection): CompareRequest | null {
  const [a, b] = selection.sides;
  if (!isChoiceComplete(a) || !isChoiceComplete(b)) return null;
  return { car_model: a.modelId as number, car_type_1: a.type.id, car_type_2: b.type.id };
}

/** Stores a comparison's answer, unless the selection changed while it was on its way. */
export function withResult(selection: CompareSelection, request: CompareRequest, result: CompareResult): CompareSelection {
  const current = compareRequest(selection);
  if (!current || current.car_type_1 !== request.car_type_1 || current.car_type_2 !== request.car_type_2) return selection;
  return { ...selection, result };
}
