/** "Cars and choices": the dream-car finder (question/result) and the trade-in cascade (brandmodel, brandyear, brandtype). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JourneyResult, Questions, TradeInBrand, TradeInBrandModel, TradeInType, TradeInYear } from '../../domain/api';
import { tradeInBrands } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;
const find = async (answers: Record<string, unknown>) => t.post('/api/question/result', answers);
const seos = (r: JourneyResult) => r.result.map((c) => c.car_seo);

describe('GET /api/question', () => {
  it('gives the choices of the three finder questions; answer 5 of question 1 is the business car', async () => {
    const res = await t.get('/api/question');
    expect(res.statusCode).toBe(200);
    const q: Questions = data(res);
    expect(q.question_1.map((c) => c.value_id)).toEqual([1, 2, 3, 4, 5]);
    expect(q.question_1.find((c) => c.value_id === 5)?.question).toBe('Mobil bisnis dan niaga');
    expect(q.question_2.map((c) => c.question)).toEqual(['Harga terjangkau', 'Irit bahan bakar', 'Kenyamanan dan fitur', 'Performa berkendara']);
    expect(q.question_3.map((c) => c.question)).toContain('Angkut barang');
  });
});

describe('POST /api/question/result', () => {
  it('finds the family cars chosen for comfort, as model cards with a count', async () => {
    const res = await find({ question_1: 1, question_2: 3 });
    expect(res.statusCode).toBe(200);
    const r: JourneyResult = data(res);
    expect(seos(r)).toEqual(['avanza', 'veloz', 'kijang-innova', 'innova-zenix', 'rush']);
    expect(r.result_count).toBe(5);
    expect(r.result[0]).toMatchObject({ name: 'Avanza', car_category: 'MPV' });
    expect(r.result[0].harga_mulai).toBeGreaterThan(0);
  });

  it('asks the business car type only after answer 5, and uses it', async () => {
    const missing = await find({ question_1: 5, question_2: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ question_3: ['Pilih jenis mobil bisnis'] });
    expect(seos(data(await find({ question_1: 5, question_2: 1, question_3: 1 })))).toEqual(['hilux-rangga']);
    expect(seos(data(await find({ question_1: 5, question_2: 1, question_3: 3 })))).toEqual(['calya', 'avanza']);
  });

  it('ignores question 3 when question 1 is not 5 (the page sends 0 when it is not asked)', async () => {
    const plain: JourneyResult = data(await find({ question_1: 2, question_2: 1 }));
    expect(seos(plain)).toEqual(['agya', 'calya', 'raize']);
    expect(data(await find({ question_1: 2, question_2: 1, question_3: 0 }))).toEqual(plain);
    expect(data(await find({ question_1: 2, question_2: 1, question_3: 3 }))).toEqual(plain);
  });

  it('answers an empty result for a combination no car fits (premium at an affordable price)', async () => {
    const res = await find({ question_1: 4, question_2: 1 });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual({ result: [], result_count: 0 });
  });

  it('refuses answers that are not among the choices, and missing answers', async () => {
    const unknown = await find({ question_1: 9, question_2: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ question_1: ['Pilihan tidak ditemukan'] });
    const missing = await find({ question_1: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('question_2');
    const wrongType = await find({ question_1: 'keluarga', question_2: 1 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toHaveProperty('question_1');
  });

  it('takes the answers as numeric strings and question 3 as null when not asked', async () => {
    const res = await find({ question_1: '2', question_2: '1', question_3: null });
    expect(res.statusCode).toBe(200);
    expect(seos(data(res))).toEqual(['agya', 'calya', 'raize']);
  });
});

async function brandId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(tradeInBrands).where(eq(tradeInBrands.name, name));
  return row.id;
}

async function brandModel(brand: string, model: string): Promise<{ brand_id: number; brand_model_id: number }> {
  const brand_id = await brandId(brand);
  const models: TradeInBrandModel[] = data(await t.post('/api/brandmodel', { brand_id }));
  return { brand_id, brand_model_id: models.find((m) => m.brand_model_name === model)!.brand_model_id };
}

describe('trade-in cascade', () => {
  it('lists the old-car brands, Toyota first', async () => {
    const res = await t.get('/api/brand');
    expect(res.statusCode).toBe(200);
    const brands: TradeInBrand[] = data(res);
    expect(brands.map((b) => b.brand_name).slice(0, 6)).toEqual(['Toyota', 'Daihatsu', 'Honda', 'Suzuki', 'Mitsubishi', 'Nissan']);
    expect(brands[0].brand_id).toBe(await brandId('Toyota'));
  });

  it('lists the models of a brand by name', async () => {
    const models: TradeInBrandModel[] = data(await t.post('/api/brandmodel', { brand_id: await brandId('Honda') }));
    expect(models.map((m) => m.brand_model_name)).toEqual(['Brio', 'CR-V', 'HR-V', 'Jazz', 'Mobilio']);
  });

  it('lists the build years of a model, newest first', async () => {
    const years: TradeInYear[] = data(await t.post('/api/brandyear', await brandModel('Toyota', 'Avanza')));
    expect(years[0]).toEqual({ old_car_year: 2025 });
    expect(years.at(-1)).toEqual({ old_car_year: 2012 });
    const list = years.map((y) => y.old_car_year);
    expect(list).toEqual([...list].sort((a, b) => b - a));
    expect(list).not.toContain(2022);
    expect(years).toHaveLength(12);
  });

  it('lists the types of a model in one year, and none for a year it was not made', async () => {
    const ids = await brandModel('Daihatsu', 'Xenia');
    const types: TradeInType[] = data(await t.post('/api/brandtype', { ...ids, brand_model_year: '2018' }));
    expect(types.map((x) => x.old_car_type_name)).toEqual(['1.0 D MT', '1.3 R MT', '1.3 R AT', '1.5 R AT']);
    expect(types.every((x) => x.old_car_type_id > 0)).toBe(true);
    expect(data(await t.post('/api/brandtype', { ...ids, brand_model_year: 2005 }))).toEqual([]);
    const firstYear: TradeInType[] = data(await t.post('/api/brandtype', { ...ids, brand_model_year: 2012 }));
    expect(firstYear.map((x) => x.old_car_type_name)).toEqual(['1.0 D MT']);
  });

  it('answers empty lists for an unknown brand or a model of another brand, 422 for a bad year or a missing id', async () => {
    const unknown = await t.post('/api/brandmodel', { brand_id: 9999 });
    expect(unknown.statusCode).toBe(200);
    expect(data(unknown)).toEqual([]);
    const xenia = await brandModel('Daihatsu', 'Xenia');
    const crossed = { brand_id: await brandId('Toyota'), brand_model_id: xenia.brand_model_id };
    expect(data(await t.post('/api/brandyear', crossed))).toEqual([]);
    expect(data(await t.post('/api/brandtype', { ...crossed, brand_model_year: 2018 }))).toEqual([]);
    const badYear = await t.post('/api/brandtype', { ...xenia, brand_model_year: 'lama' });
    expect(badYear.statusCode).toBe(422);
    expect(badYear.json().errors).toHaveProperty('brand_model_year');
    const missing = await t.post('/api/brandyear', { brand_id: xenia.brand_id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('brand_model_id');
  });
});
