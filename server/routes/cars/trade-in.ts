/** Trade-in cascade of the old car: brand -> model (brandmodel) -> build year (brandyear) -> type (brandtype). */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tradeInBrandModels, tradeInBrands, tradeInBrandTypes } from '../../db/schema';
import { NotFoundError, ok } from '../../http/envelope';
import { intId, postSchema, year } from './schemas';

async function brandOr404(db: Db, brandId: number): Promise<void> {
  const [brand] = await db.select({ id: tradeInBrands.id }).from(tradeInBrands).where(eq(tradeInBrands.id, brandId));
  if (!brand) throw new NotFoundError('Merek tidak ditemukan');
}

/** The brand model's id, checked to belong to the brand; 404 otherwise. */
async function brandModelOr404(db: Db, brandId: number, brandModelId: number): Promise<number> {
  await brandOr404(db, brandId);
  const [model] = await db.select({ id: tradeInBrandModels.id }).from(tradeInBrandModels)
    .where(and(eq(tradeInBrandModels.id, brandModelId), eq(tradeInBrandModels.brandId, brandId)));
  if (!model) throw new NotFoundError('Model Mobil tidak ditemukan');
  return model.id;
}

export default async function tradeInRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { brand_id: number } }>('/brandmodel', {
    schema: postSchema('Models of an old-car brand', { brand_id: intId }),
  }, async (request) => {
    await brandOr404(app.db, request.body.brand_id);
    const rows = await app.db.select().from(tradeInBrandModels)
      .where(eq(tradeInBrandModels.brandId, request.body.brand_id)).orderBy(asc(tradeInBrandModels.name));
    return ok(rows.map((r) => ({ brand_model_id: r.id, brand_model_name: r.name })));
  });

  app.post<{ Body: { brand_id: number; brand_model_id: number } }>('/brandyear', {
    schema: postSchema('Build years of an old-car model, newest first', { brand_id: intId, brand_model_id: intId }),
  }, async (request) => {
    const modelId = await brandModelOr404(app.db, request.body.brand_id, request.body.brand_model_id);
    const rows = await app.db.selectDistinct({ year: tradeInBrandTypes.year }).from(tradeInBrandTypes)
      .where(eq(tradeInBrandTypes.brandModelId, modelId)).orderBy(desc(tradeInBrandTypes.year));
    return ok(rows.map((r) => ({ old_car_year: r.year })));
  });

  app.post<{ Body: { brand_id: number; brand_model_id: number; brand_model_year: number } }>('/brandtype', {
    schema: postSchema('Types of an old-car model in one build year (empty when none)', { brand_id: intId, brand_model_id: intId, brand_model_year: year }),
  }, async (request) => {
    const modelId = await brandModelOr404(app.db, request.body.brand_id, request.body.brand_model_id);
    const rows = await app.db.select().from(tradeInBrandTypes)
      .where(and(eq(tradeInBrandTypes.brandModelId, modelId), eq(tradeInBrandTypes.year, request.body.brand_model_year)))
      .orderBy(asc(tradeInBrandTypes.id));
    return ok(rows.map((r) => ({ old_car_type_id: r.id, old_car_type_name: r.name })));
  });
}
