/**
 * The deal on the server (issue 34): the trade-in estimate from stored reference values and the deal
 * sheet's totals from stored prices, partner terms and the booking fee. Nothing the client sends
 * as a figure is read: only its choices.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { carPrice } from '../../domain/price';
import { DEAL_MESSAGES, dealTotals, type DealBody, type DealCar, type DealTotals, type DealTradeIn, type TradeInEstimateAnswer } from '../../domain/deal';
import { estimateOfModel, type TradeInValueModel } from '../../domain/tradein-values';
import type { CreditRegion } from '../../domain/credit';
import { isoDay } from '../../domain/money';
import type { Db } from '../db/client';
import { carColors, carModels, carTypes, deals, tradeInBrandModels, tradeInBrands, tradeInValues } from '../db/schema';
import { fieldError } from '../http/envelope';
import { quoteFor } from './credit';
import { resolveAccessories } from './accessories';

/** The trade-in list's models with their reference values (GET /api/tradein/values); one model's when `brandModelId` is given. */
export async function tradeInValueModels(db: Db, brandModelId?: number): Promise<TradeInValueModel[]> {
  const models = await db.select({ brandId: tradeInBrands.id, brand: tradeInBrands.name, id: tradeInBrandModels.id, model: tradeInBrandModels.name })
    .from(tradeInBrandModels).innerJoin(tradeInBrands, eq(tradeInBrands.id, tradeInBrandModels.brandId))
    .where(brandModelId === undefined ? undefined : eq(tradeInBrandModels.id, brandModelId))
    .orderBy(asc(tradeInBrands.id), asc(tradeInBrandModels.id));
  const values = await db.select({ modelId: tradeInValues.brandModelId, year: tradeInValues.year, value: tradeInValues.value }).from(tradeInValues)
    .where(brandModelId === undefined ? undefined : eq(tradeInValues.brandModelId, brandModelId))
    .orderBy(asc(tradeInValues.brandModelId), desc(tradeInValues.year));
  const byModel = new Map<number, Array<{ year: number; value: number }>>();
  for (const v of values) byModel.set(v.modelId, [...(byModel.get(v.modelId) ?? []), { year: v.year, value: v.value }]);
  return models.map((m) => ({
    brand_id: m.brandId, brand_model_id: m.id, name: `${m.brand} ${m.model}`,
    values: byModel.get(m.id) ?? [],
  }));
}

/** The old car's estimate with its name (the kernel the device runs offline too), or a 422 naming the field (an unknown car, or no reference value). */
export async function estimateFor(db: Db, car: DealTradeIn & { region: CreditRegion }, now = new Date(), prefix = ''): Promise<TradeInEstimateAnswer> {
  const [model] = await tradeInValueModels(db, car.brand_model_id);
  const outcome = estimateOfModel(model, car, isoDay(now));
  if (!outcome.ok) throw fieldError(`${prefix}${outcome.field}`, outcome.message);
  return outcome.estimate;
}

/** The car of a deal: the type and a colour of its model, or 422. */
async function dealCar(db: Db, typeId: number, colorId: number) {
  const [row] = await db.select({ type: carTypes, model: carModels }).from(carTypes).innerJoin(carModels, eq(carModels.id, carTypes.modelId)).where(eq(carTypes.id, typeId));
  if (!row) throw fieldError('car_type_id', DEAL_MESSAGES.unknownType);
  const [colour] = await db.select().from(carColors).where(and(eq(carColors.id, colorId), eq(carColors.modelId, row.model.id))).orderBy(asc(carColors.id));
  if (!colour) throw fieldError('color_id', DEAL_MESSAGES.unknownColour);
  const car: DealCar = {
    category_id: row.model.categoryId, car_model_id: row.model.id, car_model_name: row.model.name, car_seo: row.model.seo, car_type_id: row.type.id, car_type_name: row.type.name,
    transmission: row.type.transmission, color_id: colour.id, color_name: colour.name, color_palette: colour.hex, image: colour.image || row.type.image,
  };
  return { car, type: row.type, modelId: row.model.id };
}

/** The deal's totals from the server's own figures (422 on a refused choice). */
export async function computeDeal(db: Db, body: DealBody, bookingFee: number, now = new Date()): Promise<DealTotals> {
  const { car, type, modelId } = await dealCar(db, body.car_type_id, body.color_id);
  // Priced from the table (an unknown one, or one not fitting the model: 422 on `accessories`).
  const accessories = await resolveAccessories(db, modelId, body.accessories);
  const { price, otr } = carPrice(type.priceOtr, type.priceDisc);
  let tradeIn: DealTotals['trade_in'] = null;
  if (body.trade_in) {
    const estimate = await estimateFor(db, { ...body.trade_in, region: body.region }, now, 'trade_in.');
    tradeIn = { ...estimate, km: body.trade_in.km, condition: body.trade_in.condition };
  }
  const credit = body.payment_type === 'kredit'
    ? await quoteFor(db, body.partner_id, { price, dp: body.uang_muka ?? 0, tenor: body.tenor ?? 0, scheme: body.scheme, insurance: body.insurance, region: body.region })
    : null;
  const validUntil = tradeIn?.valid_until ?? isoDay(new Date(now.getTime() + 7 * 86_400_000));
  return dealTotals({ car, paymentType: body.payment_type, otr, price, accessories, tradeIn, credit, bookingFee, validUntil });
}

/** A short unguessable id for the shared link. */
export const newDealId = () => randomBytes(9).toString('base64url');

export async function createDeal(db: Db, body: DealBody, bookingFee: number): Promise<{ id: string; totals: DealTotals; createdAt: Date }> {
  const totals = await computeDeal(db, body, bookingFee);
  const [row] = await db.insert(deals).values({ id: newDealId(), body, totals }).returning();
  return { id: row.id, totals, createdAt: row.createdAt };
}

export async function findDeal(db: Db, id: string) {
  if (!/^[A-Za-z0-9_-]{6,32}$/.test(id)) return null;
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row ?? null;
}

