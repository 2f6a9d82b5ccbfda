/** Checks that the ids a form sends exist and belong together; refusals are 422 on the field. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches, carModels, carTypes, cities, provinces, tradeInBrandModels, tradeInBrandTypes, tradeInBrands } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { CAR_CHOICE } from '../../../domain/forms/car-choice';
import { rowId as id } from '../../http/ids';


/** The car type, checked against its model, category and transmission. */
export async function resolveCarType(db: Db, f: { car_category: unknown; car_model: unknown; car_transmission: string; car_type: unknown }) {
  const [row] = await db.select({ type: carTypes, model: carModels }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(eq(carTypes.id, id(f.car_type)));
  if (!row || row.model.id !== id(f.car_model) || row.type.transmission !== f.car_transmission) throw fieldError('car_type', CAR_CHOICE.car_type);
  if (row.model.categoryId !== id(f.car_category)) throw fieldError('car_model', CAR_CHOICE.car_model);
  return row;
}

/** The branch, checked against its branch city. */
export async function resolveBranch(db: Db, kotaCabang: string, cabangId: unknown) {
  const [branch] = await db.select().from(branches).where(eq(branches.id, id(cabangId)));
  if (!branch || branch.cityCode !== kotaCabang) throw fieldError('cabang_id', CAR_CHOICE.cabang_id);
  return branch;
}

/** Province and city codes, the city inside the province. */
export async function checkRegion(db: Db, province: string, city: string, messages = { province: '*Pilih Propinsi!.', city: '*Pilih Kota!.' }) {
  const [p] = await db.select().from(provinces).where(eq(provinces.code, province));
  if (!p) throw fieldError('province', messages.province);
  const [c] = await db.select().from(cities).where(and(eq(cities.code, city), eq(cities.provinceCode, province)));
  if (!c) throw fieldError('city', messages.city);
}

/** The old car of a trade-in: brand, model, year and type that belong together. */
export async function resolveOldCar(db: Db, f: { brand: unknown; brand_model: unknown; brand_year: unknown; brand_type: unknown }) {
  const [row] = await db.select({ brand: tradeInBrands, model: tradeInBrandModels, type: tradeInBrandTypes })
    .from(tradeInBrandTypes)
    .innerJoin(tradeInBrandModels, eq(tradeInBrandModels.id, tradeInBrandTypes.brandModelId))
    .innerJoin(tradeInBrands, eq(tradeInBrands.id, tradeInBrandModels.brandId))
    .where(eq(tradeInBrandTypes.id, id(f.brand_type)));
  if (!row || row.model.id !== id(f.brand_model) || row.brand.id !== id(f.brand) || row.type.year !== Number(f.brand_year)) {
    throw fieldError('brand_type', 'Pilih Tipe Mobil!');
  }
  return row;
}
