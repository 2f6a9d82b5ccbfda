/** GET reads of the catalogue (spec section 7, "Content reads"): carcategory, vehicles, recomendedproduct, pricelist. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { listCategories, priceList, recommendedModels, vehicleCategories } from './listing-repository';
import { list } from '../../http/response-schemas';
import { categoryAnswer, getSchema, priceListAnswer, recommendedAnswer, vehiclesAnswer } from './schemas';

/** GET carcategory, vehicles, recomendedproduct and pricelist. */
export default async function readRoutes(app: FastifyInstance): Promise<void> {
  app.get('/carcategory', { schema: getSchema('Vehicle categories in menu order (Category[])', list(categoryAnswer)) }, async () => ok(await listCategories(app.db)));

  app.get('/vehicles', {
    schema: getSchema("Every category with its model cards in data.category (VehicleCategory[]); car_model is 'no data recorded' for an empty category", vehiclesAnswer),
  }, async () => ok({ category: await vehicleCategories(app.db) }));

  app.get('/recomendedproduct', {
    schema: getSchema('Recommended models with their ribbon (Recommended[])', recommendedAnswer),
  }, async () => ok(await recommendedModels(app.db)));

  app.get('/pricelist', {
    schema: getSchema('Price list per category in data.category (PriceListCategory[]); model is null for an empty category', priceListAnswer),
  }, async () => ok({ category: await priceList(app.db) }));
}
