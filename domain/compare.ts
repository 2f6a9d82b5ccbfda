/**
 * Comparing two car types (spec section "Compare Car"): the server's POST compare and the page's
 * offline comparison from saved catalogue answers both build the answer here, so they agree.
 */
import type { CompareResult, CompareRow, SpecRow, Specification } from './api/catalogue';

/** One side: the model's name and the type as the catalogue answers give it. */
export interface CompareSide {
  modelName: string;
  typeName: string;
  image: string;
  /** The effective price (discount when set, else OTR). */
  price: number;
  spec: Specification;
}

/** Rows in the order the first type lists them, then titles only the second has; '-' where a side lacks one. */
export function compareRows(a: SpecRow[], b: SpecRow[]): CompareRow[] {
  const titles = [...new Set([...a, ...b].map((r) => r.title))];
  const value = (rows: SpecRow[], title: string) => rows.find((r) => r.title === title)?.value ?? '-';
  return titles.map((title) => ({ title, value_1: value(a, title), value_2: value(b, title) }));
}

/** The two sides as POST compare answers them: car (images, prices, names), dimensi, mesin, chassis. */
export function compareTypes(one: CompareSide, two: CompareSide): CompareResult {
  return {
    car: {
      image_1: one.image, image_2: two.image, price_1: one.price, price_2: two.price,
      car_type_name_1: `${one.modelName} ${one.typeName}`.trim(), car_type_name_2: `${two.modelName} ${two.typeName}`.trim(),
    },
    dimensi: compareRows(one.spec.dimensi, two.spec.dimensi),
    mesin: compareRows(one.spec.mesin, two.spec.mesin),
    chassis: compareRows(one.spec.spesifikasi, two.spec.spesifikasi),
  };
}
