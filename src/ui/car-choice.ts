/**
 * One car chosen through four chained selects (category -> model -> transmission -> type), as in
 * the compare screen and the detail page's compare panel: a parent change clears its children,
 * and a child cannot be chosen before its parent.
 */
import type { CarType } from '../../domain/api';
import type { Transmission } from '../../domain/constants';

/** The chosen type with what its side shows (image and price). */
export interface ChosenType { id: number; name: string; image: string; price: number; priceOtr: number }

/** One car being chosen. */
export interface CarChoice {
  categoryId: number | null;
  modelId: number | null;
  transmission: Transmission | null;
  type: ChosenType | null;
}

/** The four selects. */
export type CarChoiceField = 'category' | 'model' | 'transmission' | 'type';

/** Nothing chosen yet. */
export const EMPTY_CHOICE: CarChoice = { categoryId: null, modelId: null, transmission: null, type: null };

/** A type from the API as a chosen type (price is the effective price). */
export function toChosenType(type: CarType): ChosenType {
  return { id: type.car_type_id, name: type.car_type_name, image: type.image, price: type.price, priceOtr: type.price_otr };
}

/** Choosing a category clears model, transmission and type. */
export function chooseCategory(_choice: CarChoice, categoryId: number | null): CarChoice {
  return { ...EMPTY_CHOICE, categoryId };
}

/** Choosing a model clears transmission and type; ignored before a category. */
export function chooseModel(choice: CarChoice, modelId: number | null): CarChoice {
  if (choice.categoryId === null) return choice;
  return { ...choice, modelId, transmission: null, type: null };
}

/** Choosing a transmission clears the type; ignored before a model. */
export function chooseTransmission(choice: CarChoice, transmission: Transmission | null): CarChoice {
  if (choice.modelId === null) return choice;
  return { ...choice, transmission, type: null };
}

/** Choosing the type; ignored before a transmission. */
export function chooseType(choice: CarChoice, type: ChosenType | null): CarChoice {
  if (choice.transmission === null) return choice;
  return { ...choice, type };
}

/** Whether a select can be used: each waits for its parent. */
export function isChoiceFieldEnabled(choice: CarChoice, field: CarChoiceField): boolean {
  if (field === 'category') return true;
  if (field === 'model') return choice.categoryId !== null;
  if (field === 'transmission') return choice.modelId !== null;
  return choice.transmission !== null;
}

/** All four selections made. */
export function isChoiceComplete(choice: CarChoice): choice is CarChoice & { type: ChosenType } {
  return choice.categoryId !== null && choice.modelId !== null && choice.transmission !== null && choice.type !== null;
}
