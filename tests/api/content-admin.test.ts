/**
 * Issue 11: the content API per collection (create, edit, list, delete), its refusals (422 field
 * messages, duplicate slug or code, in-use delete, wrong role), the audit, drafts, and a price
 * change reaching the public reads on the next request while placed orders keep their amounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { CONTENT_COLLECTIONS, type ContentCollection } from '../../domain/content/collections';
import { COLLECTIONS } from '../../domain/content/descriptions';
import { CONTENT_DTOS } from '../../domain/content/dto';
import { validateForm } from '../../domain/forms/validate';
import { branches, carCategories, carModels, carTypes, cities, newsCategories, orders, staffAudit } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';
import { auth, staffToken } from './staff-fixtures';
import { cashBody, orderCar } from './orders-fixtures';

const IMG = '/media/demo/test.svg';

/** A valid new record of each collection (ids filled from the seeded data). */
function bodies(ids: { category: number; model: number; type: number; newsCategory: number; city: string; province: string }): Partial<Record<ContentCollection, Record<string, unknown>>> {
  return {
    categories: { category_name: 'Komersial Uji', category_seo: 'komersial-uji', sort: 9 },
    models: { category_id: ids.category, name: 'Model Uji', car_seo: 'model-uji', body_style: 'MPV', image: IMG, featured: [{ title: 'Irit', subtitle: '20 km/l' }], recommended: false },
    types: { car_model_id: ids.model, car_type_name: '1.5 G Uji', car_transmission: 'AT', price_otr: 300_000_000, price_disc: 0, image: IMG },
    colours: { car_model_id: ids.model, color_name: 'Merah Uji', color_palette: '#aa0000', image: IMG },
    sliders: { title: 'Banner Uji', image: IMG, image_mobile: IMG, link: '/promo', start_date: '2026-01-01', end_date: '2026-01-31', status: 'published' },
    offers: { title: 'Penawaran Uji', image: IMG, url: '/promo', status: 'published' },
    news: { category_id: ids.newsCategory, title: 'Berita Uji', seo: 'berita-uji', image: IMG, text_preview: 'Ringkas', text: '<p>Isi</p>', posted_at: '2026-03-01', status: 'published' },
    'news-categories': { name: 'Kategori Uji', link: 'kategori-uji' },
    pages: { title: 'Halaman Uji', seo: 'halaman-uji', meta_title: 'Halaman Uji', text: '<p>Isi</p>', status: 'published' },
    clubs: { club_name: 'Klub Uji', seo: 'klub-uji', logo: IMG, banner: IMG, club_profile: '<p>Profil</p>' },
    'spare-parts': { category: 'sparepart', title: 'Filter Uji', image: IMG, harga: 150_000 },
    brochures: { category_id: ids.category, title: 'Brosur Uji', image: IMG, file: '/media/brochures/uji.pdf' },
    branches: { name: 'Cabang Uji', seo: 'cabang-uji', city_code: ids.city, address: 'Jl. Uji 1', phone: '0241234567', whatsapp: '+628123456789' },
    'branch-cities': { code: '33.99', name: 'Kota Uji', province_code: ids.province },
    vouchers: { code: 'UJI2026', payment_type: 'cash', car_type_ids: [ids.type], valid_from: '2026-01-01', valid_until: '2027-12-31', discount_amount: 1_000_000, quota: 10 },
    testimonials: { name: 'Budi', title: 'Pemilik Uji', text: 'Puas', image: IMG },
    'after-sales': { title: 'Servis Uji', seo: 'servis-uji', text: 'Teks', image: IMG, cards: [{ title: 'Kartu', text: 'Teks', image: IMG }] },
    'leasing-partners': {
      name: 'Mitra Uji', is_default: false, min_dp_percent: 25, schemes: 'ADDB', flat_rates: [{ tenor: '12', flat_rate: '3.1' }],
      insurance_rates: [{ band_max: '0', region: 'jateng', all_risk: '2.5', tlo: '0.5' }], insurance_payment: 'financed', credit_life_payment: 'upfront', admin_fee: 1_000_000,
    },
    // Seeded old-car model 1 has no value for 1995.
    'tradein-values': { brand_model_id: 1, year: 1995, value: 25_000_000 },
  };
}

/** A field each edit changes, and its new value. */
const EDITS: Partial<Record<ContentCollection, [string, unknown]>> = {
  categories: ['category_name', 'Komersial Ubah'], models: ['ribbon', 'Baru'], types: ['price_disc', 290_000_000], colours: ['color_name', 'Merah Ubah'],
  sliders: ['end_date', '2026-02-28'], offers: ['title', 'Penawaran Ubah'], news: ['title', 'Berita Ubah'], 'news-categories': ['name', 'Kategori Ubah'],
  pages: ['title', 'Halaman Ubah'], clubs: ['club_name', 'Klub Ubah'], 'spare-parts': ['harga', 175_000], brochures: ['title', 'Brosur Ubah'],
  branches: ['address', 'Jl. Ubah 2'], 'branch-cities': ['name', 'Kota Ubah'], vouchers: ['quota', 20], testimonials: ['text', 'Sangat puas'],
  'after-sales': ['title', 'Servis Ubah'], 'leasing-partners': ['provisi_percent', 0.75], 'tradein-values': ['value', 24_000_000],
};

describe('content API (issue 11)', () => {
  let t: TestApp;
  let token = '';
  let ids: Parameters<typeof bodies>[0];
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = token) =>
    t.call({ method, url: `/api/staff/content${url}`, payload: payload as never, headers: auth(who) });

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
    token = await staffToken(t, 'content');
    const db = t.database.db;
    const [category] = await db.select().from(carCategories).orderBy(asc(carCategories.id)).limit(1);
    const [model] = await db.select().from(carModels).orderBy(asc(carModels.id)).limit(1);
    const [type] = await db.select().from(carTypes).orderBy(asc(carTypes.id)).limit(1);
    const [newsCategory] = await db.select().from(newsCategories).limit(1);
    const [city] = await db.select().from(cities).where(eq(cities.code, '33.74'));
    ids = { category: category.id, model: model.id, type: type.id, newsCategory: newsCategory.id, city: city.code, province: city.provinceCode };
  }, 60_000);
  afterAll(() => t?.close());

  it('describes every collection with its count', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ name: string; total: number; fields: unknown[] }>;
    expect(list.map((c) => c.name)).toEqual([...CONTENT_COLLECTIONS]);
    expect(list.find((c) => c.name === 'types')!.total).toBeGreaterThan(10);
  });

  it('every seeded record passes its collection\'s DTO, so any of them can be edited', async () => {
    const failures: string[] = [];
    for (const name of CONTENT_COLLECTIONS) {
      const description = COLLECTIONS[name];
      for (let page = 1; ; page += 1) {
        const { items, meta } = (await call('GET', `/${name}?per_page=200&page=${page}`)).json().data;
        for (const item of items) {
          const input = { ...item };
          for (const f of description.fields) if (f.readonly) delete input[f.name];
          const { errors } = validateForm(CONTENT_DTOS[name], input);
          if (Object.keys(errors).length) failures.push(`${name}#${item.id} ${JSON.stringify(errors)}`);
        }
        if (page * meta.per_page >= meta.total) break;
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('creates, edits, finds and deletes a record of every collection, each write audited', async () => {
    const all = bodies(ids);
    for (const name of Object.keys(all) as ContentCollection[]) {
      const created = await call('POST', `/${name}`, all[name]);
      expect(created.statusCode, `${name}: ${created.body}`).toBe(200);
      const record = created.json().data;
      const [field, value] = EDITS[name]!;
      const edited = await call('PATCH', `/${name}/${record.id}`, { [field]: value });
      expect(edited.statusCode, `${name}: ${edited.body}`).toBe(200);
      expect(edited.json().data[field]).toEqual(value);
      const one = await call('GET', `/${name}/${record.id}`);
      expect(one.json().data[field]).toEqual(value);
      const audit = await t.database.db.select().from(staffAudit).where(and(eq(staffAudit.kind, name), eq(staffAudit.recordId, String(record.id)))).orderBy(asc(staffAudit.id));
      expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.update']);
      const removed = await call('DELETE', `/${name}/${record.id}`);
      expect(removed.statusCode, `${name}: ${removed.body}`).toBe(200);
      expect((await call('GET', `/${name}/${record.id}`)).statusCode).toBe(404);
    }
  });

  it('lists with search, sort, paging and a select filter', async () => {
    const page = await call('GET', `/types?car_model_id=${ids.model}&sort=-price_otr&per_page=2&page=1`);
    expect(page.statusCode).toBe(200);
    const { items, meta } = page.json().data;
    expect(items).toHaveLength(2);
    expect(items[0].price_otr).toBeGreaterThanOrEqual(items[1].price_otr);
    expect(items.every((i: { car_model_id: number }) => i.car_model_id === ids.model)).toBe(true);
    expect(meta.per_page).toBe(2);
    const search = await call('GET', '/models?q=avanza');
    expect(search.json().data.items.some((m: { car_seo: string }) => m.car_seo.includes('avanza'))).toBe(true);
  });

  it('refuses bad input with Indonesian field messages, duplicates on the field, and writes nothing', async () => {
    const bad = await call('POST', '/types', { car_model_id: ids.model, car_type_name: 'x'.repeat(101), car_transmission: 'CVT', price_otr: 100, price_disc: 200, image: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors;
    expect(errors.car_type_name).toEqual(['*Maksimal 100 karakter!.']);
    expect(errors.car_transmission[0]).toMatch(/Pilih transmisi/);
    expect(errors.price_disc[0]).toMatch(/di bawah harga OTR/);
    expect(errors.image).toBeDefined();
    const [existing] = await t.database.db.select().from(carModels).limit(1);
    const dup = await call('POST', '/models', { ...bodies(ids).models, car_seo: existing.seo });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.car_seo).toEqual(['*Slug sudah dipakai, pilih yang lain!.']);
    const dupCode = await call('POST', '/vouchers', { ...bodies(ids).vouchers, code: 'MERAPIHEMAT' });
    expect(dupCode.statusCode).toBe(422);
    expect(dupCode.json().errors.code).toEqual(['*Kode sudah dipakai!.']);
    const unknownRef = await call('POST', '/types', { ...bodies(ids).types, car_model_id: 999_999 });
    expect(unknownRef.json().errors.car_model_id).toEqual(['*Model tidak ditemukan!.']);
    expect((await call('GET', '/nothing')).statusCode).toBe(404);
    expect((await call('PATCH', '/types/abc', {})).statusCode).toBe(404);
    expect((await call('POST', '/types', [1, 2])).statusCode).toBe(422);
    expect(await t.database.db.select().from(carTypes).where(eq(carTypes.name, 'x'.repeat(101)))).toHaveLength(0);
  });

  it('a voucher created in the office is valid at the order\'s voucher check for its type and not for another type', async () => {
    const created = await call('POST', '/vouchers', { ...bodies(ids).vouchers, code: 'KANTOR2026', car_type_ids: [ids.type], valid_from: '2026-01-01', valid_until: '2099-12-31' });
    expect(created.statusCode, created.body).toBe(200);
    const check = (carType: number) => t.post('/api/voucher', { promo_code: 'KANTOR2026', car_type: carType, payment_type: 'cash' });
    const valid = await check(ids.type);
    expect([valid.statusCode, valid.json().message]).toEqual([200, 'Valid']);
    const [other] = await t.database.db.select().from(carTypes).where(ne(carTypes.id, ids.type)).limit(1);
    expect((await check(other.id)).json().message).toBe('Invalid');
  });

  it('refuses to delete what is still used, with the reason (400)', async () => {
    const category = await call('DELETE', `/categories/${ids.category}`);
    expect(category.statusCode).toBe(400);
    expect(category.json().message.alert).toMatch(/Kategori masih dipakai \d+ model/);
    const city = await call('DELETE', `/branch-cities/${ids.city}`);
    expect(city.statusCode).toBe(400);
    expect(city.json().message.alert).toMatch(/cabang/);
    expect((await call('DELETE', '/credit-rates/60')).statusCode).toBe(400);
    const [semarang] = await t.database.db.select().from(branches).where(eq(branches.cityCode, '33.74')).orderBy(asc(branches.id)).limit(1);
    expect((await call('DELETE', `/branches/${semarang.id}`)).json().message.alert).toMatch(/akun staf/);
    expect((await call('DELETE', `/specifications/${ids.type}`)).statusCode).toBe(400);
  });

  it('never answers 5xx: hostile values in every field of every collection, on create and on edit', async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 30 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(''), fc.constant('x'.repeat(200_001)),
      fc.constant('<img src=x onerror=alert(1)>'), fc.constant(-1), fc.constant(2 ** 53), fc.constant('1e400'), fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }), fc.constant([{ title: 1 }]), fc.constant({ front: '/a' }),
    );
    const all = bodies(ids);
    await fc.assert(fc.asyncProperty(fc.constantFrom(...CONTENT_COLLECTIONS), fc.boolean(), fc.dictionary(fc.string({ maxLength: 3 }), hostile, { maxKeys: 2 }), fc.nat(), async (name, edit, extra, pick) => {
      const fields = COLLECTIONS[name].fields.map((f) => f.name);
      const field = fields[pick % fields.length];
      const body = { ...(all[name] ?? {}), ...extra, [field]: extra[Object.keys(extra)[0]] ?? null };
      const res = edit ? await call('PATCH', `/${name}/${name === 'branch-cities' ? ids.city : name === 'credit-rates' ? 12 : 1}`, body) : await call('POST', `/${name}`, body);
      expect(res.statusCode, `${name} ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (res.statusCode === 200 && !edit) await call('DELETE', `/${name}/${res.json().data.id}`);
    }), { numRuns: 300, seed: 20_261_111 });
  });

  it('answers 403 to the other roles and 401 without a staff token', async () => {
    for (const role of ['sales', 'service', 'finance'] as const) {
      const other = await staffToken(t, role);
      expect((await call('GET', '/types', undefined, other)).statusCode).toBe(403);
      expect((await call('POST', '/types', bodies(ids).types, other)).statusCode).toBe(403);
    }
    expect((await call('GET', '/types', undefined, 'nope')).statusCode).toBe(401);
    const admin = await staffToken(t, 'admin');
    expect((await call('GET', '/types', undefined, admin)).statusCode).toBe(200);
  });

  it('sanitises news HTML on write; a draft is not shown to visitors until published', async () => {
    const created = await call('POST', '/news', { ...bodies(ids).news, seo: 'draf-uji', text: '<p onclick="x()">Halo<script>alert(1)</script></p>', status: 'draft' });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.text).toBe('<p>Halo</p>');
    expect((await t.get('/api/newsdetail/draf-uji')).statusCode).toBe(404);
    expect((await t.get('/api/news/home')).json().data.map((n: { seo: string }) => n.seo)).not.toContain('draf-uji');
    await call('PATCH', `/news/${created.json().data.id}`, { status: 'published', posted_at: '2030-01-01' });
    expect((await t.get('/api/news/home')).json().data[0].seo).toBe('draf-uji');
    expect((await t.get('/api/newsdetail/draf-uji')).statusCode).toBe(200);
  });

  it('a price change reaches vehicles and the car detail on the next request, audited before/after; placed orders keep theirs', async () => {
    const db = t.database.db;
    const car = await orderCar(db);
    const placed = await t.post('/api/order', cashBody(car, { email: 'harga.tetap@example.com' }));
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const before = await t.get('/api/vehicles');
    const etag = before.headers.etag as string;
    expect((await t.get('/api/vehicles', { 'if-none-match': etag })).statusCode).toBe(304);
    const newPrice = 12_345_000;
    const res = await call('PATCH', `/types/${car.type.id}`, { price_otr: newPrice + 1_000_000, price_disc: newPrice });
    expect(res.statusCode).toBe(200);
    const after = await t.get('/api/vehicles', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const cards = after.json().data.category.flatMap((c: { car_model: unknown }) => (Array.isArray(c.car_model) ? c.car_model : []));
    expect(cards.find((c: { car_model_id: number }) => c.car_model_id === car.model.id).harga_mulai).toBe(newPrice);
    const detail = await t.post('/api/cartypedetail', { seo: car.model.seo });
    expect(detail.json().data.find((x: { car_type_id: number }) => x.car_type_id === car.type.id).price).toBe(newPrice);
    const [audit] = await db.select().from(staffAudit).where(and(eq(staffAudit.kind, 'types'), eq(staffAudit.recordId, String(car.type.id)))).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit.detail).toMatchObject({ changes: { price_disc: { before: car.type.priceDisc, after: newPrice }, price_otr: { before: car.type.priceOtr, after: newPrice + 1_000_000 } } });
    const [still] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect([still.priceOtr, still.grandTotal]).toEqual([car.price, order.grandTotal]);
    expect(still.priceOtr).not.toBe(newPrice);
    // A model and a type that were ordered stay.
    const model = await call('DELETE', `/models/${car.model.id}`);
    expect([model.statusCode, model.json().message.alert]).toEqual([400, expect.stringMatching(/Model ini sudah dipesan \(\d+ pesanan\)/)]);
    expect((await call('DELETE', `/types/${car.type.id}`)).json().message.alert).toMatch(/Tipe ini sudah dipesan/);
  });

});
