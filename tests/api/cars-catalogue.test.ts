/** "Cars and choices": the catalogue cascades (carname, carmodel, cartype, comparison/type). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarType, ModelCard, ModelLookup } from '../../domain/api';
import { listingInstalment } from '../../domain/credit';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;

async function categoryId(seo: string): Promise<number> {
  const cards: ModelCard[] = data(await t.post('/api/carname', { category: seo }));
  return cards[0].category_id;
}

async function modelId(categorySeo: string, name: string): Promise<number> {
  const models: ModelLookup[] = data(await t.post('/api/carmodel', { category_id: await categoryId(categorySeo) }));
  return models.find((m) => m.car_mode_name === name)!.car_model_id;
}

describe('POST /api/carname', () => {
  it('lists the MPV models in menu order as cards with starting price and 60-month instalment', async () => {
    const res = await t.post('/api/carname', { category: 'mpv' });
    expect(res.statusCode).toBe(200);
    const cards: ModelCard[] = data(res);
    expect(cards.map((c) => c.name)).toEqual(['Calya', 'Avanza', 'Veloz', 'Kijang Innova', 'Innova Zenix', 'Alphard']);
    const avanza = cards.find((c) => c.car_seo === 'avanza')!;
    expect(avanza).toMatchObject({ car_category: 'MPV', category: 'mpv', price_otr: 243_000_000, price_disc: 0, harga_mulai: 243_000_000 });
    expect(avanza.price_credit).toBe(listingInstalment(243_000_000));
    expect(avanza.image).toBe('/media/cars/avanza/platinum-white-pearl.svg');
    expect(avanza.featured).toHaveLength(3);
    expect(avanza.model_id).toBe(avanza.car_model_id);
  });

  it('quotes the discount price as the starting price so the OTR can be struck through', async () => {
    const vios = (data(await t.post('/api/carname', { category: 'sedan' })) as ModelCard[]).find((c) => c.car_seo === 'vios')!;
    expect(vios).toMatchObject({ price_otr: 374_800_000, price_disc: 365_000_000, harga_mulai: 365_000_000 });
    expect(vios.price_credit).toBe(listingInstalment(365_000_000));
  });

  it('takes the category as id, numeric string or seo', async () => {
    const id = await categoryId('suv');
    const byId: ModelCard[] = data(await t.post('/api/carname', { category: id }));
    const byText: ModelCard[] = data(await t.post('/api/carname', { category: String(id) }));
    expect(byId.map((c) => c.car_seo)).toEqual(['raize', 'rush', 'yaris-cross', 'corolla-cross', 'fortuner']);
    expect(byText).toEqual(byId);
  });

  it('answers an empty list for the category without models, so the page shows Not Found Items', async () => {
    const res = await t.post('/api/carname', { category: 'electrified' });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toEqual([]);
  });

  it('answers an empty list for an unknown category, and 422 without one', async () => {
    for (const category of ['truk', 99_999, '99999999999999']) {
      const unknown = await t.post('/api/carname', { category });
      expect(unknown.statusCode, String(category)).toBe(200);
      expect(data(unknown)).toEqual([]);
    }
    const missing = await t.post('/api/carname', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('category');
  });
});

describe('POST /api/carmodel', () => {
  it('lists the models of a category for selects', async () => {
    const res = await t.post('/api/carmodel', { category_id: String(await categoryId('commercial')) });
    const models: ModelLookup[] = data(res);
    expect(models.map((m) => [m.car_mode_name, m.car_seo])).toEqual([['Hilux Rangga', 'hilux-rangga'], ['Hilux D-Cab', 'hilux-d-cab'], ['Hiace', 'hiace']]);
  });

  it('answers an empty list for an unknown category id, 422 for a non-number or an id beyond any row', async () => {
    const unknown = await t.post('/api/carmodel', { category_id: 9999 });
    expect(unknown.statusCode).toBe(200);
    expect(data(unknown)).toEqual([]);
    for (const category_id of ['mpv', 3_000_000_000, 0]) {
      const bad = await t.post('/api/carmodel', { category_id });
      expect(bad.statusCode, String(category_id)).toBe(422);
      expect(bad.json().errors.category_id).toBeDefined();
    }
  });
});

describe('POST /api/cartype and /api/comparison/type', () => {
  it('lists the types of one transmission in price-list order, with price and specification', async () => {
    const avanza = await modelId('mpv', 'Avanza');
    const at: CarType[] = data(await t.post('/api/cartype', { car_model_id: avanza, car_transmission: 'AT' }));
    const mt: CarType[] = data(await t.post('/api/cartype', { car_model_id: avanza, car_transmission: 'MT' }));
    expect(at.map((x) => x.car_type_name)).toEqual(['1.3 E CVT', '1.5 G CVT']);
    expect(mt.map((x) => x.car_type_name)).toEqual(['1.3 E MT', '1.5 G MT']);
    const discounted = at[1];
    expect(discounted).toMatchObject({ car_transmission: 'AT', price_otr: 280_800_000, price_disc: 272_500_000, price: 272_500_000 });
    expect(discounted.spesification.dimensi.find((r) => r.title === 'Panjang')?.value).toBe('4.395 mm');
    expect(discounted.spesification.mesin.find((r) => r.title === 'Kapasitas Mesin')?.value).toBe('1.496 cc');
    expect(discounted.spesification.spesifikasi.find((r) => r.title === 'Transmisi')?.value).toMatch(/CVT/);
    expect(mt[0].spesification.spesifikasi.find((r) => r.title === 'Transmisi')?.value).toBe('Manual 5 Percepatan');
  });

  it('has no automatic Hiace, so its AT list is empty', async () => {
    const hiace = await modelId('commercial', 'Hiace');
    expect(data(await t.post('/api/cartype', { car_model_id: hiace, car_transmission: 'AT' }))).toEqual([]);
    expect(data<CarType[]>(await t.post('/api/cartype', { car_model_id: hiace, car_transmission: 'MT' }))).toHaveLength(2);
  });

  it('gives Compare Car the same types', async () => {
    const veloz = await modelId('mpv', 'Veloz');
    const body = { car_model_id: veloz, car_transmission: 'AT' };
    const compare = await t.post('/api/comparison/type', body);
    expect(compare.statusCode).toBe(200);
    expect(data(compare)).toEqual(data(await t.post('/api/cartype', body)));
  });

  it('refuses a transmission other than AT or MT (422) and answers an empty list for an unknown model', async () => {
    const bad = await t.post('/api/cartype', { car_model_id: 1, car_transmission: 'CVT' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.car_transmission).toBeDefined();
    const unknown = await t.post('/api/comparison/type', { car_model_id: 9999, car_transmission: 'AT' });
    expect(unknown.statusCode).toBe(200);
    expect(data(unknown)).toEqual([]);
    const missing = await t.post('/api/cartype', { car_model_id: 'satu' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['car_model_id', 'car_transmission']);
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue endpoint with its tag and a summary', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const posts = ['carname', 'carmodel', 'cartype', 'comparison/type', 'cardetail', 'cardefault', 'caryoutube', 'interior360',
      'exterior360', 'cartypedetail', 'creditsimulation', 'compare', 'question/result', 'brandmodel', 'brandyear', 'brandtype'];
    const gets = ['carcategory', 'vehicles', 'recomendedproduct', 'pricelist', 'question', 'brand'];
    for (const [names, method, tag] of [[posts, 'post', 'Cars and choices'], [gets, 'get', 'content']] as const) {
      for (const name of names) {
        const op = doc.paths[`/api/${name}`]?.[method];
        expect(op?.tags, name).toEqual([tag]);
        expect(op?.summary, name).toBeTruthy();
      }
    }
  });
});
