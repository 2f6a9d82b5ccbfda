/**
 * The deal carried into the order (issue 34): a credit order names its leasing partner, scheme,
 * insurance and region; the server computes that partner's instalment and TDP from stored terms
 * (the figures the wizard computes on the device from GET /api/leasing), stores the partner with the
 * order and every answer of the order shows them; without a partner the dealer's default applies
 * (the spec's call unchanged). And the instant trade-in estimate computed on the device from the
 * mirrored GET /api/tradein/values equals the server's for several old cars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditQuote, downPaymentRange, monthlyInstalment, termsFromRow, type LeasingPartnerRow } from '../../domain/credit';
import { isoDay } from '../../domain/money';
import { rowQuote, type CreditChoice } from '../../domain/order-credit';
import type { TradeInEstimateAnswer } from '../../domain/deal';
import { estimateOfModel, type TradeInValueModel } from '../../domain/tradein-values';
import type { TradeInCondition } from '../../domain/tradein-estimate';
import { orders } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { registered } from './member-fixtures';
import { creditBody, orderCar, type OrderCar } from './orders-fixtures';
import { auth, record, staffToken } from './staff-fixtures';

let t: TestApp;
let car: OrderCar;
let partners: LeasingPartnerRow[];
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  car = await orderCar(t.database.db);
  partners = (await t.get('/api/leasing')).json().data;
});
afterAll(() => t.close());

const partner = (name: string) => partners.find((p) => p.name === name)!;

/** A credit order body at the wizard's minimum down payment with the partner's instalment as the device computes it. */
function partnerBody(row: LeasingPartnerRow, choice: CreditChoice, tenor = 36, email = `leasing-${row.id}-${tenor}@example.com`) {
  const dp = downPaymentRange(car.price).min;
  const quote = rowQuote(row, car.price, dp, tenor, choice);
  if (!quote.ok) throw new Error(quote.message);
  return { body: { ...creditBody(car, { tenor, email }), partner_id: row.id, ...choice, angsuran: quote.quote.angsuran }, quote: quote.quote };
}

describe('a credit order with a leasing partner', () => {
  it("stores the chosen partner's instalment and TDP, and the order, the member's detail and the staff record show them", async () => {
    const prambanan = partner('Prambanan Multifinance');
    const merapi = partners.find((p) => p.is_default)!;
    const choice: CreditChoice = { scheme: 'ADDB', insurance: 'mix', region: 'diy' };
    const { body, quote } = partnerBody(prambanan, choice);
    // Another partner's instalment for the same car: the order must not quietly fall back to it.
    const dealer = rowQuote(merapi, car.price, body.uang_muka, 36, {});
    expect(dealer.ok && dealer.quote.angsuran).not.toBe(quote.angsuran);

    const buyer = await registered(t, 'leasing.member@example.com');
    const res = await t.post('/api/order', { ...body, token: buyer.token }, auth(buyer.token));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    expect(placed.angsuran).toBe(quote.angsuran);
    expect(placed.leasing).toEqual({
      partner_id: prambanan.id, partner_name: 'Prambanan Multifinance', scheme: 'ADDB', insurance: 'mix', region: 'diy',
      flat_rate: quote.flat_rate, tdp: quote.tdp, breakdown: quote.breakdown,
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row.leasingPartnerId).toBe(prambanan.id);
    expect(row.angsuran).toBe(quote.angsuran);
    expect(row.leasing?.tdp).toBe(quote.tdp);

    const detail = (await t.get(`/api/detail/bookingorder?id=${placed.id}`, auth(buyer.token))).json().data;
    expect(detail.angsuran).toBe(quote.angsuran);
    expect(detail.leasing.partner_name).toBe('Prambanan Multifinance');
    expect(detail.leasing.tdp).toBe(quote.tdp);

    const fields = (await record(t, await staffToken(t, 'admin'), 'order', placed.id)).fields as Array<{ label: string; value: string }>;
    const value = (label: string) => fields.find((f) => f.label === label)?.value;
    expect(value('Mitra Leasing')).toBe('Prambanan Multifinance');
    expect(value('Ketentuan Leasing')).toMatch(/^ADDB · Kombinasi · DI Yogyakarta · bunga flat [\d,]+%$/);
    expect(value('Angsuran')).toBe(`Rp ${quote.angsuran.toLocaleString('id-ID')}`.replace(/\u00a0/g, ' '));
  });

  it("without a partner the dealer's default partner applies, the spec's order body unchanged", async () => {
    const merapi = partners.find((p) => p.is_default)!;
    const body = creditBody(car, { tenor: 24, email: 'leasing.default@example.com' });
    // The seeded default partner lends at the dealer's rates with insurance paid up front: the spec's formula.
    expect(body.angsuran).toBe(monthlyInstalment(car.price, body.uang_muka, 24));
    const res = await t.post('/api/order', body);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    expect(placed.angsuran).toBe(body.angsuran);
    const expected = creditQuote(termsFromRow(merapi), {}, { price: car.price, dp: body.uang_muka, tenor: 24, scheme: 'ADDM', insurance: 'all_risk', region: 'jateng' });
    expect(placed.leasing).toMatchObject({ partner_id: merapi.id, partner_name: merapi.name, scheme: 'ADDM', tdp: expected.ok && expected.quote.tdp });
  });

  it("refuses another partner's figure, an unknown partner, a tenor or scheme the partner does not offer (422, Indonesian), storing nothing", async () => {
    const prambanan = partner('Prambanan Multifinance');
    const borobudur = partner('Borobudur Leasing Syariah');
    const before = (await t.database.db.select().from(orders)).length;
    const { body } = partnerBody(prambanan, { insurance: 'mix' }, 36, 'leasing.tamper@example.com');
    const dealerFigure = creditBody(car, { tenor: 36 }).angsuran;
    const tampered = await t.post('/api/order', { ...body, angsuran: dealerFigure });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().errors.angsuran).toEqual(['Harga sudah berubah, silakan periksa kembali']);

    const unknown = await t.post('/api/order', { ...body, partner_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.partner_id).toEqual(['Perusahaan pembiayaan tidak ditemukan']);
    const badScheme = await t.post('/api/order', { ...body, scheme: 'ADDX' });
    expect(badScheme.statusCode).toBe(422);
    expect(badScheme.json().errors.scheme[0]).toMatch(/skema angsuran/);

    const { body: syariah } = partnerBody(borobudur, {}, 36, 'leasing.syariah@example.com');
    const tenor60 = await t.post('/api/order', { ...syariah, tenor: 60 });
    expect(tenor60.statusCode).toBe(422);
    expect(tenor60.json().errors.tenor).toBeDefined();
    const addb = await t.post('/api/order', { ...syariah, scheme: 'ADDB' });
    expect(addb.statusCode).toBe(422);
    expect(addb.json().errors.scheme).toEqual(['Borobudur Leasing Syariah tidak melayani skema ADDB']);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it("the voucher check discounts the chosen partner's instalment", async () => {
    const prambanan = partner('Prambanan Multifinance');
    const { body, quote } = partnerBody(prambanan, { insurance: 'mix' }, 36, 'leasing.voucher@example.com');
    const res = await t.post('/api/voucher', {
      promo_code: 'KREDITRINGAN', car_type: car.type.id, payment_type: 'kredit', down_payment: body.uang_muka, tenor: 36, partner_id: prambanan.id, insurance: 'mix',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ promotion_code: 'KREDITRINGAN', angsuran: quote.angsuran, angsuran_promo: quote.angsuran - 250_000 });
    const placed = await t.post('/api/order', { ...body, promotion_code: 'KREDITRINGAN', angsuran_promo: quote.angsuran - 250_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ angsuran: quote.angsuran, angsuran_promo: quote.angsuran - 250_000, leasing: { partner_name: 'Prambanan Multifinance' } });
  });
});

describe('the instant trade-in estimate on the device', () => {
  it('GET /api/tradein/values lists every model of the trade-in list with its reference values', async () => {
    const models = (await t.get('/api/tradein/values')).json().data as TradeInValueModel[];
    expect(models.length).toBeGreaterThan(3);
    const avanza = models.find((m) => m.name === 'Toyota Avanza')!;
    expect(avanza.values.length).toBeGreaterThan(3);
    expect(avanza.values.every((v) => Number.isInteger(v.year) && v.value > 0)).toBe(true);
  });

  it('computes the same range and explanation as POST /api/tradein/estimate for several cars, km, conditions and regions', async () => {
    const models = (await t.get('/api/tradein/values')).json().data as TradeInValueModel[];
    const withValues = models.filter((m) => m.values.length);
    const today = isoDay();
    const cases: Array<{ km: number; condition: TradeInCondition; region: 'jateng' | 'diy'; yearBack: number }> = [
      { km: 0, condition: 'baik', region: 'jateng', yearBack: 0 },
      { km: 95_000, condition: 'sedang', region: 'diy', yearBack: 2 },
      { km: 310_000, condition: 'kurang', region: 'jateng', yearBack: 5 },
      { km: 45_000, condition: 'baik', region: 'diy', yearBack: 1 },
    ];
    let compared = 0;
    for (const [i, model] of withValues.slice(0, 6).entries()) {
      const c = cases[i % cases.length];
      const newest = Math.max(...model.values.map((v) => v.year));
      const car = { brand_id: model.brand_id, brand_model_id: model.brand_model_id, brand_year: newest - c.yearBack, km: c.km, condition: c.condition };
      const res = await t.post('/api/tradein/estimate', { ...car, region: c.region });
      expect(res.statusCode, res.body).toBe(200);
      const device = estimateOfModel(model, { ...car, region: c.region }, today);
      expect(device.ok && device.estimate).toEqual(res.json().data as TradeInEstimateAnswer);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(4);
  });

  it('refuses as the server does: a year newer than every reference, a model of another brand', async () => {
    const models = (await t.get('/api/tradein/values')).json().data as TradeInValueModel[];
    const model = models.find((m) => m.values.length)!;
    const newest = Math.max(...model.values.map((v) => v.year));
    const car = { brand_id: model.brand_id, brand_model_id: model.brand_model_id, brand_year: newest + 1, km: 1000, condition: 'baik' as const };
    const server = await t.post('/api/tradein/estimate', car);
    expect(server.statusCode).toBe(422);
    const device = estimateOfModel(model, { ...car, region: 'jateng' }, isoDay());
    expect(device.ok ? null : { [device.field]: [device.message] }).toEqual(server.json().errors);
    const other = models.find((m) => m.brand_id !== model.brand_id)!;
    const wrongBrand = { ...car, brand_id: other.brand_id, brand_year: newest };
    const serverWrong = await t.post('/api/tradein/estimate', wrongBrand);
    const deviceWrong = estimateOfModel(model, { ...wrongBrand, region: 'jateng' }, isoDay());
    expect(deviceWrong.ok ? null : { [deviceWrong.field]: [deviceWrong.message] }).toEqual(serverWrong.json().errors);
  });
});
