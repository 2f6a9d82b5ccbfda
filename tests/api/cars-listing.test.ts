/** Catalogue content reads: carcategory, vehicles (mega menu, Home tabs), recomendedproduct, pricelist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, ModelCard, PriceListCategory, Recommended, VehicleCategory } from '../../domain/api';
import { DEFAULT_FLAT_RATES, effectivePrice, listingInstalment } from '../../domain/credit';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const data = <T>(res: { json(): { data: T } }) => res.json().data;
const CATEGORIES = ['Hatchback', 'MPV', 'SUV', 'Sedan', 'Commercial', 'Sport', 'Electrified'];

describe('GET /api/carcategory', () => {
  it('lists every category in menu order with a kebab-case seo, the empty one included', async () => {
    const res = await t.get('/api/carcategory');
    expect(res.statusCode).toBe(200);
    const list: Category[] = data(res);
    expect(list.map((c) => c.category_name)).toEqual(CATEGORIES);
    expect(list.map((c) => c.category_seo)).toEqual(['hatchback', 'mpv', 'suv', 'sedan', 'commercial', 'sport', 'electrified']);
    expect(new Set(list.map((c) => c.category_id)).size).toBe(7);
  });
});

describe('GET /api/vehicles', () => {
  let vehicles: VehicleCategory[];
  beforeAll(async () => {
    const res = await t.get('/api/vehicles');
    expect(res.statusCode).toBe(200);
    vehicles = data<{ category: VehicleCategory[] }>(res).category;
  });
  const models = (name: string) => vehicles.find((c) => c.category_name === name)!.car_model as ModelCard[];

  it('lists every category under data.category, and the empty one says no data recorded', () => {
    expect(vehicles.map((c) => c.category_name)).toEqual(CATEGORIES);
    expect(vehicles.find((c) => c.category_seo === 'electrified')!.car_model).toBe('no data recorded');
    expect(vehicles.filter((c) => Array.isArray(c.car_model)).flatMap((c) => c.car_model as ModelCard[])).toHaveLength(20);
  });

  it("quotes Agya's cheapest type: OTR Rp 180.900.000 without discount, 60-month instalment at 30% down", () => {
    const agya = models('Hatchback')[0];
    expect(agya).toMatchObject({ name: 'Agya', car_seo: 'agya', price_otr: 180_900_000, price_disc: 0, harga_mulai: 180_900_000 });
    expect(agya.price_credit).toBe(listingInstalment(180_900_000, DEFAULT_FLAT_RATES));
    expect(agya.price_credit % 1000).toBe(0);
    expect(agya.preview_text).toMatch(/irit/);
    expect(agya.featured.length).toBeGreaterThanOrEqual(3);
  });

  it('puts each card under its own category with prices that agree with each other', () => {
    for (const c of vehicles) {
      if (!Array.isArray(c.car_model)) continue;
      for (const card of c.car_model) {
        expect(card).toMatchObject({ category_id: c.category_id, car_category: c.category_name, category: c.category_seo });
        expect(card.harga_mulai).toBe(effectivePrice(card.price_otr, card.price_disc));
        expect(card.price_credit).toBe(listingInstalment(card.harga_mulai));
      }
    }
    expect(models('Commercial').map((m) => m.car_seo)).toEqual(['hilux-rangga', 'hilux-d-cab', 'hiace']);
  });
});

describe('GET /api/recomendedproduct', () => {
  it('lists the recommended models as cards with a ribbon', async () => {
    const list: Recommended[] = data(await t.get('/api/recomendedproduct'));
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.every((r) => r.ribbon.length > 0 && r.harga_mulai > 0)).toBe(true);
    expect(list.find((r) => r.car_seo === 'innova-zenix')?.ribbon).toBe('Hybrid');
    expect(list.find((r) => r.car_seo === 'calya')).toBeUndefined();
  });
});

describe('GET /api/pricelist', () => {
  it('lists the OTR and the discount price of every type per model, and model null for the empty category', async () => {
    const res = await t.get('/api/pricelist');
    expect(res.statusCode).toBe(200);
    const list: PriceListCategory[] = data<{ category: PriceListCategory[] }>(res).category;
    expect(list.map((c) => c.category_name)).toEqual(CATEGORIES);
    expect(list.at(-1)!.model).toBeNull();
    const agya = list[0].model![0];
    expect(agya).toMatchObject({ model_name: 'Agya', car_seo: 'agya', model_image: '/media/cars/agya/yellow.svg' });
    expect(agya.pricelist).toEqual([
      { car_type: '1.2 G MT', price_otr: 180_900_000, price_disc: 0 }, { car_type: '1.2 G CVT', price_otr: 197_100_000, price_disc: 0 },
      { car_type: '1.2 GR Sport MT', price_otr: 246_200_000, price_disc: 0 }, { car_type: '1.2 GR Sport CVT', price_otr: 262_700_000, price_disc: 255_000_000 },
    ]);
    const alphard = list[1].model!.find((m) => m.car_seo === 'alphard')!;
    expect(alphard.pricelist.map((p) => p.price_otr)).toEqual([1_647_900_000, 1_733_000_000]);
  });
});
