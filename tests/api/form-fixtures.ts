/** Valid form bodies built from the seeded data, so tests never hard-code ids. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { branches, carModels, carTypes, tradeInBrandModels, tradeInBrandTypes, tradeInBrands } from '../../server/db/schema';
import { addDays } from '../../domain/money';

export const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

export const identity = (email = 'budi.santoso@example.com') => ({
  name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki',
  province: '33', city: '33.74', address: 'Jl. Pandanaran No. 1, Semarang',
});

/** An automatic type with its model and category, and a Semarang branch. */
export async function carAndBranch(db: Db) {
  const [row] = await db.select({ type: carTypes, model: carModels }).from(carTypes)
    .innerJoin(carModels, eq(carModels.id, carTypes.modelId))
    .where(and(eq(carTypes.transmission, 'AT'), eq(carModels.seo, 'avanza')));
  const [branch] = await db.select().from(branches).where(eq(branches.cityCode, '33.74')).limit(1);
  return {
    car: { car_category: row.model.categoryId, car_model: row.model.id, car_transmission: 'AT', car_type: row.type.id },
    branch: { kota_cabang: '33.74', cabang_id: branch.id },
    type: row.type,
  };
}

export async function testDriveBody(db: Db, email?: string) {
  const { car, branch } = await carAndBranch(db);
  return {
    ...identity(email), ...car, ...branch, appointment_date: addDays(4), appointment_time: '10:00',
    buycar: '0 - 3 bulan', note: 'Ingin mencoba di jalan tanjakan', kebijakan1: true, kebijakan2: true,
  };
}

export async function bookingServiceBody(db: Db, email?: string) {
  const { car, branch } = await carAndBranch(db);
  return {
    ...identity(email), ...car, ...branch, police_number: 'h 1234 ab', build_year: 2021, car_km: '45.000',
    service_type: 'general-service', service_ke: 3, appointment_date: addDays(5), appointment_time: '08:30',
    kebijakan1: 'accepted', kebijakan2: 'accepted',
  };
}

export async function tradeInBody(db: Db, email?: string) {
  const { car, branch } = await carAndBranch(db);
  const [old] = await db.select({ brand: tradeInBrands, model: tradeInBrandModels, type: tradeInBrandTypes })
    .from(tradeInBrandTypes)
    .innerJoin(tradeInBrandModels, eq(tradeInBrandModels.id, tradeInBrandTypes.brandModelId))
    .innerJoin(tradeInBrands, eq(tradeInBrands.id, tradeInBrandModels.brandId))
    .limit(1);
  return {
    ...identity(email), brand: old.brand.id, brand_model: old.model.id, brand_year: old.type.year, brand_type: old.type.id,
    ...car, ...branch,
  };
}
