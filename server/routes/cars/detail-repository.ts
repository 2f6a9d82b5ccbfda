/** Car detail reads by model seo: the page, its default simulation values, 360 data and types. */
import { asc, eq } from 'drizzle-orm';
import type { CarColor, CarDefault, CarDetail, Exterior360 } from '../../../domain/api';
import { DEFAULT_TRANSMISSION } from '../../../domain/constants';
import { downPaymentRange, effectivePrice } from '../../../domain/credit';
import type { Db } from '../../db/client';
import { carCategories, carColors } from '../../db/schema';
import { FRAME_FILES } from '../../media/exterior-frames';
import { cheapestType, findModelBySeo, typesOfModel, type ModelRow } from './catalogue-repository';
import { NotFoundError } from '../../http/envelope';

/** The model of a detail page, or 404 (the seo comes from the page's own link). */
export async function modelBySeoOr404(db: Db, seo: string): Promise<ModelRow> {
  const model = await findModelBySeo(db, seo.trim().toLowerCase());
  if (!model) throw new NotFoundError('Mobil tidak ditemukan');
  return model;
}

/** Colours of a model in tab order. */
export async function colorsOf(db: Db, model: ModelRow): Promise<Array<typeof carColors.$inferSelect>> {
  return db.select().from(carColors).where(eq(carColors.modelId, model.id)).orderBy(asc(carColors.sort), asc(carColors.id));
}

/** POST cardetail: everything the detail page shows but the types. */
export async function carDetail(db: Db, model: ModelRow): Promise<CarDetail> {
  const [category] = await db.select().from(carCategories).where(eq(carCategories.id, model.categoryId));
  const color: CarColor[] = (await colorsOf(db, model)).map((c) => ({
    color_id: c.id, color_name: c.name, color_palette: c.hex, image: c.image, car_seo: model.seo, color: c.hex,
  }));
  return {
    meta_title: model.metaTitle, car_model_id: model.id, car_model_seo: model.seo, car_model_name: model.name,
    category_id: model.categoryId, category_name: category?.name ?? '', preview_text: model.previewText,
    slider: model.slider, slider_mobile: model.sliderMobile, featured: model.featured, color,
    exterior: model.exterior, interior: model.interior, cta: model.cta ?? null, video: model.video ?? null,
  };
}

/**
 * What the detail-page simulation starts from: the cheapest type of the default transmission (AT),
 * or of MT when the model is sold with a manual gearbox only. Null when the model has no types.
 */
export async function carDefault(db: Db, model: ModelRow): Promise<CarDefault | null> {
  const types = await typesOfModel(db, model.id);
  const preferred = types.filter((t) => t.transmission === DEFAULT_TRANSMISSION);
  const type = cheapestType(preferred.length ? preferred : types);
  if (!type) return null;
  const [category] = await db.select().from(carCategories).where(eq(carCategories.id, model.categoryId));
  const price = effectivePrice(type.priceOtr, type.priceDisc);
  const range = downPaymentRange(price);
  return {
    car_category_id: model.categoryId, car_category_name: category?.name ?? '',
    car_model_id: model.id, car_model_name: model.name, car_type_id: type.id, car_type_name: type.name,
    car_transmission: type.transmission, car_type_price_otr: type.priceOtr, car_type_price_credit: price,
    uang_min: range.min, uang_max: range.max,
  };
}

/**
 * One entry per colour: the folder of its frames and the 18 file names in turning order; an
 * uploaded set (content management) has no folder: its names are the photos' whole URLs.
 */
export async function exterior360(db: Db, model: ModelRow): Promise<Exterior360[]> {
  return (await colorsOf(db, model)).map((c) => (c.frames.length
    ? { color_id: c.id, color_name: c.name, path: '', filename: c.frames }
    : { color_id: c.id, color_name: c.name, path: c.framesPath, filename: FRAME_FILES }));
}
