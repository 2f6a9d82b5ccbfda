import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, voucherUses, vouchers } from '../../server/db/schema';
import { downPaymentRange } from '../../domain/credit';
import { createTestApp, type TestApp } from './helpers';
import { bearer, registered } from './member-fixtures';
import { cashBody, creditBody, orderCar, type OrderCar } from './orders-fixtures';

let t: TestApp;
let car: OrderCar;
let member: { token: string };
const PRICE_CHANGED = ['Harga sudah berubah, silakan periksa kembali'];
const countOrders = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const voucher = async (code: string) => (await t.database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0];

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  car = await orderCar(t.database.db);
  member = await registered(t, 'member.refused@example.com');
});
afterAll(() => t.close());

describe('POST /api/order refusals', () => {
  const refused = async (body: Record<string, unknown>, status: number) => {
    const before = await countOrders();
    const res = await t.post('/api/order', body, bearer(member.token));
    expect(res.statusCode, res.body).toBe(status);
    expect(await countOrders()).toBe(before);
    return res.json();
  };
  it('a lowered price_otr, angsuran, promo number or down-payment bound: 422 on that field', async () => {
    expect((await refused({ ...cashBody(car, { member: true }), price_otr: car.price - 1_000_000 }, 422)).errors).toEqual({ price_otr: PRICE_CHANGED });
    const credit = creditBody(car, { member: true });
    expect((await refused({ ...credit, angsuran: credit.angsuran - 100_000 }, 422)).errors).toEqual({ angsuran: PRICE_CHANGED });
    expect((await refused({ ...credit, uang_min: credit.uang_min - 10 }, 422)).errors).toEqual({ uang_min: PRICE_CHANGED });
    const promo = cashBody(car, { member: true, code: 'MERAPIHEMAT', discount: 9_000_000 });
    expect((await refused(promo, 422)).errors).toEqual({ price_otr_promo: PRICE_CHANGED });
    const credPromo = creditBody(car, { member: true, code: 'KREDITRINGAN', instalmentDiscount: 900_000 });
    expect((await refused(credPromo, 422)).errors).toEqual({ angsuran_promo: PRICE_CHANGED });
  });
  it('a down payment outside 30-80 %', async () => {
    const credit = creditBody(car, { member: true });
    const res = await refused({ ...credit, uang_muka: downPaymentRange(car.price).max + 10_000_000 }, 422);
    expect(res.errors.uang_muka[0]).toMatch(/^Uang muka harus antara Rp /);
  });
  it('a colour of another model, a branch of another city', async () => {
    const veloz = await orderCar(t.database.db, 'veloz');
    expect((await refused({ ...cashBody(car, { member: true }), car_color: veloz.colourId }, 422)).errors).toEqual({ car_color: ['*Pilih Warna Mobil!.'] });
    expect((await refused({ ...cashBody(car, { member: true }), kota_cabang: '34.71' }, 422)).errors.cabang_id).toBeDefined();
  });
  it('an expired, a wrong-payment-type, a wrong-car-type and an exhausted voucher', async () => {
    expect((await refused(cashBody(car, { member: true, code: 'EXPIRED2025' }), 400)).message).toEqual({ alert: 'Kode promo sudah kedaluwarsa' });
    expect((await refused(cashBody(car, { member: true, code: 'KREDITRINGAN' }), 422)).errors).toEqual({ promotion_code: ['*Kode Promo tidak Berlaku'] });
    const veloz = await orderCar(t.database.db, 'veloz');
    expect((await refused(cashBody(veloz, { member: true, code: 'AVANZAPROMO' }), 422)).errors).toEqual({ promotion_code: ['*Kode Promo tidak Berlaku'] });
    expect((await refused(cashBody(car, { member: true, code: 'HABIS' }), 400)).message).toEqual({ alert: 'Kuota kode promo sudah habis' });
    expect((await voucher('HABIS')).used).toBe(1);
  });
});

describe('the last voucher use', () => {
  it('two orders racing for it: exactly one succeeds and used == quota', async () => {
    const db = t.database.db;
    const [race] = await db.insert(vouchers).values({
      code: 'RACE1', paymentType: 'cash', validFrom: new Date('2026-01-01'), validUntil: new Date('2027-12-31'), discountAmount: 1_000_000, quota: 1,
    }).returning();
    const other = await registered(t, 'member.race@example.com');
    const body = cashBody(car, { member: true, code: 'RACE1', discount: 1_000_000 });
    const results = await Promise.all([
      t.post('/api/order', body, bearer(member.token)),
      t.post('/api/order', body, bearer(other.token)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().message).toEqual({ alert: 'Kuota kode promo sudah habis' });
    expect((await voucher('RACE1')).used).toBe(1);
    expect(await db.select().from(voucherUses).where(eq(voucherUses.voucherId, race.id))).toHaveLength(1);
    expect(await db.select().from(orders).where(eq(orders.voucherId, race.id))).toHaveLength(1);
  });
});
