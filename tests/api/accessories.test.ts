/**
 * Accessories and packages (issue 34.3, docs/stock.md): the public list per model, the order's
 * accessories priced by the server (a page's price is never taken), split between the down payment
 * and cash on credit, kept with the order for the member and the staff record; an unknown one or
 * one that does not fit the model is 422; content staff add one and it shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ACCESSORY_MESSAGES, accessoryTotals, type Accessory } from '../../domain/accessories';
import { formatRupiah } from '../../domain/money';
import { accessories, orderAccessories } from '../../server/db/schema';
import { PRICE_CHANGED } from '../../server/services/orders/money';
import { createTestApp, type TestApp } from './helpers';
import { cashBody, creditBody, orderCar, type OrderCar } from './orders-fixtures';
import { auth, record, staffToken } from './staff-fixtures';

let t: TestApp;
let car: OrderCar;
let list: Accessory[];
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  car = await orderCar(db());
  list = (await t.get(`/api/accessories?car_model_id=${car.model.id}`)).json().data;
});
afterAll(() => t.close());

describe('GET /api/accessories', () => {
  it('lists exactly the accessories fitting the model, with both billings among them', async () => {
    const stored = await db().select().from(accessories).orderBy(asc(accessories.sort), asc(accessories.id));
    expect(list.map((a) => a.id)).toEqual(stored.filter((a) => a.modelIds.includes(car.model.id)).map((a) => a.id));
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((a) => a.billing))).toEqual(new Set(['dp', 'cash']));
    expect((await t.get('/api/accessories')).statusCode).toBe(422);
    expect((await t.get('/api/accessories?car_model_id=999999')).statusCode).toBe(422);
  });
});

describe('accessories with an order', () => {
  it('cash: every accessory is paid with the car; the totals and lines are the stored prices, kept for the member and the staff record', async () => {
    const picked = list.slice(0, 3);
    const res = await t.post('/api/order', { ...cashBody(car, { email: 'aksesori.tunai@example.com' }), accessories: picked.map((a) => a.id) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const sum = picked.reduce((s, a) => s + a.price, 0);
    expect(data.accessories_total).toEqual({ total: sum, dp: 0, cash: sum });
    expect(data.accessories).toEqual(picked.map((a) => ({ id: a.id, name: a.name, price: a.price, billing: a.billing })));
    // grand_total is the whole purchase (domain/purchase.ts); the money block counts it.
    expect(data.grand_total).toBe(car.price + sum);
    expect(await db().select().from(orderAccessories).where(eq(orderAccessories.orderId, data.id))).toHaveLength(3);
    const detail = (await t.get(`/api/detail/bookingorder?id=${data.id}`, auth(data.login.token))).json().data;
    expect(detail.accessories).toEqual(data.accessories);
    expect(detail.accessories_total).toEqual(data.accessories_total);
    expect(detail.subtotal).toBe(car.price + sum);
    expect(detail.money.total).toBe(car.price + sum);
    expect(detail.money.buyer.due).toBe(car.price + sum);
    const fields = (await record(t, await staffToken(t, 'admin'), 'order', data.id)).fields as Array<{ label: string; value: string }>;
    expect(fields.find((f) => f.label === 'Aksesori')!.value).toContain(picked[0].name);
  });

  it('credit: accessories billed with the down payment add to it, the others are paid in cash apart', async () => {
    const dp = list.filter((a) => a.billing === 'dp').slice(0, 1);
    const cash = list.filter((a) => a.billing === 'cash').slice(0, 1);
    const res = await t.post('/api/order', { ...creditBody(car, { email: 'aksesori.kredit@example.com' }), accessories: [...dp, ...cash].map((a) => a.id), accessories_total: dp[0].price + cash[0].price });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessories_total).toEqual({ total: dp[0].price + cash[0].price, dp: dp[0].price, cash: cash[0].price });
    expect(res.json().data.accessories_total).toEqual(accessoryTotals([...dp, ...cash], 'kredit'));
    // Never financed: the buyer pays the down payment and every accessory; the leasing company the price less the down payment.
    const order = res.json().data;
    const extras = dp[0].price + cash[0].price;
    expect(order.grand_total).toBe(car.price + extras);
    const detail = (await t.get(`/api/detail/bookingorder?id=${order.id}`, auth(order.login.token))).json().data;
    expect(detail.money).toMatchObject({ total: car.price + extras, buyer: { due: order.uang_muka + extras }, leasing: { due: car.price - order.uang_muka } });
    const fields = (await record(t, await staffToken(t, 'admin'), 'order', order.id)).fields as Array<{ label: string; value: string }>;
    expect(fields.find((f) => f.label === 'Uang Muka + Aksesori')!.value).toBe(formatRupiah(order.uang_muka + extras));
  });

  it('a price the page sent is compared, never taken: a wrong total is 422, an object with a price is refused', async () => {
    const body = cashBody(car, { email: 'aksesori.harga@example.com' });
    const wrong = await t.post('/api/order', { ...body, accessories: [list[0].id], accessories_total: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.accessories_total).toEqual([PRICE_CHANGED]);
    const priced = await t.post('/api/order', { ...body, accessories: [{ id: list[0].id, price: 1 }] });
    expect(priced.statusCode).toBe(422);
    expect(priced.json().errors.accessories).toEqual([ACCESSORY_MESSAGES.list]);
  });

  it('an unknown accessory or one that does not fit the model is 422, and nothing is written', async () => {
    const body = cashBody(car, { email: 'aksesori.salah@example.com' });
    const unknown = await t.post('/api/order', { ...body, accessories: [list[0].id, 999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.accessories).toEqual([ACCESSORY_MESSAGES.unknown]);
    const [foreign] = (await db().select().from(accessories)).filter((a) => !a.modelIds.includes(car.model.id));
    expect(foreign).toBeDefined();
    const misfit = await t.post('/api/order', { ...body, accessories: [foreign.id] });
    expect(misfit.statusCode).toBe(422);
    expect(misfit.json().errors.accessories).toEqual([ACCESSORY_MESSAGES.notFit]);
    expect((await t.post('/api/order', { ...body, accessories: 'abc' })).statusCode).toBe(422);
  });

  it('content staff add an accessory for the model and the public list shows it at once', async () => {
    const token = await staffToken(t, 'content', '10.9.2.1');
    const res = await t.post('/api/staff/content/accessories', {
      name: 'Paket Uji Velg', image: '/media/content/spareparts/body-cover.svg', price: 4_500_000, billing: 'dp', model_ids: [car.model.id], description: '', sort: 0,
    }, auth(token));
    expect(res.statusCode).toBe(200);
    const again = (await t.get(`/api/accessories?car_model_id=${car.model.id}`)).json().data as Accessory[];
    expect(again.find((a) => a.name === 'Paket Uji Velg')).toMatchObject({ price: 4_500_000, billing: 'dp' });
    const bad = await t.post('/api/staff/content/accessories', { name: 'Tanpa Model', image: '/media/x.svg', price: 1, billing: 'dp', model_ids: [] }, auth(token));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('model_ids');
  });
});
