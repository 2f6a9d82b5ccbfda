/** Trade-in cascade queries: brands, their models, build years and types of the old car. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TradeInBrand, TradeInBrandModel, TradeInType, TradeInYear } from '../../../domain/api';
import type { Db } from '../../db/client';
import { tradeInBrandModels, tradeInBrands, tradeInBrandTypes } from '../../db/schema';

/** Every brand in seed order (Toyota first). */
export async function listBrands(db: Db): Promise<TradeInBrand[]> {
  const rows = await db.select().from(tradeInBrands).orderBy(asc(tradeInBrands.id));
  return rows.map((r) => ({ brand_id: r.id, brand_name: r.name }));
}

/** Models of a brand by name; empty for an unknown brand. */
export async function brandModels(db: Db, brandId: number): Promise<TradeInBrandModel[]> {
  const rows = await db.select().from(tradeInBrandModels)
    .where(eq(tradeInBrandModels.brandId, brandId)).orderBy(asc(tradeInBrandModels.name), asc(tradeInBrandModels.id));
  return rows.map((r) => ({ brand_model_id: r.id, brand_model_name: r.name }));
}

/** The brand model's condition: it must belong to the brand, so a crossed pair finds nothing. */
const ofBrand = (brandId: number, brandModelId: number) =>
  and(eq(tradeInBrandModels.id, brandModelId), eq(tradeInBrandModels.brandId, brandId));

/** Build years of a model, newest first. */
export async function brandYears(db: Db, brandId: number, brandModelId: number): Promise<TradeInYear[]> {
  const rows = await db.selectDistinct({ year: tradeInBrandTypes.year }).from(tradeInBrandTypes)
    .innerJoin(tradeInBrandModels, eq(tradeInBrandModels.id, tradeInBrandTypes.brandModelId))
    .where(ofBrand(brandId, brandModelId)).orderBy(desc(tradeInBrandTypes.year));
  return rows.map((r) => ({ old_car_year: r.year }));
}

/** Types of a model in one build year. */
export async function brandTypes(db: Db, brandId: number, brandModelId: number, year: number): Promise<TradeInType[]> {
  const rows = await db.select({ id: tradeInBrandTypes.id, name: tradeInBrandTypes.name }).from(tradeInBrandTypes)
    .innerJoin(tradeInBrandModels, eq(tradeInBrandModels.id, tradeInBrandTypes.brandModelId))
    .where(and(ofBrand(brandId, brandModelId), eq(tradeInBrandTypes.year, year))).orderBy(asc(tradeInBrandTypes.id));
  return rows.map((r) => ({ old_car_type_id: r.id, old_car_type_name: r.name }));
}
