/** Voucher queries: look-up by code, and claiming one use without ever exceeding the quota. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voucherUses, vouchers } from '../../db/schema';
import { normaliseCode, type VoucherRow } from '../../services/orders/vouchers';

export async function voucherByCode(db: Db, code: string): Promise<VoucherRow | undefined> {
  const value = normaliseCode(code);
  if (!value || value.length > 64) return undefined;
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, value));
  return row;
}

/**
 * Takes one use of the voucher in one conditional statement (`used < quota`), so two orders at
 * once cannot both take the last one: the second waits for the first's row lock and then finds
 * no row. False when the quota is used up. Run it inside the order's transaction.
 */
export async function claimVoucher(db: Db, voucherId: number): Promise<boolean> {
  const rows = await db.update(vouchers).set({ used: sql`${vouchers.used} + 1` })
    .where(and(eq(vouchers.id, voucherId), lt(vouchers.used, vouchers.quota)))
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

export async function recordVoucherUse(db: Db, voucherId: number, orderId: number): Promise<void> {
  await db.insert(voucherUses).values({ voucherId, orderId });
}
