/** POST compare: two car types side by side, spec groups DIMENSI, MESIN and CHASSIS as title/value_1/value_2 rows. */
import type { FastifyInstance } from 'fastify';
import type { CompareResult } from '../../../domain/api';
import { compareTypes } from '../../../domain/compare';
import { effectivePrice } from '../../../domain/credit';
import type { Db } from '../../db/client';
import { ok, ValidationError } from '../../http/envelope';
import { findModel, findType, type TypeRow } from './catalogue-repository';
import { compareAnswer, intId, postSchema } from './schemas';

/** car_model is what the detail page sends; it is informational, the two type ids decide. */
interface CompareBody { car_model?: number; car_type_1: number; car_type_2: number }

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
  const side = (t: TypeRow, modelName = '') => ({ modelName, typeName: t.name, image: t.image, price: effectivePrice(t.priceOtr, t.priceDisc), spec: t.spec });
  return compareTypes(side(t1, m1?.name), side(t2, m2?.name));
}

/** POST compare. */
export default async function compareRoutes(app: FastifyInstance): Promise<void> {
  app.post('/compare', {
    schema: postSchema(
      'Compare two car types: car (images, effective prices, names), dimensi, mesin, chassis; car_model is optional and informational',
      compareAnswer,
      { car_model: intId, car_type_1: intId, car_type_2: intId },
      ['car_type_1', 'car_type_2'],
    ),
  }, async (request) => ok(await compare(app.db, request.body)));
}
