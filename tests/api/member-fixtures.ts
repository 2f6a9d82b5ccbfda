/** Members for the session and member API tests: registration bodies, logged-in members, an order. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { isoDay } from '../../domain/money';
import { carColors, orderPayments, orders } from '../../server/db/schema';
import { carAndBranch, identity } from './form-fixtures';
import type { TestApp } from './helpers';

export const PASSWORD = 'rahasia-123';

export const registerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ...identity(email), password: PASSWORD, confirm_password: PASSWORD,
  cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'register', ...extra,
});

/** Registers a member; returns the login data (token, unique_id, ...). */
export async function registered(t: TestApp, email: string, extra: Record<string, unknown> = {}) {
  const res = await t.post('/api/register', registerBody(email, extra));
  if (res.statusCode !== 200) throw new Error(`register ${email}: ${res.statusCode} ${res.body}`);
  return res.json().data.login as { token: string; unique_id: string; member_email: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An order row straight in the database (the order route is not part of these tests). */
export async function insertOrder(db: Db, memberId: number, bookingId: string, status = 'Unpaid') {
  const { type, branch } = await carAndBranch(db);
  const [color] = await db.select().from(carColors).where(eq(carColors.modelId, type.modelId)).limit(1);
  const [row] = await db.insert(orders).values({
    bookingId, memberId, name: 'Budi Santoso', email: 'order@example.com', phone: '081234567890', address: 'Jl. Pemuda 1',
    carTypeId: type.id, colorId: color.id, branchId: branch.cabang_id, paymentType: 'cash',
    priceOtr: type.priceOtr, otrAtOrder: type.priceOtr, discount: 0, grandTotal: type.priceOtr, bookingFee: 5_000_000,
  }).returning();
  // 'Paid' is what a recorded booking fee makes an order (domain/order-money orderPaymentStatus).
  if (status === 'Paid') await db.insert(orderPayments).values({ orderId: row.id, kind: 'booking_fee', amount: row.bookingFee, paidOn: isoDay() });
  return row;
}
