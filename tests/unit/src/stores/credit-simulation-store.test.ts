import 'fake-indexeddb/auto';
import { reaction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { CarDefault, CarType } from '../../../../domain/api';
import { TENORS } from '../../../../domain/constants';
import { checkedInstalment, DEFAULT_FLAT_RATES, downPaymentRange, normaliseDownPayment, ratesFromRows } from '../../../../domain/credit';
import { writeMirror } from '../../../../src/data/db';
import { CreditForm } from '../../../../src/features/forms/credit-simulation/credit-form';
import { estimateOffline } from '../../../../src/stores/credit/credit-api';
import { CreditSimulationStore } from '../../../../src/stores/credit/credit-simulation-store';
import { makeStore, settle } from '../order-fixtures';

const DEFAULT: CarDefault = {
  car_category_id: 2, car_category_name: 'MPV', car_model_id: 3, car_model_name: 'Avanza', car_type_id: 9,
  car_type_name: '1.3 E CVT', car_transmission: 'AT', car_type_price_otr: 258_000_000, car_type_price_credit: 258_000_000,
  uang_min: 77_400_000, uang_max: 206_400_000,
};
const spec = { dimensi: [], mesin: [], spesifikasi: [] };
const MT_TYPE: CarType = { car_type_id: 8, car_type_name: '1.3 E MT', car_transmission: 'MT', price_otr: 243_000_000, price_disc: 0, price: 243_000_000, image: '', spesification: spec };
const DISCOUNTED: CarType = { car_type_id: 10, car_type_name: '1.5 G MT', car_transmission: 'MT', price_otr: 266_000_000, price_disc: 260_000_000, price: 260_000_000, image: '', spesification: spec };

const detail = () => {
  const store = new CreditSimulationStore({ tenor: 60 });
  store.startFrom(DEFAULT);
  return store;
};

describe('the down-payment rule (domain)', () => {
  it('snaps to the nearest 10 % step from the minimum and clamps to 30-80 %', () => {
    expect(normaliseDownPayment(100_000_000, 1)).toBe(30_000_000);
    expect(normaliseDownPayment(100_000_000, 44_000_000)).toBe(40_000_000);
    expect(normaliseDownPayment(100_000_000, 46_000_000)).toBe(50_000_000);
    expect(normaliseDownPayment(100_000_000, 999_000_000)).toBe(80_000_000);
    expect(normaliseDownPayment(0, 50_000_000)).toBe(0);
  });

  it('gives the offline estimate the server check: a refusal outside 30-80 % and an unknown tenor', () => {
    expect(checkedInstalment(100_000_000, 20_000_000, 12, DEFAULT_FLAT_RATES)).toMatchObject({ ok: false, field: 'uang_muka' });
    expect(checkedInstalment(100_000_000, 30_000_000, 18, DEFAULT_FLAT_RATES)).toMatchObject({ ok: false, field: 'tenor' });
    expect(checkedInstalment(100_000_000, 30_000_000, 12, DEFAULT_FLAT_RATES)).toMatchObject({ ok: true, angsuran: 6_009_000 });
  });
});

describe('detail-page credit simulation', () => {
  it('starts from the car default with the minimum down payment and a 60-month tenor', () => {
    const s = detail();
    expect(s).toMatchObject({ modelId: 3, transmission: 'AT', uangMuka: 77_400_000, tenor: 60 });
    expect(s.range).toEqual({ min: 77_400_000, max: 206_400_000, step: 25_800_000 });
    expect(s.request).toEqual({ car_model_id: 3, car_model_transmission: 'AT', car_model_type: 9, uang_muka: 77_400_000, tenor: 60 });
  });

  it('changing transmission clears the type, its prices and the down-payment bounds', () => {
    const s = detail();
    s.setTransmission('MT');
    expect(s).toMatchObject({ transmission: 'MT', type: null, price: 0, range: null, uangMuka: 0, modelId: 3, tenor: 60 });
  });

  it('choosing a type sets the down payment to its minimum, on the discount price when there is one', () => {
    const s = detail();
    s.setTransmission('MT');
    s.chooseType(MT_TYPE);
    expect(s).toMatchObject({ price: 243_000_000, uangMuka: 72_900_000 });
    s.setDownPayment(200_000_000);
    s.chooseType(DISCOUNTED);
    expect(s).toMatchObject({ price: 260_000_000, uangMuka: 78_000_000 });
    expect(s.range).toEqual({ min: 78_000_000, max: 208_000_000, step: 26_000_000 });
  });

  it('refuses a type of another transmission; a type card picks its transmission first', () => {
    const s = detail();
    s.chooseType(MT_TYPE);
    expect(s.type?.car_type_id).toBe(9);
    s.chooseTypeCard(MT_TYPE);
    expect(s).toMatchObject({ transmission: 'MT', uangMuka: 72_900_000 });
    expect(s.type?.car_type_id).toBe(8);
  });

  it("accepts only the spec's tenors", () => {
    const s = detail();
    s.setTenor(36);
    expect(s.tenor).toBe(36);
    s.setTenor(30);
    expect(s.tenor).toBe(36);
  });

  it('is invalid (TEST DRIVE and BUY A CAR disabled) until model, transmission, type, down payment and tenor are set', () => {
    const empty = new CreditSimulationStore({ tenor: 60 });
    empty.setModel(3);
    expect(empty.isValid).toBe(false);
    const s = detail();
    expect(s.isValid).toBe(true);
    s.setTransmission('MT');
    expect(s.isValid).toBe(false);
    expect(s.request).toBeNull();
    s.chooseType(MT_TYPE);
    expect(s.isValid).toBe(true);
  });

  it('recalculates by itself on every change, the newest request winning', async () => {
    const simulate = vi.fn(async (r: { uang_muka: number }) => ({ angsuran: r.uang_muka / 100 }));
    const s = new CreditSimulationStore({ tenor: 60, api: () => ({ simulate, estimate: vi.fn() }) });
    const stop = s.autoCalculate(0);
    s.startFrom(DEFAULT);
    s.setDownPayment(110_000_000);
    await settle();
    expect(s.uangMuka).toBe(103_200_000);
    expect(s.result?.angsuran).toBe(1_032_000);
    expect(s.isLoading).toBe(false);
    stop();
  });

  it('previews the instalment with the page\'s rates; the server confirms it with no loading state and no new result', async () => {
    const rates = ratesFromRows([{ tenor: 60, flat_rate: 6.3 }]);
    const expected = checkedInstalment(258_000_000, 77_400_000, 60, rates);
    if (!expected.ok) throw new Error('kernel refused');
    let answer = expected.angsuran;
    const simulate = vi.fn(async () => ({ car_type_name: '1.3 E CVT', price_otr: 258_000_000, angsuran: answer, tenor: 60, uang_muka: 77_400_000 }));
    const s = new CreditSimulationStore({ tenor: 60, api: () => ({ simulate, estimate: vi.fn() }) });
    s.startFrom(DEFAULT);
    s.preview(rates);
    expect(s.result).toEqual({ car_type_name: '1.3 E CVT', price_otr: 258_000_000, angsuran: expected.angsuran, tenor: 60, uang_muka: 77_400_000 });
    expect(s.isEstimate).toBe(false);
    const previewed = s.result;
    const loading: boolean[] = [];
    const stopWatching = reaction(() => s.isLoading, (v) => loading.push(v));
    const stop = s.autoCalculate(0);
    await settle();
    // Asked all the same (the server's answer is the authority; a member's simulation is a lead), shown as it was.
    expect(simulate).toHaveBeenCalledTimes(1);
    expect(s.result).toBe(previewed);
    expect(loading).toEqual([]);
    // The server answers otherwise (rates changed since the page's were read): its answer shows.
    const other = new CreditSimulationStore({ tenor: 60, api: () => ({ simulate, estimate: vi.fn() }) });
    other.startFrom(DEFAULT);
    other.preview(rates);
    answer = expected.angsuran + 1000;
    const stopOther = other.autoCalculate(0);
    await settle();
    expect(other.result?.angsuran).toBe(expected.angsuran + 1000);
    // A change after the preview is a new request: the loading state shows as usual.
    s.setTenor(36);
    expect(s.result).toBeNull();
    await settle();
    expect(loading).toEqual([true, false]);
    stop();
    stopOther();
    stopWatching();
  });
});

describe('a change with the page\'s rates at hand (car detail, issue 35.3)', () => {
  it('shows the kernel\'s instalment at once, with no loading state, and the server\'s same answer changes nothing', async () => {
    const rates = ratesFromRows([{ tenor: 36, flat_rate: 4.8 }, { tenor: 60, flat_rate: 6.3 }]);
    const simulate = vi.fn(async (r: { uang_muka: number; tenor: number }) => {
      const check = checkedInstalment(258_000_000, r.uang_muka, r.tenor, rates);
      return { car_type_name: '1.3 E CVT', price_otr: 258_000_000, angsuran: check.ok ? check.angsuran : 0, tenor: r.tenor, uang_muka: r.uang_muka };
    });
    const s = new CreditSimulationStore({ tenor: 60, api: () => ({ simulate, estimate: vi.fn() }) });
    s.startFrom(DEFAULT);
    const stop = s.autoCalculate(0, undefined, () => rates);
    await settle();
    const loading: boolean[] = [];
    const stopWatching = reaction(() => s.isLoading, (v) => loading.push(v));
    s.setTenor(36);
    const expected = checkedInstalment(258_000_000, 77_400_000, 36, rates);
    if (!expected.ok) throw new Error('kernel refused');
    // In the same change: the new instalment, not a skeleton.
    expect(s.result).toEqual({ car_type_name: '1.3 E CVT', price_otr: 258_000_000, angsuran: expected.angsuran, tenor: 36, uang_muka: 77_400_000 });
    const shown = s.result;
    await settle();
    expect(simulate).toHaveBeenLastCalledWith(expect.objectContaining({ tenor: 36 }), expect.anything());
    expect(s.result).toBe(shown);
    expect(loading).toEqual([]);
    stop();
    stopWatching();
  });
});

describe('the three screens share one rule', () => {
  it('car detail, the credit form and the order wizard give the same range, the same snapped down payment and the same request', async () => {
    const avanza: CarType = { ...MT_TYPE, car_type_id: 31, car_transmission: 'AT', price_otr: 266_000_000, price_disc: 0, price: 266_000_000 };
    const car = new CreditSimulationStore({ tenor: 12 });
    car.setModel(5);
    car.chooseTypeCard(avanza);
    const form = new CreditForm();
    form.form.choose('car_model', 5, 'Avanza');
    form.parentChanged();
    form.chooseType(avanza);
    const { store: order } = makeStore();
    order.setPaymentType('kredit');
    order.setModel(5, 'Avanza');
    await settle();
    order.chooseType(avanza);
    const screens = [car, form.credit, order.credit];
    for (const typed of [1, 95_000_000, 120_000_000, 500_000_000]) {
      screens.forEach((s) => s.setDownPayment(typed));
      const expected = normaliseDownPayment(266_000_000, typed);
      expect(screens.map((s) => s.uangMuka), String(typed)).toEqual([expected, expected, expected]);
      expect(new Set(screens.map((s) => JSON.stringify(s.request))).size).toBe(1);
      expect(screens.map((s) => s.range)).toEqual([downPaymentRange(266_000_000), downPaymentRange(266_000_000), downPaymentRange(266_000_000)]);
    }
    expect(order.body).toMatchObject({ uang_muka: normaliseDownPayment(266_000_000, 500_000_000), uang_min: 79_800_000, uang_max: 212_800_000 });
  });
});

describe('offline estimate', () => {
  it("computes with the dealer's mirrored rates, the server's own check, for every tenor", async () => {
    const rows = [{ tenor: 12, flat_rate: 2.5 }, { tenor: 24, flat_rate: 3.25 }, { tenor: 36, flat_rate: 4.1 }, { tenor: 48, flat_rate: 5.75 }, { tenor: 60, flat_rate: 7.2 }];
    await writeMirror({ key: 'creditrates', data: rows, fetchedAt: Date.now() });
    const price = { price_otr: 266_000_000, price_disc: 0 };
    for (const tenor of TENORS) {
      const offline = await estimateOffline(price, 106_400_000, tenor);
      const server = checkedInstalment(266_000_000, 106_400_000, tenor, ratesFromRows(rows));
      expect(offline, String(tenor)).toBe(server.ok ? server.angsuran : -1);
      const fallback = checkedInstalment(266_000_000, 106_400_000, tenor, DEFAULT_FLAT_RATES);
      expect(offline).not.toBe(fallback.ok ? fallback.angsuran : -1);
    }
    expect(await estimateOffline(price, 10_000_000, 12)).toBeNull();
  });
});
