/** Order bodies built from the seeded catalogue, with the money the page would show (domain formulas). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { branches, carColors, carModels, carTypes } from '../../server/db/schema';
import { downPaymentRange, effectivePrice, monthlyInstalment } from '../../domain/credit';
import { identity, JPEG } from './form-fixtures';
import { PASSWORD } from './member-fixtures';

export interface OrderCar { type: typeof carTypes.$inferSelect; model: typeof carModels.$inferSelect; colourId: number; branchId: number; price: number }

/** An automatic type of the model (the one named, else the first), its first colour, a Semarang branch. */
export async function orderCar(db: Db, seo = 'avanza', typeName = '1.5 G CVT'): Promise<OrderCar> {
  const rows = await db.select({ type: carTypes, model: carModels }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(and(eq(carModels.seo, seo), eq(carTypes.transmission, 'AT'))).orderBy(asc(carTypes.id));
  const { type, model } = rows.find((r) => r.type.name === typeName) ?? rows[0];
  const [colour] = await db.select().from(carColors).where(eq(carColors.modelId, model.id)).orderBy(asc(carColors.id)).limit(1);
  const [branch] = await db.select().from(branches).where(eq(branches.cityCode, '33.74')).orderBy(asc(branches.id)).limit(1);
  return { type, model, colourId: colour.id, branchId: branch.id, price: effectivePrice(type.priceOtr, type.priceDisc) };
}

export interface BodyOptions { email?: string; member?: boolean; code?: string; tenor?: number; instalmentDiscount?: number }

function step123(car: OrderCar, o: BodyOptions) {
  return {
    ...identity(o.email ?? 'pembeli@example.com'),
    ...(o.member ? {} : { password: PASSWORD, confirm_password: PASSWORD }),
    cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'booking-order',
    kota_cabang: '33.74', cabang_id: car.branchId, car_category: car.model.categoryId, car_model: car.model.id,
    car_transmission: 'AT', car_type: car.type.id, car_color: car.colourId,
  };
}

export function cashBody(car: OrderCar, o: BodyOptions & { discount?: number } = {}) {
  const promo = o.code ? car.price - (o.discount ?? 0) : 0;
  return { ...step123(car, o), payment_type: 'cash', price_otr: car.price, price_otr_promo: promo, promotion_code: o.code ?? '' };
}

/** Credit at the minimum down payment; the instalments as the page computes them. */
export function creditBody(car: OrderCar, o: BodyOptions = {}) {
  const tenor = o.tenor ?? 24;
  const range = downPaymentRange(car.price);
  const angsuran = monthlyInstalment(car.price, range.min, tenor);
  const angsuranPromo = o.code ? Math.max(0, angsuran - (o.instalmentDiscount ?? 0)) : 0;
  return {
    ...step123(car, o), payment_type: 'kredit', price_otr: car.price, promotion_code: o.code ?? '',
    uang_muka: range.min, uang_min: range.min, uang_max: range.max, tenor, ktp: JPEG, angsuran, angsuran_promo: angsuranPromo,
  };
}
