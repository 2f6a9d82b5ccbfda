/** "Cars and choices": the car detail reads by seo (cardetail, cardefault, caryoutube, interior360, exterior360, cartypedetail). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarDefault, CarDetail, CarType, Exterior360, Interior360 } from '../../domain/api';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;

describe('POST /api/cardetail', () => {
  it('gives the Veloz page: sliders, featured points, colours, galleries, call to action and video', async () => {
    const res = await t.post('/api/cardetail', { car_seo: 'veloz' });
    expect(res.statusCode).toBe(200);
    const car: CarDetail = data(res);
    expect(car).toMatchObject({ car_model_seo: 'veloz', car_model_name: 'Veloz', category_name: 'MPV' });
    expect(car.meta_title).toBe('Toyota Veloz - Merapi Toyota');
    expect(car.slider).toHaveLength(2);
    expect(car.slider_mobile).toHaveLength(2);
    expect(car.featured.map((f) => f.title)).toContain('Toyota Safety Sense');
    expect(car.featured.every((f) => f.icon?.startsWith('/media/cars/icons/'))).toBe(true);
    expect(car.color.map((c) => c.color_name)).toEqual(['Platinum White Pearl', 'Silver Metallic', 'Attitude Black Mica', 'Red Mica Metallic', 'Turquoise Mica Metallic']);
    expect(car.color[0]).toMatchObject({ color_palette: '#ECEAE3', car_seo: 'veloz', image: '/media/cars/veloz/platinum-white-pearl.svg' });
    expect(car.exterior.gallery).toHaveLength(4);
    expect(car.interior.gallery).toHaveLength(4);
    expect(car.exterior.gallery).not.toContain(car.exterior.cover);
    expect(car.slider[0]).toBe('/media/cars/veloz/slider/1.svg');
    expect(car.cta?.whatsapp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(car.video?.url).toMatch(/^\/media\/cars\/[a-z0-9-]+\/gallery\/video\.svg$/);
    expect(car.video?.cover).toBe('/media/cars/veloz/gallery/video-cover.svg');
  });

  it('leaves out what a model does not have: no video for Agya, no call to action for GR86', async () => {
    expect(data<CarDetail>(await t.post('/api/cardetail', { car_seo: 'agya' })).video).toBeNull();
    expect(data<CarDetail>(await t.post('/api/cardetail', { car_seo: 'gr86' })).cta).toBeNull();
  });

  it('trims the seo and ignores its case', async () => {
    expect((await t.post('/api/cardetail', { car_seo: ' Veloz ' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown car and 422 without a seo', async () => {
    const unknown = await t.post('/api/cardetail', { car_seo: 'supra' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Mobil tidak ditemukan');
    const missing = await t.post('/api/cardetail', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('car_seo');
  });
});

describe('POST /api/cardefault', () => {
  it('starts the detail-page simulation on the cheapest AT type with a 30-80% down-payment range', async () => {
    const d: CarDefault = data(await t.post('/api/cardefault', { seo: 'avanza' }));
    expect(d).toMatchObject({
      car_model_name: 'Avanza', car_category_name: 'MPV', car_type_name: '1.3 E CVT', car_transmission: 'AT',
      car_type_price_otr: 258_000_000, car_type_price_credit: 258_000_000, uang_min: 77_400_000, uang_max: 206_400_000,
    });
  });

  it('computes the range on the discount price when there is one', async () => {
    const d: CarDefault = data(await t.post('/api/cardefault', { seo: 'vios' }));
    expect(d).toMatchObject({ car_type_name: '1.5 G CVT', car_type_price_otr: 374_800_000, car_type_price_credit: 365_000_000, uang_min: 109_500_000, uang_max: 292_000_000 });
  });

  it('falls back to MT for a model sold with a manual gearbox only (Hiace)', async () => {
    const d: CarDefault = data(await t.post('/api/cardefault', { seo: 'hiace' }));
    expect(d).toMatchObject({ car_transmission: 'MT', car_type_name: 'Commuter 2.8 MT' });
  });
});

describe('POST /api/caryoutube, /api/interior360, /api/exterior360', () => {
  it('gives the video when the model has one and null otherwise', async () => {
    expect(data(await t.post('/api/caryoutube', { seo: 'fortuner' }))).toEqual({ cover: '/media/cars/fortuner/gallery/video-cover.svg', url: '/media/cars/fortuner/gallery/video.svg' });
    const none = await t.post('/api/caryoutube', { seo: 'agya' });
    expect(none.statusCode).toBe(200);
    expect(data(none)).toBeNull();
  });

  it('gives the six faces of the interior cube map', async () => {
    const cube: Interior360 = data(await t.post('/api/interior360', { seo: 'alphard' }));
    expect(Object.keys(cube).sort()).toEqual(['back', 'bottom', 'front', 'left', 'right', 'top']);
    expect(cube.front).toBe('/media/cars/alphard/interior/front.svg');
  });

  it('gives 18 exterior frames for every colour', async () => {
    const sets: Exterior360[] = data(await t.post('/api/exterior360', { seo: 'raize' }));
    expect(sets).toHaveLength(6);
    for (const set of sets) {
      expect(set.path).toMatch(/^\/media\/cars\/raize\/360\/[a-z-]+\/$/);
      expect(set.filename).toHaveLength(18);
      expect(new Set(set.filename).size).toBe(18);
    }
    expect(sets[0].filename[0]).toBe('01.svg');
    expect(sets[0].filename[17]).toBe('18.svg');
    expect(sets[0]).toMatchObject({ color_name: 'Turquoise Mica Metallic', path: '/media/cars/raize/360/turquoise-mica-metallic/' });
  });

  it('answers 404 for an unknown seo on each of them, and 422 without one', async () => {
    for (const url of ['/api/caryoutube', '/api/interior360', '/api/exterior360', '/api/cardefault', '/api/cartypedetail']) {
      const unknown = await t.post(url, { seo: 'tidak-ada' });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().message, url).toBe('Mobil tidak ditemukan');
      const missing = await t.post(url, { seo: '' });
      expect(missing.statusCode, url).toBe(422);
      expect(missing.json().errors, url).toHaveProperty('seo');
    }
  });
});

describe('POST /api/cartypedetail', () => {
  it('lists every type of the model, both transmissions, with specification', async () => {
    const types: CarType[] = data(await t.post('/api/cartypedetail', { seo: 'veloz' }));
    expect(types.map((x) => [x.car_type_name, x.car_transmission])).toEqual([
      ['1.5 MT', 'MT'], ['1.5 CVT', 'AT'], ['1.5 Q CVT', 'AT'], ['1.5 Q CVT TSS', 'AT'],
    ]);
    expect(types[3]).toMatchObject({ price_otr: 344_900_000, price_disc: 335_000_000, price: 335_000_000 });
    for (const x of types) expect(x.spesification.dimensi.length && x.spesification.mesin.length && x.spesification.spesifikasi.length).toBeGreaterThan(0);
  });
});
