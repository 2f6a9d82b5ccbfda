/** "Cars and choices": credit simulation and comparison of two car types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarType, CompareResult, CreditSimulationResult } from '../../domain/api';
import { monthlyInstalment } from '../../domain/credit';
import { compareTypes } from '../../domain/compare';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;

/** The model id and a type of it, by model seo and type name. */
async function car(seo: string, typeName: string): Promise<{ modelId: number; type: CarType }> {
  const types: CarType[] = data(await t.post('/api/cartypedetail', { seo }));
  const detail = data<{ car_model_id: number }>(await t.post('/api/cardetail', { car_seo: seo }));
  return { modelId: detail.car_model_id, type: types.find((x) => x.car_type_name === typeName)! };
}

async function simulate(seo: string, typeName: string, uangMuka: number | string, tenor: number | string) {
  const { modelId, type } = await car(seo, typeName);
  return t.post('/api/creditsimulation', {
    car_model_id: modelId, car_model_transmission: type.car_transmission, car_model_type: type.car_type_id, uang_muka: uangMuka, tenor,
  });
}

describe('POST /api/creditsimulation', () => {
  it('computes the flat-rate instalment for Agya 1.2 G MT at 30% over 12 months', async () => {
    const res = await simulate('agya', '1.2 G MT', 54_270_000, 12);
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ car_type_name: '1.2 G MT', price_otr: 180_900_000, angsuran: 10_870_000, tenor: 12, uang_muka: 54_270_000 });
    expect(monthlyInstalment(180_900_000, 54_270_000, 12)).toBe(10_870_000);
  });

  it('matches the domain formula on every tenor, rounded up to a multiple of Rp 1.000', async () => {
    for (const tenor of [12, 24, 36, 48, 60]) {
      const result: CreditSimulationResult = data(await simulate('innova-zenix', '2.0 G HV', 200_000_000, tenor));
      expect(result.angsuran, String(tenor)).toBe(monthlyInstalment(473_400_000, 200_000_000, tenor));
      expect(result.angsuran % 1000).toBe(0);
    }
  });

  it('computes on the discount price and returns it as price_otr for the new range', async () => {
    const res = await simulate('agya', '1.2 GR Sport CVT', 76_500_000, 60);
    const result: CreditSimulationResult = data(res);
    expect(result.price_otr).toBe(255_000_000);
    expect(result.angsuran).toBe(monthlyInstalment(255_000_000, 76_500_000, 60));
  });

  it('accepts the numbers as strings, as form posts send them', async () => {
    expect((await simulate('agya', '1.2 G MT', '90450000', '36')).statusCode).toBe(200);
  });

  it('refuses a down payment outside 30-80% with the allowed range', async () => {
    for (const dp of [54_000_000, 145_000_000]) {
      const res = await simulate('agya', '1.2 G MT', dp, 12);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.uang_muka).toEqual(['Uang muka harus antara Rp 54.270.000 dan Rp 144.720.000']);
    }
  });

  it("refuses a down payment of 0 with the spec's message (CreditSimulationDto)", async () => {
    const res = await simulate('agya', '1.2 G MT', 0, 12);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Periksa Kembali Semua Form', errors: { uang_muka: ['*Masukkan Uang Muka!.'] } });
  });

  it('refuses a tenor that is not 12, 24, 36, 48 or 60', async () => {
    const res = await simulate('agya', '1.2 G MT', 54_270_000, 18);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('tenor');
  });

  it('refuses a type of another model or of the other transmission', async () => {
    const agya = await car('agya', '1.2 G CVT');
    const avanza = await car('avanza', '1.3 E MT');
    const otherModel = await t.post('/api/creditsimulation', { car_model_id: agya.modelId, car_model_transmission: 'MT', car_model_type: avanza.type.car_type_id, uang_muka: 80_000_000, tenor: 12 });
    expect(otherModel.statusCode).toBe(422);
    expect(otherModel.json().errors.car_model_type).toEqual(['Tipe Mobil tidak ditemukan']);
    const otherGearbox = await t.post('/api/creditsimulation', { car_model_id: agya.modelId, car_model_transmission: 'MT', car_model_type: agya.type.car_type_id, uang_muka: 60_000_000, tenor: 12 });
    expect(otherGearbox.json().errors.car_model_type).toEqual(['Tipe Mobil tidak ditemukan']);
  });

  it('answers 422 per missing field, and for wrong types', async () => {
    const res = await t.post('/api/creditsimulation', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['car_model_id', 'car_model_transmission', 'car_model_type', 'tenor', 'uang_muka']);
    const wrong = await t.post('/api/creditsimulation', { car_model_id: 'x', car_model_transmission: 'AT', car_model_type: 99_999_999_999, uang_muka: 'banyak', tenor: 12 });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['car_model_id', 'car_model_type', 'uang_muka']);
    expect(wrong.json().errors).toEqual({ car_model_id: ['*Pilih Model Mobil!.'], car_model_type: ['*Pilih Tipe Mobil!.'], uang_muka: ['*Masukkan Uang Muka!.'] });
  });
});

const row = (rows: CompareResult['dimensi'], title: string) => rows.find((r) => r.title === title);

describe('POST /api/compare', () => {
  it('equals the comparison a device builds offline from the saved catalogue answers (same rule)', async () => {
    const pairs: Array<[[string, string], [string, string]]> = [[['avanza', '1.5 G CVT'], ['rush', '1.5 G AT']], [['innova-zenix', '2.0 G CVT'], ['innova-zenix', '2.0 G HV']]];
    for (const [x, y] of pairs) {
      const [a, b] = [await car(...x), await car(...y)];
      const side = async (seo: string, type: CarType) => ({
        modelName: data<{ car_model_name: string }>(await t.post('/api/cardetail', { car_seo: seo })).car_model_name,
        typeName: type.car_type_name, image: type.image, price: type.price, spec: type.spesification,
      });
      const offline = compareTypes(await side(x[0], a.type), await side(y[0], b.type));
      expect(data(await t.post('/api/compare', { car_type_1: a.type.car_type_id, car_type_2: b.type.car_type_id }))).toEqual(offline);
    }
  });

  it('compares two types of one model (detail page) with images, prices and spec groups', async () => {
    const a = await car('veloz', '1.5 MT');
    const b = await car('veloz', '1.5 Q CVT TSS');
    const res = await t.post('/api/compare', { car_model: a.modelId, car_type_1: a.type.car_type_id, car_type_2: b.type.car_type_id });
    expect(res.statusCode).toBe(200);
    const c: CompareResult = data(res);
    expect(c.car).toMatchObject({ car_type_name_1: 'Veloz 1.5 MT', car_type_name_2: 'Veloz 1.5 Q CVT TSS', price_1: 297_200_000, price_2: 335_000_000, image_1: a.type.image, image_2: b.type.image });
    expect(row(c.dimensi, 'Panjang')).toEqual({ title: 'Panjang', value_1: '4.475 mm', value_2: '4.475 mm' });
    expect(row(c.chassis, 'Transmisi')).toEqual({ title: 'Transmisi', value_1: 'Manual 5 Percepatan', value_2: 'CVT dengan 7 Mode Sequential' });
    expect(c.mesin.length).toBeGreaterThan(4);
  });

  it('compares across models (Compare Car) and shows the drive train difference', async () => {
    const a = await car('avanza', '1.5 G CVT');
    const b = await car('rush', '1.5 G AT');
    const c: CompareResult = data(await t.post('/api/compare', { car_type_1: String(a.type.car_type_id), car_type_2: b.type.car_type_id }));
    expect(row(c.chassis, 'Penggerak')).toEqual({ title: 'Penggerak', value_1: 'Roda Depan (FWD)', value_2: 'Roda Belakang (RWD)' });
    expect(row(c.dimensi, 'Jarak Terendah ke Tanah')).toEqual({ title: 'Jarak Terendah ke Tanah', value_1: '205 mm', value_2: '220 mm' });
  });

  it('shows a dash where only one side has a row (the hybrid motor)', async () => {
    const a = await car('innova-zenix', '2.0 G CVT');
    const b = await car('innova-zenix', '2.0 G HV');
    const c: CompareResult = data(await t.post('/api/compare', { car_type_1: a.type.car_type_id, car_type_2: b.type.car_type_id }));
    expect(row(c.mesin, 'Motor Listrik')).toEqual({ title: 'Motor Listrik', value_1: '-', value_2: '113 PS / 206 Nm' });
  });

  it('takes car_model as information only: the two type ids decide', async () => {
    const a = await car('veloz', '1.5 MT');
    const b = await car('avanza', '1.3 E MT');
    const res = await t.post('/api/compare', { car_model: a.modelId, car_type_1: a.type.car_type_id, car_type_2: b.type.car_type_id });
    expect(res.statusCode).toBe(200);
    expect(data<CompareResult>(res).car).toMatchObject({ car_type_name_1: 'Veloz 1.5 MT', car_type_name_2: 'Avanza 1.3 E MT', price_2: 243_000_000 });
  });

  it('refuses unknown, missing and non-numeric types with 422 per side', async () => {
    const a = await car('veloz', '1.5 MT');
    const unknown = await t.post('/api/compare', { car_type_1: 99_999, car_type_2: a.type.car_type_id });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ car_type_1: ['Tipe Mobil tidak ditemukan'] });
    const missing = await t.post('/api/compare', { car_type_1: a.type.car_type_id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('car_type_2');
    const bad = await t.post('/api/compare', { car_type_1: 'satu', car_type_2: -3 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['car_type_1', 'car_type_2']);
  });
});
