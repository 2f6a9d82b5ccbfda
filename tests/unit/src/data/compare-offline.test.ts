// Without a connection, Compare Car answers from the saved catalogue (the types of a model with
// their specifications and the model names) by the server's own rule; with nothing saved it fails
// as a network error.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarDetail, CarType } from '../../../../domain/api';
import { db } from '../../../../src/data/database';
import { compareCars } from '../../../../src/data/repositories/compare';

const spec = (cc: string) => ({ dimensi: [{ title: 'Panjang', value: '4.395 mm' }], mesin: [{ title: 'Isi Silinder', value: cc }], spesifikasi: [] });
const type = (id: number, name: string, price: number, cc: string): CarType => ({
  car_type_id: id, car_type_name: name, car_transmission: 'AT', price_otr: price, price_disc: 0, price, image: `/media/t${id}.webp`, spesification: spec(cc),
});

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
  await db.responses.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('compareCars offline', () => {
  it('builds the comparison from saved types and model names', async () => {
    await db.responses.bulkPut([
      { key: 'comparison/type:7:AT', data: [type(70, '1.5 G CVT', 280_000_000, '1.496 cc')], fetchedAt: 1 },
      { key: 'carmodel:2', data: [{ car_model_id: 7, car_mode_name: 'Avanza', car_seo: 'avanza' }], fetchedAt: 1 },
      { key: 'cartypedetail:rush', data: [type(81, '1.5 G AT', 300_000_000, '1.496 cc (R)')], fetchedAt: 1 },
      { key: 'cardetail:rush', data: { car_model_id: 8, car_model_seo: 'rush', car_model_name: 'Rush' } as CarDetail, fetchedAt: 1 },
    ]);
    const result = await compareCars({ car_type_1: 70, car_type_2: 81 });
    expect(result.car).toEqual({
      image_1: '/media/t70.webp', image_2: '/media/t81.webp', price_1: 280_000_000, price_2: 300_000_000,
      car_type_name_1: 'Avanza 1.5 G CVT', car_type_name_2: 'Rush 1.5 G AT',
    });
    expect(result.mesin).toEqual([{ title: 'Isi Silinder', value_1: '1.496 cc', value_2: '1.496 cc (R)' }]);
    expect(result.chassis).toEqual([]);
  });

  it('fails as a network error when a type was never saved', async () => {
    await db.responses.put({ key: 'comparison/type:7:AT', data: [type(70, '1.5 G CVT', 280_000_000, '1.496 cc')], fetchedAt: 1 });
    await expect(compareCars({ car_type_1: 70, car_type_2: 99 })).rejects.toMatchObject({ status: 0 });
  });
});
