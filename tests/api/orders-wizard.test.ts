import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downPaymentRange, monthlyInstalment } from '../../domain/credit';
import { createTestApp, type TestApp } from './helpers';
import { orderCar, type OrderCar } from './orders-fixtures';

let t: TestApp;
let avanza: OrderCar;
let veloz: OrderCar;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  avanza = await orderCar(t.database.db);
  veloz = await orderCar(t.database.db, 'veloz', '1.5 CVT');
});
afterAll(() => t.close());

describe('order/type, order/warna, order/bank', () => {
  it('lists the types of a model and transmission with the effective price', async () => {
    const res = await t.post('/api/order/type', { car_model_id: avanza.model.id, car_transmission: 'AT' });
    expect(res.statusCode).toBe(200);
    const types = res.json().data;
    expect(types.map((x: { car_type_name: string }) => x.car_type_name)).toEqual(['1.3 E CVT', '1.5 G CVT']);
    const g = types.find((x: { car_type_id: number }) => x.car_type_id === avanza.type.id);
    expect(g).toMatchObject({ car_transmission: 'AT', price_otr: 280_800_000, price_disc: 272_500_000, price: 272_500_000 });
    expect(g.spesification.mesin.length).toBeGreaterThan(0);
  });
  it('answers [] for an unknown model and 422 for a malformed one', async () => {
    expect((await t.post('/api/order/type', { car_model_id: 99999, car_transmission: 'AT' })).json().data).toEqual([]);
    expect((await t.post('/api/order/warna', { car_model_id: 99999 })).json().data).toEqual([]);
    expect((await t.post('/api/order/type', { car_model_id: 'x', car_transmission: 'AT' })).statusCode).toBe(422);
  });
  it('lists the colours of a model', async () => {
    const colours = (await t.post('/api/order/warna', { car_model_id: avanza.model.id })).json().data;
    expect(colours.length).toBeGreaterThanOrEqual(3);
    expect(colours[0]).toEqual({ color_id: avanza.colourId, color_name: expect.any(String), color_palette: expect.stringMatching(/^#[0-9a-f]{6}$/i), image: expect.any(String), car_seo: 'avanza', color: colours[0].color_palette });
  });
  it('gives the booking-fee account (first bank) and the booking fee', async () => {
    const res = await t.get('/api/order/bank');
    expect(res.json().data).toEqual({ bank_name: 'Bank Mandiri', branch: 'KCP Semarang Pemuda', account_name: 'PT Merapi Toyota Sejahtera', account_number: '135-00-1234567-8', bookingfee: 5_000_000 });
  });
});

describe('POST /api/voucher', () => {
  const check = (body: Record<string, unknown>) => t.post('/api/voucher', body);
  it('cash: the price, the discount and the total', async () => {
    const res = await check({ promo_code: ' merapihemat ', car_type: avanza.type.id, payment_type: 'cash' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Valid', data: { promotion_code: 'MERAPIHEMAT', sub_total: 272_500_000, potongan: 5_000_000, total: 267_500_000 } });
  });
  it('kredit: the normal and the promo instalment', async () => {
    const dp = downPaymentRange(avanza.price).min;
    const angsuran = monthlyInstalment(avanza.price, dp, 36);
    const res = await check({ promo_code: 'KREDITRINGAN', car_type: avanza.type.id, payment_type: 'kredit', down_payment: dp, tenor: 36 });
    expect(res.json()).toMatchObject({ message: 'Valid', data: { promotion_code: 'KREDITRINGAN', angsuran, angsuran_promo: angsuran - 250_000 } });
    const both = await check({ promo_code: 'AVANZAPROMO', car_type: avanza.type.id, payment_type: 'kredit', down_payment: String(dp), tenor: '36' });
    expect(both.json().data).toEqual({ promotion_code: 'AVANZAPROMO', angsuran, angsuran_promo: angsuran - 150_000 });
  });
  it("'Invalid' with data null: unknown code, wrong payment type, wrong car type", async () => {
    for (const body of [
      { promo_code: 'NGAWUR', car_type: avanza.type.id, payment_type: 'cash' },
      { promo_code: 'KREDITRINGAN', car_type: avanza.type.id, payment_type: 'cash' },
      { promo_code: 'MERAPIHEMAT', car_type: avanza.type.id, payment_type: 'kredit', down_payment: downPaymentRange(avanza.price).min, tenor: 12 },
      { promo_code: 'AVANZAPROMO', car_type: veloz.type.id, payment_type: 'cash' },
    ]) {
      const res = await check(body);
      expect(res.statusCode, body.promo_code).toBe(200);
      expect(res.json()).toMatchObject({ status: 200, message: 'Invalid', data: null });
    }
  });
  it('400 alert for an expired code and one whose quota is used up', async () => {
    const expired = await check({ promo_code: 'EXPIRED2025', car_type: avanza.type.id, payment_type: 'cash' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toEqual({ alert: 'Kode promo sudah kedaluwarsa' });
    const used = await check({ promo_code: 'HABIS', car_type: avanza.type.id, payment_type: 'cash' });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toEqual({ alert: 'Kuota kode promo sudah habis' });
  });
  it('422 for a missing code, an unknown car type, a kredit down payment out of range', async () => {
    expect((await check({ promo_code: '', car_type: avanza.type.id, payment_type: 'cash' })).json().errors.promo_code).toEqual(['*Masukkan Kode Promo!.']);
    expect((await check({ promo_code: 'MERAPIHEMAT', car_type: 99999, payment_type: 'cash' })).json().errors.car_type).toEqual(['*Pilih Tipe Mobil!.']);
    const low = await check({ promo_code: 'KREDITRINGAN', car_type: avanza.type.id, payment_type: 'kredit', down_payment: 1_000_000, tenor: 12 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.down_payment[0]).toMatch(/^Uang muka harus antara Rp /);
    const noDp = await check({ promo_code: 'KREDITRINGAN', car_type: avanza.type.id, payment_type: 'kredit', tenor: 12 });
    expect(noDp.json().errors.down_payment).toEqual(['*Masukkan Uang Muka!.']);
  });
});
