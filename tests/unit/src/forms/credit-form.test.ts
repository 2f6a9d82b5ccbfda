import { describe, expect, it, vi } from 'vitest';
import type { CarType } from '../../../../domain/api';
import { downPaymentRange } from '../../../../domain/credit';
import { ApiError } from '../../../../src/data/api-client';
import { CreditForm } from '../../../../src/features/forms/credit-simulation/credit-form';
import type { CreditApi } from '../../../../src/stores/credit/credit-api';

const TYPE = { car_type_id: 9, car_type_name: '1.3 E CVT', car_transmission: 'AT', price_otr: 258_000_000, price_disc: 250_000_000, price: 250_000_000 } as CarType;

function fakeApi(overrides: Partial<CreditApi> = {}): CreditApi & { simulate: ReturnType<typeof vi.fn>; estimate: ReturnType<typeof vi.fn> } {
  return {
    simulate: vi.fn(async (r: { tenor: number; uang_muka: number }) => ({ car_type_name: TYPE.car_type_name, price_otr: 250_000_000, angsuran: 15_625_000, tenor: r.tenor, uang_muka: r.uang_muka })),
    estimate: vi.fn(async () => 15_600_000),
    ...overrides,
  } as never;
}

function chosen(api: CreditApi = fakeApi(), onError = vi.fn()) {
  const store = new CreditForm({ api: () => api, onError });
  store.form.choose('car_category', 2, 'MPV');
  store.form.choose('car_model', 5, 'Avanza');
  store.parentChanged();
  store.chooseType(TYPE);
  return store;
}

describe('credit simulation screen', () => {
  it('starts with transmission AT, tenor 12, down payment 0 and HITUNG disabled', () => {
    const store = new CreditForm();
    expect(store.form.values).toMatchObject({ car_transmission: 'AT' });
    expect(store.form.input).toMatchObject({ tenor: 12, uang_muka: 0 });
    expect(store.credit.isValid).toBe(false);
  });

  it('choosing a type sets the range from its effective price, the down payment to the minimum and the tenor to 12', () => {
    const store = chosen();
    store.credit.setTenor(36);
    store.chooseType(TYPE);
    expect(store.credit.range).toEqual(downPaymentRange(250_000_000));
    expect(store.credit.uangMuka).toBe(75_000_000);
    expect(store.credit.tenor).toBe(12);
    expect(store.credit.isValid).toBe(true);
  });

  it('disables HITUNG while down payment is 0', () => {
    const store = chosen();
    store.credit.clearType();
    expect(store.credit.uangMuka).toBe(0);
    expect(store.credit.isValid).toBe(false);
  });

  it('choosing a category or model hides the result and resets the down payment and its range', async () => {
    for (const field of ['car_category', 'car_model'] as const) {
      const store = chosen();
      await store.credit.calculate();
      expect(store.credit.result).not.toBeNull();
      store.form.choose(field, 7, 'Lain');
      store.parentChanged();
      expect(store.credit.result).toBeNull();
      expect(store.credit.range).toBeNull();
      expect(store.credit.uangMuka).toBe(0);
      expect(store.form.values.car_type).toBe('');
    }
  });

  it('keeps the down payment inside the range', () => {
    const store = chosen();
    store.credit.setDownPayment(1);
    expect(store.credit.uangMuka).toBe(store.credit.range!.min);
    store.credit.setDownPayment(10_000_000_000);
    expect(store.credit.uangMuka).toBe(store.credit.range!.max);
  });

  it('HITUNG shows the result and recomputes the range from the returned price_otr', async () => {
    const api = fakeApi({ simulate: vi.fn(async (r) => ({ car_type_name: 'x', price_otr: 200_000_000, angsuran: 1, tenor: r.tenor, uang_muka: r.uang_muka })) });
    const store = chosen(api);
    await store.credit.calculate();
    expect(api.simulate).toHaveBeenCalledWith({ car_model_id: 5, car_model_transmission: 'AT', car_model_type: 9, uang_muka: 75_000_000, tenor: 12 }, expect.any(AbortSignal));
    expect(store.credit.result?.angsuran).toBe(1);
    expect(store.credit.range).toEqual(downPaymentRange(200_000_000));
    expect(store.credit.isEstimate).toBe(false);
  });

  it('on failure shows the error and hides the result', async () => {
    const onError = vi.fn();
    const api = fakeApi();
    const store = chosen(api, onError);
    await store.credit.calculate();
    api.simulate.mockRejectedValueOnce(new ApiError(500, 'Server Bermasalah'));
    await store.credit.calculate();
    expect(store.credit.result).toBeNull();
    expect(onError).toHaveBeenCalledWith('Server Bermasalah');
  });

  it('offline shows the estimate, marked as an estimate', async () => {
    const onError = vi.fn();
    const api = fakeApi({ simulate: vi.fn(async () => { throw new ApiError(0, 'offline'); }) });
    const store = chosen(api, onError);
    await store.credit.calculate();
    expect(api.estimate).toHaveBeenCalledWith(expect.objectContaining({ price_otr: 258_000_000, price_disc: 250_000_000 }), 75_000_000, 12);
    expect(store.credit.result).toMatchObject({ angsuran: 15_600_000, price_otr: 250_000_000, tenor: 12 });
    expect(store.credit.isEstimate).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends the price and range with the instant-approval request', () => {
    const store = chosen();
    expect(store.payload).toMatchObject({ car_type: 9, car_type_name: '1.3 E CVT', car_type_price_otr: 258_000_000, uang_min: 75_000_000, uang_max: 200_000_000, tenor: 12, uang_muka: 75_000_000 });
  });

  it('puts back the car, down payment and tenor of a stored submission', () => {
    const store = new CreditForm();
    store.restore({ car_model: 5, car_transmission: 'AT', car_type: 9, car_type_name: '1.3 E CVT', car_type_price_otr: 258_000_000, car_type_price_disc: 250_000_000, uang_muka: 100_000_000, tenor: 36 });
    expect(store.credit.range).toEqual(downPaymentRange(250_000_000));
    expect(store.form.input).toMatchObject({ uang_muka: 100_000_000, tenor: 36 });
  });
});
