/** GET creditrates, and the offline estimate (domain + mirrored rates) agreeing with the server for every tenor. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarType, CreditSimulationResult } from '../../domain/api';
import { TENORS } from '../../domain/constants';
import { checkedInstalment, DEFAULT_FLAT_RATES, downPaymentRange, effectivePrice, normaliseDownPayment, ratesFromRows, type CreditRateRow } from '../../domain/credit';
import { creditRates } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;

describe('GET /api/creditrates', () => {
  it('answers the stored flat rate of every tenor', async () => {
    const res = await t.get('/api/creditrates');
    expect(res.statusCode).toBe(200);
    expect(data<CreditRateRow[]>(res)).toEqual(TENORS.map((tenor) => ({ tenor, flat_rate: DEFAULT_FLAT_RATES[tenor] })));
  });

  it('needs the API key like every call', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/creditrates' })).statusCode).toBe(401);
  });

  it("gives the offline estimate the server's answer for every tenor, with the dealer's own rates", async () => {
    // The dealer changed its rates: an estimate on the built-in defaults would now be wrong.
    await t.database.db.delete(creditRates);
    await t.database.db.insert(creditRates).values([
      { tenor: 12, flatRate: 2.5 }, { tenor: 24, flatRate: 3.25 }, { tenor: 36, flatRate: 4.1 }, { tenor: 48, flatRate: 5.75 }, { tenor: 60, flatRate: 7.2 },
    ]);
    // Written past the content API, so the cached reads are emptied as its writes do.
    await t.app.readCache.invalidate();
    const rates = ratesFromRows(data<CreditRateRow[]>(await t.get('/api/creditrates')));
    expect(rates).not.toEqual(DEFAULT_FLAT_RATES);
    const types: CarType[] = data(await t.post('/api/cartypedetail', { seo: 'veloz' }));
    const { car_model_id: modelId } = data<{ car_model_id: number }>(await t.post('/api/cardetail', { car_seo: 'veloz' }));
    for (const type of types.slice(0, 3)) {
      const price = effectivePrice(type.price_otr, type.price_disc);
      const dp = normaliseDownPayment(price, downPaymentRange(price).min + 2 * downPaymentRange(price).step);
      for (const tenor of TENORS) {
        const server: CreditSimulationResult = data(await t.post('/api/creditsimulation', {
          car_model_id: modelId, car_model_transmission: type.car_transmission, car_model_type: type.car_type_id, uang_muka: dp, tenor,
        }));
        const offline = checkedInstalment(price, dp, tenor, rates);
        expect(offline.ok && offline.angsuran, `${type.car_type_name} ${tenor}`).toBe(server.angsuran);
        expect(offline.ok && offline.price).toBe(server.price_otr);
      }
    }
  });
});
