/** Catalogue reads shared by the car endpoints (and usable by content: vehicles, recommended, price list). */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CarType, ModelCard, ModelLookup } from '../../../domain/api';
import { effectivePrice, listingInstalment } from '../../../domain/credit';
import type { Transmission } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { carCategories, carModels, carTypes } from '../../db/schema';
import { defaultRates } from '../../services/credit';

/** A car_categories row. */
export type CategoryRow = typeof carCategories.$inferSelect;
/** A car_models row. */
export type ModelRow = typeof carModels.$inferSelect;
/** A car_types row. */
export type TypeRow = typeof carTypes.$inferSelect;

/** A category by numeric id or by seo. */
export async function findCategory(db: Db, idOrSeo: number | string): Promise<CategoryRow | undefined> {
  const where = typeof idOrSeo === 'number' ? eq(carCategories.id, idOrSeo) : eq(carCategories.seo, idOrSeo);
  const [row] = await db.select().from(carCategories).where(where);
  return row;
}

/** A model by id. */
export async function findModel(db: Db, id: number): Promise<ModelRow | undefined> {
  const [row] = await db.select().from(carModels).where(eq(carModels.id, id));
  return row;
}

/** A model by its seo. */
export async function findModelBySeo(db: Db, seo: string): Promise<ModelRow | undefined> {
  const [row] = await db.select().from(carModels).where(eq(carModels.seo, seo));
  return row;
}

/** Models of a category for selects, in menu order. */
export async function modelLookups(db: Db, categoryId: number): Promise<ModelLookup[]> {
  const rows = await db.select({ id: carModels.id, name: carModels.name, seo: carModels.seo }).from(carModels)
    .where(eq(carModels.categoryId, categoryId)).orderBy(asc(carModels.sort), asc(carModels.id));
  return rows.map((r) => ({ car_model_id: r.id, car_mode_name: r.name, car_seo: r.seo }));
}

/** The contract's car type: prices, effective price, picture and specification. */
export function toCarType(t: TypeRow): CarType {
  return {
    car_type_id: t.id, car_type_name: t.name, car_transmission: t.transmission,
    price_otr: t.priceOtr, price_disc: t.priceDisc, price: effectivePrice(t.priceOtr, t.priceDisc),
    image: t.image, spesification: t.spec,
  };
}

/** Types of a model in price-list order; only one transmission when given. */
export async function typesOfModel(db: Db, modelId: number, transmission?: Transmission): Promise<TypeRow[]> {
  const where = transmission ? and(eq(carTypes.modelId, modelId), eq(carTypes.transmission, transmission)) : eq(carTypes.modelId, modelId);
  return db.select().from(carTypes).where(where).orderBy(asc(carTypes.sort), asc(carTypes.id));
}

/** A car type by id. */
export async function findType(db: Db, id: number): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(carTypes).where(eq(carTypes.id, id));
  return row;
}

/** The type a listing quotes: the lowest effective price. */
export function cheapestType(types: TypeRow[]): TypeRow | undefined {
  return [...types].sort((a, b) => effectivePrice(a.priceOtr, a.priceDisc) - effectivePrice(b.priceOtr, b.priceDisc))[0];
}

/**
 * Model cards (mega menu, Home tabs, finder results, recommended) for the models `where` selects,
 * in menu order. A model without any type has no price to show and is left out.
 */
export async function listModelCards(db: Db, where?: SQL): Promise<ModelCard[]> {
  const models = await db.select({ model: carModels, category: carCategories }).from(carModels)
    .innerJoin(carCategories, eq(carModels.categoryId, carCategories.id))
    .where(where).orderBy(asc(carModels.sort), asc(carModels.id));
  if (!models.length) return [];
  const types = await db.select().from(carTypes).where(inArray(carTypes.modelId, models.map((m) => m.model.id)));
  const rates = await defaultRates(db);
  const cards: ModelCard[] = [];
  for (const { model, category } of models) {
    const cheapest = cheapestType(types.filter((t) => t.modelId === model.id));
    if (!cheapest) continue;
    const from = effectivePrice(cheapest.priceOtr, cheapest.priceDisc);
    cards.push({
      car_model_id: model.id, model_id: model.id, name: model.name, image: model.image, car_seo: model.seo,
      car_category: category.name, category: category.seo, category_id: category.id, preview_text: model.previewText,
      price_otr: cheapest.priceOtr, price_disc: cheapest.priceDisc, harga_mulai: from,
      price_credit: listingInstalment(from, rates), featured: model.featured,
    });
  }
  return cards;
}
