/** Credit math on the server: the domain's checked instalment with the rates stored in the database. */
import { checkedInstalment, effectivePrice, ratesFromRows, type FlatRates } from '../../domain/credit';
import type { Db } from '../db/client';
import { creditRates } from '../db/schema';
import { fieldError } from '../http/envelope';

/** The stored flat rates by tenor (the seeded defaults when the table is empty). */
export async function loadFlatRates(db: Db): Promise<FlatRates> {
  const rows = await db.select().from(creditRates);
  return ratesFromRows(rows.map((r) => ({ tenor: r.tenor, flat_rate: Number(r.flatRate) })));
}

/** The instalment for a type's price, refusing a down payment outside 30-80 % or an unknown tenor (422). */
export async function instalmentFor(db: Db, type: { priceOtr: number; priceDisc: number }, uangMuka: number, tenor: number) {
  const check = checkedInstalment(effectivePrice(type.priceOtr, type.priceDisc), uangMuka, tenor, await loadFlatRates(db));
  if (!check.ok) throw fieldError(check.field, check.message);
  return { price: check.price, range: check.range, angsuran: check.angsuran };
}
