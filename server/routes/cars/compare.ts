/** POST compare: two car types side by side, spec groups DIMENSI, MESIN and CHASSIS as title/value_1/value_2 rows. */
import type { FastifyInstance } from 'fastify';
import type { CompareResult, CompareRow, SpecRow } from '../../../domain/api';
import { effectivePrice } from '../../../domain/credit';
import type { Db } from '../../db/client';
import { ok, ValidationError } from '../../http/envelope';
import { findModel, findType, type TypeRow } from './catalogue-repository';
import { compareAnswer, intId, postSchema } from './schemas';

/** car_model is what the detail page sends; it is informational, the two type ids decide. */
interface CompareBody { car_model?: number; car_type_1: number; car_type_2: number }

/** Rows in the order the first type lists them, then titles only the second has; '-' where a side lacks one. */
export function compareRows(a: SpecRow[], b: SpecRow[]): CompareRow[] {
  const titles = [...new Set([...a, ...b].map((r) => r.title))];
  const value = (rows: SpecRow[], title: string) => rows.find((r) => r.title === title)?.value ?? '-';
  return titles.map((title) => ({ title, value_1: value(a, title), value_2: value(b, title) }));
}

/** Both types, or a 422 naming each side that is unknown. */
async function loadSides(db: Db, b: CompareBody): Promise<[TypeRow, TypeRow]> {
  const [t1, t2] = await Promise.all([findType(db, b.car_type_1), findType(db, b.car_type_2)]);
  const errors: Record<string, string[]> = {};
  if (!t1) errors.car_type_1 = ['Tipe Mobil tidak ditemukan'];
  if (!t2) errors.car_type_2 = ['Tipe Mobil tidak ditemukan'];
  if (!t1 || !t2) throw new ValidationError(errors);
  return [t1, t2];
}

async function compare(db: Db, b: CompareBody): Promise<CompareResult> {
  const [t1, t2] = await loadSides(db, b);
  const [m1, m2] = await Promise.all([findModel(db, t1.modelId), findModel(db, t2.modelId)]);
  return {
    car: {
      image_1: t1.image, image_2: t2.image,
      price_1: effectivePrice(t1.priceOtr, t1.priceDisc), price_2: effectivePrice(t2.priceOtr, t2.priceDisc),
      car_type_name_1: `${m1?.name ?? ''} ${t1.name}`.trim(), car_type_name_2: `${m2?.name ?? ''} ${t2.name}`.trim(),
    },
    dimensi: compareRows(t1.spec.dimensi, t2.spec.dimensi),
    mesin: compareRows(t1.spec.mesin, t2.spec.mesin),
    chassis: compareRows(t1.spec.spesifikasi, t2.spec.spesifikasi),
  };
}

/** POST compare. */
export default async function compareRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CompareBody }>('/compare', {
    schema: postSchema(
      'Compare two car types: car (images, effective prices, names), dimensi, mesin, chassis; car_model is optional and informational',
      compareAnswer,
      { car_model: intId, car_type_1: intId, car_type_2: intId },
      ['car_type_1', 'car_type_2'],
    ),
  }, async (request) => ok(await compare(app.db, request.body)));
}
