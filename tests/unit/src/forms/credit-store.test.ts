import { describe, expect, it, vi } from 'vitest';
import type { CarType } from '../../../../domain/api';
import { downPaymentRange } from '../../../../domain/credit';
import { ApiError } from '../../../../src/data/api-client';
import { CreditSimulationStore, type CalculateDeps } from '../../../../src/features/forms/credit-simulation/credit-store';

const TYPE = { car_type_id: 9, car_type_name: '1.3 E CVT', car_transmission: 'AT', price_otr: 258_000_000, price_disc: 250_000_000, price: 250_000_000 } as CarType;

function chosen() {
  const store = new CreditSimulationStore();
  store.form.choose('car_category', 2, 'MPV');
  store.form.choose('car_model', 5, 'Avanza');
  store.chooseType(TYPE);
  return store;
}

function deps(overrides: Partial<CalculateDeps> = {}): CalculateDeps {
  return {
    simulate: vi.fn(async (r) => ({ car_type_name: TYPE.car_type_name, price_otr: 250_000_000, angsuran: 15_625_000, tenor: r.tenor, uang_muka: r.uang_muka })),
    estimate: vi.fn(async () => ({ price: 250_000_000, angsuran: 15_600_000 })),
    onError: vi.fn(),
    ...overrides,
  };
}

describe('credit simulation', () => {
  it('starts with transmission AT, tenor 12, down payment 0 and HITUNG disabled', () => {
    const store = new CreditSimulationStore();
    expect(store.form.values).toMatchObject({ car_transmission: 'AT', tenor: 12, uang_muka: 0 });
    expect(store.canCalculate).toBe(false);
  });

  it('choosing a type sets the range from its effective price, the down payment to the minimum and the tenor to 12', () => {
    const store = new CreditSimulationStore();
    store.form.fill({ car_category: 2, car_model: 5, tenor: 36 });
    store.chooseType(TYPE);
    expect(store.range).toEqual(downPaymentRange(250_000_000));
    expect(store.downPayment).toBe(75_000_000);
    expect(store.tenor).toBe(12);
    expect(store.canCalculate).toBe(true);
  });

  it('disables HITUNG while down payment is 0', () => {
    const store = chosen();
    store.form.set('uang_muka', 0);
    expect(store.canCalculate).toBe(false);
  });

  it('choosing a category or model hides the result and resets the down payment and its range', async () => {
    for (const field of ['car_category', 'car_model'] as const) {
      const store = chosen();
      await store.calculate(deps());
      expect(store.result).not.toBeNull();
      store.form.choose(field, 7, 'Lain');
      store.parentChanged();
      expect(store.result).toBeNull();
      expect(store.range).toBeNull();
      expect(store.downPayment).toBe(0);
      expect(store.form.values.car_type).toBe('');
    }
  });

  it('keeps the down payment inside the range', () => {
    const store = chosen();
    store.setDownPayment(1);
    expect(store.downPayment).toBe(store.range!.min);
    store.setDownPayment(10_000_000_000);
    expect(store.downPayment).toBe(store.range!.max);
  });

  it('HITUNG shows the result and recomputes the range from the returned price_otr', async () => {
    const store = chosen();
    const d = deps({ simulate: vi.fn(async (r) => ({ car_type_name: 'x', price_otr: 200_000_000, angsuran: 1, tenor: r.tenor, uang_muka: r.uang_muka })) });
    await store.calculate(d);
    expect(d.simulate).toHaveBeenCalledWith({ car_model_id: 5, car_model_transmission: 'AT', car_model_type: 9, uang_muka: 75_000_000, tenor: 12 });
    expect(store.result?.angsuran).toBe(1);
    expect(store.range).toEqual(downPaymentRange(200_000_000));
    expect(store.isEstimate).toBe(false);
  });

  it('on failure shows the error and hides the result', async () => {
    const store = chosen();
    await store.calculate(deps());
    const d = deps({ simulate: vi.fn(async () => { throw new ApiError(500, 'Server Bermasalah'); }) });
    await store.calculate(d);
    expect(store.result).toBeNull();
    expect(d.onError).toHaveBeenCalledWith('Server Bermasalah');
  });

  it('offline shows the worker estimate, marked as an estimate', async () => {
    const store = chosen();
    const d = deps({ simulate: vi.fn(async () => { throw new ApiError(0, 'offline'); }) });
    await store.calculate(d);
    expect(d.estimate).toHaveBeenCalledWith(258_000_000, 250_000_000, 75_000_000, 12);
    expect(store.result).toMatchObject({ angsuran: 15_600_000, price_otr: 250_000_000, tenor: 12 });
    expect(store.isEstimate).toBe(true);
    expect(d.onError).not.toHaveBeenCalled();
  });

  it('sends the price and range with the instant-approval request', () => {
    const store = chosen();
    expect(store.payload).toMatchObject({ car_type: 9, car_type_name: '1.3 E CVT', car_type_price_otr: 258_000_000, uang_min: 75_000_000, uang_max: 200_000_000, tenor: 12 });
  });
});
