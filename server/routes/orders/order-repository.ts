/** Order queries: colour of a model, the booking-fee bank, category name (the order itself: services/booking-ids). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { BookingFeeBank } from '../../../domain/api';
import type { Db } from '../../db/client';
import { banks, carCategories, carColors, type orders } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { rowId as id } from '../../http/ids';

export type OrderRow = typeof orders.$inferSelect;
export type BankRow = typeof banks.$inferSelect;


/** The colour, which must be one of the model's (422 on car_color otherwise). */
export async function resolveColour(db: Db, modelId: number, colorId: unknown) {
  const [colour] = await db.select().from(carColors).where(and(eq(carColors.id, id(colorId)), eq(carColors.modelId, modelId)));
  if (!colour) throw fieldError('car_color', '*Pilih Warna Mobil!.');
  return colour;
}

export async function categoryName(db: Db, categoryId: number): Promise<string> {
  const [row] = await db.select({ name: carCategories.name }).from(carCategories).where(eq(carCategories.id, categoryId));
  return row?.name ?? '';
}

export const toBank = (b: BankRow): BookingFeeBank =>
  ({ bank_name: b.bankName, branch: b.branch, account_name: b.accountName, account_number: b.accountNumber });

/** The booking-fee destination: the first account of the banks table. */
export async function bookingFeeBank(db: Db): Promise<BankRow | undefined> {
  const [row] = await db.select().from(banks).orderBy(asc(banks.id)).limit(1);
  return row;
}

/** A bank of the banks table by its name (case and spaces ignored) or by its numeric id. */
export async function bankByNameOrId(db: Db, value: string): Promise<BankRow | undefined> {
  const text = value.trim();
  const byId = /^\d{1,9}$/.test(text);
  const [row] = await db.select().from(banks)
    .where(byId ? eq(banks.id, Number(text)) : sql`lower(trim(${banks.bankName})) = ${text.toLowerCase()}`)
    .orderBy(asc(banks.id)).limit(1);
  return row;
}
