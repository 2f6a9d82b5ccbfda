/**
 * Trade-in cascade of the old car: brand (GET brand) -> model (brandmodel) -> build year (brandyear)
 * -> type (brandtype). Unknown or crossed ids answer an empty list, the select's empty state.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { brandModels, brandTypes, brandYears, listBrands } from './trade-in-repository';
import { brandAnswer, brandModelAnswer, brandTypeAnswer, brandYearAnswer, getSchema, intId, postSchema, year } from './schemas';

/** GET brand and POST brandmodel, brandyear, brandtype. */
export default async function tradeInRoutes(app: FastifyInstance): Promise<void> {
  app.get('/brand', { schema: getSchema('Brands of old cars for trade-in (TradeInBrand[])', brandAnswer) }, async () => ok(await listBrands(app.db)));

  app.post('/brandmodel', {
    schema: postSchema('Models of an old-car brand (TradeInBrandModel[])', brandModelAnswer, { brand_id: intId }),
  }, async (request) => ok(await brandModels(app.db, request.body.brand_id)));

  app.post('/brandyear', {
    schema: postSchema('Build years of an old-car model, newest first (TradeInYear[])', brandYearAnswer, { brand_id: intId, brand_model_id: intId }),
  }, async (request) => ok(await brandYears(app.db, request.body.brand_id, request.body.brand_model_id)));

  app.post('/brandtype', {
    schema: postSchema('Types of an old-car model in one build year (TradeInType[])', brandTypeAnswer, { brand_id: intId, brand_model_id: intId, brand_model_year: year }),
  }, async (request) => {
    const b = request.body;
    return ok(await brandTypes(app.db, b.brand_id, b.brand_model_id, b.brand_model_year));
  });
}
