/** Credit math on the server: the domain formula with the rates stored in the database. */
import { DEFAULT_FLAT_RATES, downPaymentRange, effectivePrice, monthlyInstalment, type FlatRates } from '../../domain/credit';
import { formatRupiah } from '../../domain/money';
import type { Db } from '../db/client';
import { creditRates } from '../db/schema';
import { fieldError } from '../http/envelope';

export async function loadFlatRates(db: Db): Promise<FlatRates> {
  const rows = await db.select().from(creditRates);
  return rows.length ? Object.fromEntries(rows.map((r) => [r.tenor, Number(r.flatRate)])) : DEFAULT_FLAT_RATES;
}

/** The instalment for a type's price, refusing a down payment outside 30-80 % or an unknown tenor. */
export async function instalmentFor(db: Db, type: { priceOtr: number; priceDisc: number }, uangMuka: number, tenor: number) {
  const price = effectivePrice(type.priceOtr, type.priceDisc);
  const range = downPaymentRange(price);
  if (uangMuka < range.min - 1 || uangMuka > range.max + 1) {
    throw fieldError('uang_muka', `Uang muka harus antara ${formatRupiah(range.min)} dan ${formatRupiah(range.max)}`);
  }
  const rates = await loadFlatRates(db);
  if (rates[tenor] === undefined) throw fieldError('tenor', '*Pilih Tenor!.');
  return { price, range, angsuran: monthlyInstalment(price, uangMuka, tenor, rates) };
}
