/** Catalogue reads for menus and listings: categories, vehicles per category, recommended models, price list. */
import { asc, eq } from 'drizzle-orm';
import type { Category, PriceListCategory, Recommended, VehicleCategory } from '../../../domain/api';
import type { Db } from '../../db/client';
import { carCategories, carModels, carTypes } from '../../db/schema';
import { listModelCards } from './catalogue-repository';

/** The contract's marker for a category without models (the page shows 'Not Found Items'). */
export const NO_DATA_RECORDED = 'no data recorded';

/** Every category in menu order, the empty one included. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(carCategories).orderBy(asc(carCategories.sort), asc(carCategories.id));
  return rows.map((c) => ({ category_id: c.id, category_name: c.name, category_seo: c.seo }));
}

/** GET vehicles: each category with its model cards, or the marker when it has none. */
export async function vehicleCategories(db: Db): Promise<VehicleCategory[]> {
  const [categories, cards] = [await listCategories(db), await listModelCards(db)];
  return categories.map((c) => {
    const models = cards.filter((card) => card.category_id === c.category_id);
    return { ...c, car_model: models.length ? models : NO_DATA_RECORDED };
  });
}

/** Recommended models in menu order, each with its ribbon text. */
export async function recommendedModels(db: Db): Promise<Recommended[]> {
  const ribbons = await db.select({ id: carModels.id, ribbon: carModels.ribbon }).from(carModels).where(eq(carModels.recommended, true));
  const cards = await listModelCards(db, eq(carModels.recommended, true));
  return cards.map((card) => ({ ...card, ribbon: ribbons.find((r) => r.id === card.car_model_id)?.ribbon ?? '' }));
}

/** GET pricelist: per category its models with the OTR and discount price of every type; model null for an empty category. */
export async function priceList(db: Db): Promise<PriceListCategory[]> {
  const categories = await db.select().from(carCategories).orderBy(asc(carCategories.sort), asc(carCategories.id));
  const models = await db.select().from(carModels).orderBy(asc(carModels.sort), asc(carModels.id));
  const types = await db.select().from(carTypes).orderBy(asc(carTypes.sort), asc(carTypes.id));
  return categories.map((c) => {
    const model = models.filter((m) => m.categoryId === c.id).map((m) => ({
      model_name: m.name, model_image: m.image, car_seo: m.seo,
      pricelist: types.filter((t) => t.modelId === m.id).map((t) => ({ car_type: t.name, price_otr: t.priceOtr, price_disc: t.priceDisc })),
    }));
    return { category_name: c.name, model: model.length ? model : null };
  });
}
