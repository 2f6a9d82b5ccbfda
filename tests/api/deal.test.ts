/**
 * The deal (issue 34): leasing partners' terms, a partner's quote (ADDM/ADDB), creditsimulation
 * unchanged, the offline quote from GET /api/leasing agreeing with the server for every partner,
 * tenor and scheme, the trade-in estimate, the deal sheet, and the 422s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  creditQuote, defaultPartner, downPaymentRange, effectivePrice, monthlyInstalment, partnerDpRange, termsFromRow,
  type CreditQuote, type LeasingPartnerRow,
} from '../../domain/credit';
import { estimateTradeIn } from '../../domain/tradein-estimate';
import type { Accessory } from '../../domain/accessories';
import { formatRupiah, isoDay } from '../../domain/money';
import { accessories, carColors, carTypes, deals, tradeInBrandModels, tradeInBrands, tradeInEstimates, tradeInValues } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ FORM_RATE_LIMIT: '1000' }); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;

async function aType() {
  const [type] = await t.database.db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
  const [colour] = await t.database.db.select().from(carColors).where(eq(carColors.modelId, type.modelId)).limit(1);
  return { type, colour, price: effectivePrice(type.priceOtr, type.priceDisc) };
}

async function oldCar() {
  const [row] = await t.database.db.select({ brandId: tradeInBrands.id, modelId: tradeInBrandModels.id }).from(tradeInBrandModels)
    .innerJoin(tradeInBrands, eq(tradeInBrands.id, tradeInBrandModels.brandId)).where(eq(tradeInBrandModels.name, 'Avanza'));
  return { brand_id: row.brandId, brand_model_id: row.modelId, brand_year: 2019, km: 120_000, condition: 'sedang' as const };
}

describe('GET /api/leasing', () => {
  it('lists the seeded partners with their terms, one default, ADDM/ADDB schemes and tenors', async () => {
    const rows = data<LeasingPartnerRow[]>(await t.get('/api/leasing'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    for (const r of rows) {
      expect(r.tenors.length).toBeGreaterThan(0);
      expect(r.flat_rates.map((x) => x.tenor)).toEqual(r.tenors);
      expect(r.schemes.every((s) => s === 'ADDM' || s === 'ADDB')).toBe(true);
      expect(r.min_dp_percent).toBeGreaterThan(0);
      expect(r.insurance_rates.some((x) => x.region === 'jateng') && r.insurance_rates.some((x) => x.region === 'diy')).toBe(true);
    }
  });
});

describe('POST /api/credit/quote', () => {
  it('answers every partner, tenor and scheme as the offline kernel computes it from GET /api/leasing', async () => {
    const { type, price } = await aType();
    const partners = data<LeasingPartnerRow[]>(await t.get('/api/leasing'));
    let compared = 0;
    for (const row of partners) {
      const terms = termsFromRow(row);
      const dp = Math.max(partnerDpRange(terms, price).min, downPaymentRange(price).min);
      for (const tenor of row.tenors) {
        const byScheme: Record<string, CreditQuote> = {};
        for (const scheme of row.schemes) {
          const res = await t.post('/api/credit/quote', { car_type_id: type.id, uang_muka: dp, tenor, partner_id: row.id, scheme, insurance: 'mix', region: 'diy' });
          expect(res.statusCode, res.body).toBe(200);
          const offline = creditQuote(terms, {}, { price, dp, tenor, scheme, insurance: 'mix', region: 'diy' });
          expect(offline.ok && offline.quote).toEqual(data(res));
          byScheme[scheme] = data(res);
          compared += 1;
        }
        if (byScheme.ADDM && byScheme.ADDB) expect(byScheme.ADDM.tdp - byScheme.ADDB.tdp).toBe(byScheme.ADDM.angsuran);
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  });

  it("gives creditsimulation the default partner's instalment, its answer unchanged", async () => {
    const { type, price } = await aType();
    const dp = downPaymentRange(price).min;
    const sim = await t.post('/api/creditsimulation', { car_model_id: type.modelId, car_model_transmission: type.transmission, car_model_type: type.id, uang_muka: dp, tenor: 36 });
    expect(sim.statusCode, sim.body).toBe(200);
    expect(Object.keys(data<object>(sim)).sort()).toEqual(['angsuran', 'car_type_name', 'price_otr', 'tenor', 'uang_muka']);
    const quote = data<CreditQuote>(await t.post('/api/credit/quote', { car_type_id: type.id, uang_muka: dp, tenor: 36, scheme: 'ADDB', insurance: 'all_risk' }));
    const partners = data<LeasingPartnerRow[]>(await t.get('/api/leasing'));
    expect(quote.partner_id).toBe(defaultPartner(partners.map(termsFromRow)).id);
    expect(data<{ angsuran: number }>(sim).angsuran).toBe(quote.angsuran);
    // The seeded default lends at the dealer's rates with premiums paid up front: the old flat-rate figure.
    expect(quote.angsuran).toBe(monthlyInstalment(price, dp, 36));
    expect(quote.breakdown.reduce((s, l) => s + l.amount, 0)).toBe(quote.tdp);
  });

  it('refuses bad input with Indonesian messages (422), never 500', async () => {
    const { type, price } = await aType();
    const partners = data<LeasingPartnerRow[]>(await t.get('/api/leasing'));
    const addmOnly = partners.find((p) => p.schemes.length === 1 && p.schemes[0] === 'ADDM')!;
    const base = { car_type_id: type.id, uang_muka: Math.round(price * 0.4), tenor: 36, scheme: 'ADDM', insurance: 'tlo' };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ scheme: 'ADDX' }, 'scheme', /ADDM atau ADDB/],
      [{ insurance: 'comprehensive' }, 'insurance', /All Risk, TLO/],
      [{ uang_muka: Math.round(price * 0.05) }, 'uang_muka', /^Uang muka .* harus antara Rp /],
      [{ uang_muka: 'banyak' }, 'uang_muka', /Uang Muka/],
      [{ partner_id: 999_999 }, 'partner_id', /tidak ditemukan/],
      [{ tenor: 13 }, 'tenor', /tidak tersedia/],
      [{ car_type_id: 999_999 }, 'car_type_id', /tidak ditemukan/],
      [{ partner_id: addmOnly.id, scheme: 'ADDB' }, 'scheme', /tidak melayani skema ADDB/],
      [{ region: 'bali' }, 'region', /Jawa Tengah atau DI Yogyakarta/],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.post('/api/credit/quote', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(change)).toMatch(message);
    }
  });
});

describe('POST /api/tradein/estimate', () => {
  it('answers the kernel estimate from the stored reference values, valid 7 days, with its basis', async () => {
    const car = await oldCar();
    const res = await t.post('/api/tradein/estimate', car);
    expect(res.statusCode, res.body).toBe(200);
    const got = data<{ low: number; high: number; valid_until: string; basis: Array<{ label: string; amount: number }> }>(res);
    const rows = await t.database.db.select({ year: tradeInValues.year, value: tradeInValues.value }).from(tradeInValues).where(eq(tradeInValues.brandModelId, car.brand_model_id));
    const expected = estimateTradeIn(rows, { name: 'Toyota Avanza', ...car, year: car.brand_year, region: 'jateng', today: isoDay() })!;
    expect(got).toEqual({ ...expected, name: 'Toyota Avanza' });
    expect(got.low).toBeLessThan(got.high);
    expect(got.basis[0].label).toMatch(/^Nilai acuan Toyota Avanza 2019/);
    // More km and a worse condition never raise it.
    const worse = data<{ high: number }>(await t.post('/api/tradein/estimate', { ...car, km: 200_000, condition: 'kurang' }));
    expect(worse.high).toBeLessThanOrEqual(got.high);
  });
  it('refuses an unknown car, a model of another brand, a year without reference and bad fields', async () => {
    const car = await oldCar();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ brand_model_id: 999_999 }, 'brand_model_id'], [{ brand_id: car.brand_id + 1 }, 'brand_model_id'], [{ brand_year: 2099 }, 'brand_year'],
      [{ km: -5 }, 'km'], [{ km: 'jauh' }, 'km'], [{ condition: 'bagus' }, 'condition'],
    ];
    for (const [change, field] of cases) {
      const res = await t.post('/api/tradein/estimate', { ...car, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(change)).toBeTruthy();
    }
  });
});

describe('POST /api/deal, GET /api/deal/{id}', () => {
  it('stores the choices, computes every figure on the server and answers the same on GET; no personal data', async () => {
    const { type, colour, price } = await aType();
    const partners = data<LeasingPartnerRow[]>(await t.get('/api/leasing'));
    const partner = partners.find((p) => !p.is_default)!;
    const fitting = data<Accessory[]>(await t.get(`/api/accessories?car_model_id=${type.modelId}`));
    const picked = [fitting.find((a) => a.billing === 'dp')!, fitting.find((a) => a.billing === 'cash')!];
    const body = {
      car_type_id: type.id, color_id: colour.id, accessories: [picked[0].id, picked[0].id, picked[1].id], trade_in: await oldCar(), partner_id: partner.id, tenor: 48,
      uang_muka: Math.round(price * 0.3), scheme: 'ADDM', payment_type: 'kredit', insurance: 'all_risk',
      // A client-sent figure or identity is never read.
      angsuran: 1, tdp: 2, name: 'Budi', phone: '081234567890',
    };
    const res = await t.post('/api/deal', body);
    expect(res.statusCode, res.body).toBe(200);
    const deal = data<{ id: string; url: string; body: Record<string, unknown>; totals: Record<string, any> }>(res);
    expect(deal.url).toBe(`/deal/${deal.id}`);
    const quote = data<CreditQuote>(await t.post('/api/credit/quote', { car_type_id: type.id, uang_muka: body.uang_muka, tenor: 48, partner_id: partner.id, scheme: 'ADDM', insurance: 'all_risk' }));
    const estimate = data<{ low: number }>(await t.post('/api/tradein/estimate', body.trade_in));
    expect(deal.totals.credit).toEqual(quote);
    expect(deal.totals.angsuran).toBe(quote.angsuran);
    // Accessories at the stored prices: the one billed with the down payment joins the TDP, the other is paid in cash beside it.
    expect(deal.totals.accessories).toEqual({
      ids: picked.map((a) => a.id), lines: picked.map((a) => ({ id: a.id, name: a.name, price: a.price, billing: a.billing })),
      total: picked[0].price + picked[1].price, dp: picked[0].price, cash: picked[1].price, in_totals: true,
    });
    expect(deal.totals.first_payment).toBe(quote.tdp + picked[0].price);
    expect(deal.totals.trade_in_value).toBe(estimate.low);
    expect(deal.totals.first_payment_after_trade_in).toBe(Math.max(0, quote.tdp + picked[0].price + picked[1].price - estimate.low));
    expect(deal.totals.purchase).toMatchObject({
      car: price, accessories: picked[0].price + picked[1].price, grand_total: price + picked[0].price + picked[1].price,
      paid_apart: picked[1].price, financed: price - body.uang_muka, trade_in: estimate.low,
    });
    expect(deal.totals.car.color_id).toBe(colour.id);
    expect(deal.totals.booking_fee).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(JSON.stringify(row)).not.toMatch(/Budi|0812/);
    const again = await t.get(`/api/deal/${deal.id}`);
    expect(again.statusCode).toBe(200);
    expect(data(again)).toEqual(deal);
  });
  it('a cash deal has no credit, its total is the price + accessories − trade-in; an unknown id is 404', async () => {
    const { type, colour, price } = await aType();
    const res = await t.post('/api/deal', { car_type_id: type.id, color_id: colour.id, payment_type: 'cash', trade_in: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(data<{ totals: { credit: null; first_payment: number } }>(res).totals).toMatchObject({ credit: null, first_payment: price });
    const [extra] = data<Accessory[]>(await t.get(`/api/accessories?car_model_id=${type.modelId}`));
    const car = await oldCar();
    const estimate = data<{ low: number }>(await t.post('/api/tradein/estimate', car));
    const withAll = data<{ body: object; totals: Record<string, any> }>(await t.post('/api/deal', { car_type_id: type.id, color_id: colour.id, payment_type: 'cash', trade_in: car, accessories: [extra.id] }));
    expect(withAll.totals).toMatchObject({
      first_payment: price + extra.price, first_payment_after_trade_in: Math.max(0, price + extra.price - estimate.low),
      purchase: { grand_total: price + extra.price, paid_apart: 0, financed: 0, to_pay: Math.max(0, price + extra.price - estimate.low) },
      accessories: { total: extra.price, dp: 0, cash: extra.price, in_totals: true },
    });
    // An accessory of another model, or none such: 422 on accessories, nothing stored.
    const other = (await t.database.db.select().from(accessories)).find((a) => !a.modelIds.includes(type.modelId));
    for (const id of [other?.id ?? 999_998, 999_999]) {
      const bad = await t.post('/api/deal', { car_type_id: type.id, color_id: colour.id, payment_type: 'cash', trade_in: null, accessories: [id] });
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().errors.accessories[0]).toMatch(/Aksesori tidak (ditemukan|cocok)/);
    }
    // A sheet stored before accessories counted still answers, with its figures as offered.
    const old = withAll.totals;
    const legacy = { ...old, accessories: { ids: [extra.id], in_totals: false }, purchase: undefined, first_payment: price, first_payment_after_trade_in: Math.max(0, price - estimate.low) };
    const [stored] = await t.database.db.insert(deals).values({ id: 'lamaLama1234', body: withAll.body as never, totals: legacy as never }).returning();
    const read = data<{ totals: Record<string, any> }>(await t.get(`/api/deal/${stored.id}`));
    expect(read.totals.accessories).toEqual({ ids: [extra.id], lines: [], total: 0, dp: 0, cash: 0, in_totals: false });
    expect(read.totals.purchase).toMatchObject({ grand_total: price, to_pay: Math.max(0, price - estimate.low) });
    expect((await t.get('/api/deal/tidakada1234')).statusCode).toBe(404);
    expect((await t.get('/api/deal/%27%3B--')).statusCode).toBe(404);
  });
  it('refuses bad choices field by field (422, Indonesian), storing nothing', async () => {
    const { type, colour } = await aType();
    const [otherColour] = await t.database.db.select().from(carColors).where(eq(carColors.modelId, type.modelId + 1)).limit(1);
    const before = (await t.database.db.select().from(deals)).length;
    const base = { car_type_id: type.id, color_id: colour.id, payment_type: 'kredit', tenor: 36, uang_muka: 1 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tenor: undefined }, 'tenor'], [{ uang_muka: undefined }, 'uang_muka'], [{}, 'uang_muka'],
      [{ color_id: otherColour?.id ?? 999_999 }, 'color_id'], [{ car_type_id: 'x' }, 'car_type_id'],
      [{ trade_in: { brand_id: 1, brand_model_id: 1, brand_year: 2019, km: -1, condition: 'baik' } }, 'trade_in.km'],
      [{ trade_in: 'mobil lama' }, 'trade_in'], [{ accessories: ['kaca film'] }, 'accessories'], [{ payment_type: 'cicil' }, 'payment_type'],
    ];
    for (const [change, field] of cases) {
      const res = await t.post('/api/deal', { ...base, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]?.[0], `${JSON.stringify(change)} ${res.body}`).toBeTruthy();
    }
    expect((await t.database.db.select().from(deals)).length).toBe(before);
  });
});

describe('trade-in submission with the instant estimate', () => {
  it('keeps the estimate the server computes again with the submission; staff see it in the record', async () => {
    const { tradeInBody } = await import('./form-fixtures');
    const { staffToken, record } = await import('./staff-fixtures');
    const body = { ...(await tradeInBody(t.database.db, 'estimasi.tukar@example.com')), km: '95000', condition: 'baik' };
    const res = await t.post('/api/tradein', body);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const [kept] = await t.database.db.select().from(tradeInEstimates).where(eq(tradeInEstimates.tradeInId, id));
    const region = String(body.province) === '34' ? 'diy' : 'jateng';
    const fresh = data<{ low: number; high: number; name: string }>(await t.post('/api/tradein/estimate', {
      brand_id: body.brand, brand_model_id: body.brand_model, brand_year: body.brand_year, km: 95_000, condition: 'baik', region,
    }));
    expect(kept.estimate).toEqual(fresh);
    expect(kept.km).toBe(95_000);
    const view = await record(t, await staffToken(t, 'admin'), 'tradein', id);
    const fields = JSON.stringify(view);
    expect(fields).toContain('Perkiraan Instan');
    expect(fields).toContain(formatRupiah(fresh.low));
  });
  it('a submission without km and condition stores no estimate and still succeeds; a bad km is 422', async () => {
    const { tradeInBody } = await import('./form-fixtures');
    const body = await tradeInBody(t.database.db, 'tanpa.estimasi@example.com');
    const res = await t.post('/api/tradein', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(tradeInEstimates).where(eq(tradeInEstimates.tradeInId, res.json().data.id))).toEqual([]);
    const bad = await t.post('/api/tradein', { ...body, email: 'km.salah@example.com', km: -3, condition: 'baik' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.km[0]).toMatch(/kilometer/);
  });
});
