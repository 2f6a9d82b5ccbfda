/** POST compare: two car types side by side, spec groups DIMENSI, MESIN and CHASSIS as title/value_1/value_2 rows. */
import type { FastifyInstance } from 'fastify';
import type { CompareResult, CompareRow, SpecRow } from '../../../domain/api';
import { effectivePrice } from '../../../domain/credit';
import type { Db } from '../../db/client';
import { ok, ValidationError } from '../../http/envelope';
import { findModel, findType, type TypeRow } from './catalogue-repository';
import { intId, postSchema } from './schemas';

interface CompareBody { car_model?: number; car_model_1?: number; car_model_2?: number; car_type_1: number; car_type_2: number }

/** Rows in the order the first type lists them, then titles only the second has; '-' where a side lacks one. */
export function compareRows(a: SpecRow[], b: SpecRow[]): CompareRow[] {
  const titles = [...new Set([...a, ...b].map((r) => r.title))];
  const value = (rows: SpecRow[], title: string) => rows.find((r) => r.title === title)?.value ?? '-';
  return titles.map((title) => ({ title, value_1: value(a, title), value_2: value(b, title) }));
}

/** Each side's type, checked against its model when the request names one. */
async function loadSides(db: Db, b: CompareBody): Promise<[TypeRow, TypeRow]> {
  const errors: Record<string, string[]> = {};
  const sides: Array<TypeRow | undefined> = [];
  for (const side of [1, 2] as const) {
    const type = await findType(db, b[`car_type_${side}`]);
    const model = b[`car_model_${side}`] ?? b.car_model;
    if (!type || (model !== undefined && type.modelId !== model)) errors[`car_type_${side}`] = ['Tipe Mobil tidak ditemukan'];
    sides.push(type);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return sides as [TypeRow, TypeRow];
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

export default async function compareRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: CompareBody }>('/compare', {
    schema: postSchema(
      'Compare two car types: car (images, prices, names), dimensi, mesin, chassis. car_model (detail page) or car_model_1/2 (Compare Car) check each side',
      { car_model: intId, car_model_1: intId, car_model_2: intId, car_type_1: intId, car_type_2: intId },
      ['car_type_1', 'car_type_2'],
    ),
  }, async (request) => ok(await compare(app.db, request.body)));
}
