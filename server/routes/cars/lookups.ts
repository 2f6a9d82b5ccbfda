/**
 * Cascading selects of the catalogue: category -> models -> types (carname, carmodel, cartype,
 * comparison/type). An unknown id answers an empty list, which the page shows as its empty-select
 * text ('Model Mobil tidak ditemukan', 'Tipe Mobil tidak ditemukan').
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Transmission } from '../../../domain/constants';
import { ok } from '../../http/envelope';
import { carModels } from '../../db/schema';
import { findCategory, listModelCards, modelLookups, toCarType, typesOfModel } from './catalogue-repository';
import { list } from '../../http/response-schemas';
import { carType, intId, modelCard, modelLookupAnswer, postSchema, transmission } from './schemas';

interface TypesBody { car_model_id: number; car_transmission: Transmission }

const category = { anyOf: [intId, { type: 'string', minLength: 1, maxLength: 200 }], description: 'category id or seo' } as const;
const typesSchema = (summary: string) => postSchema(summary, list(carType), { car_model_id: intId, car_transmission: transmission });

/** A category id may also arrive as its seo ('mpv') or as a numeric string; a number too big for an id is looked up as text (and not found). */
function categoryKey(value: number | string): number | string {
  const text = String(value).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : text.toLowerCase();
}

/** POST carname, carmodel, cartype and comparison/type. */
export default async function lookupRoutes(app: FastifyInstance): Promise<void> {
  app.post('/carname', {
    schema: postSchema('Model cards of a category (Home tabs, mega menu); empty list for a category without models or an unknown one', list(modelCard), { category }),
  }, async (request) => {
    const found = await findCategory(app.db, categoryKey(request.body.category));
    return ok(found ? await listModelCards(app.db, eq(carModels.categoryId, found.id)) : []);
  });

  app.post('/carmodel', {
    schema: postSchema('Models of a category for selects (empty for an unknown category)', modelLookupAnswer, { category_id: intId }),
  }, async (request) => ok(await modelLookups(app.db, request.body.category_id)));

  const types = async (body: TypesBody) => ok((await typesOfModel(app.db, body.car_model_id, body.car_transmission)).map(toCarType));
  app.post('/cartype', {
    schema: typesSchema('Types of a model with one transmission, with prices and specification'),
  }, async (request) => types(request.body));
  app.post('/comparison/type', {
    schema: typesSchema('Types of a model with one transmission, for a side of Compare Car'),
  }, async (request) => types(request.body));
}
