/** Clubs, after-sales detail pages, info pages, spare parts and brochures. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrochureCategory, Club, ClubPage, ServicePage, SinglePage, SparePart } from '../../domain/api';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('GET merapiclub', () => {
  it('answers the first eight clubs with the pagination meta', async () => {
    const res = await t.get('/api/merapiclub');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as ClubPage;
    expect(page.data).toHaveLength(8);
    expect(page.meta).toEqual({ total: 15, per_page: 8, current_page: 1, last_page: 2 });
    expect(page.data[0].club_name).toBe('Komunitas Avanza Semarang');
  });

  it('answers the rest on page 2 and nothing past the last page', async () => {
    const two = (await t.get('/api/merapiclub?page=2')).json().data as ClubPage;
    expect(two.data).toHaveLength(7);
    expect(two.meta.current_page).toBe(2);
    const one = (await t.get('/api/merapiclub?page=1')).json().data as ClubPage;
    expect(two.data.map((c) => c.id)).not.toContain(one.data[0].id);
    const three = (await t.get('/api/merapiclub?page=3')).json().data as ClubPage;
    expect(three.data).toEqual([]);
  });

  it.each(['0', 'abc', '-1'])('refuses page=%s with 422 on the page field', async (page) => {
    const res = await t.get(`/api/merapiclub?page=${page}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('page');
  });

  it('answers a club by seo with its profile, and 404 for an unknown seo', async () => {
    const res = await t.get('/api/merapiclub/detail/fortuner-club-jogja');
    expect(res.statusCode).toBe(200);
    const club = res.json().data as Club;
    expect(club.club_name).toBe('Fortuner Club Jogja');
    expect(club.logo).toMatch(/^\/media\/content\/clubs\/.+-logo\.svg$/);
    expect(club.club_profile).toContain('<p>');
    expect((await t.get('/api/merapiclub/detail/klub-tidak-ada')).statusCode).toBe(404);
  });

  it('answers the same club by its numeric id, and 404 for an id no club has (even past the integer range)', async () => {
    const bySeo = (await t.get('/api/merapiclub/detail/fortuner-club-jogja')).json().data as Club;
    const byId = await t.get(`/api/merapiclub/detail/${bySeo.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toEqual(bySeo);
    for (const id of ['999999', '99999999999', '0']) expect((await t.get(`/api/merapiclub/detail/${id}`)).statusCode, id).toBe(404);
  });
});

describe('GET service/:id and singlepage/:id', () => {
  it.each(['general-repair', 'body-and-paint'])('answers the %s page with header and 4-6 cards', async (seo) => {
    const page = (await t.get(`/api/service/${seo}`)).json().data as ServicePage;
    expect(page.header.title.length).toBeGreaterThan(0);
    expect(page.header.text).toContain('<p>');
    expect(page.content.length).toBeGreaterThanOrEqual(4);
    expect(page.content.length).toBeLessThanOrEqual(6);
  });

  it('answers 404 for an unknown service page', async () => {
    expect((await t.get('/api/service/cuci-mobil')).statusCode).toBe(404);
  });

  it('answers the privacy policy with what is collected, why, retention, rights and contact', async () => {
    const page = (await t.get('/api/singlepage/kebijakan-privasi')).json().data as SinglePage;
    expect(page.title).toBe('Kebijakan Privasi');
    expect(page.meta_title).toContain('Kebijakan Privasi');
    for (const word of ['KTP', 'email', 'nomor telepon', 'Tujuan', 'disimpan', 'Hak Anda', 'Hubungi kami']) {
      expect(page.text).toContain(word);
    }
  });

  it.each(['info-garansi', 'merapi-emergency-asistance'])('answers the %s info page', async (seo) => {
    const res = await t.get(`/api/singlepage/${seo}`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as SinglePage).image).toMatch(/^\/media\/content\/pages\//);
  });

  it('answers 404 for an unknown info page', async () => {
    expect((await t.get('/api/singlepage/tidak-ada')).statusCode).toBe(404);
  });
});

describe('GET sparepart', () => {
  const list = async (query: string) => {
    const res = await t.get(`/api/sparepart${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data_count).toBe(body.data.length);
    return body.data as SparePart[];
  };

  it('lists every part newest first when no filter is given', async () => {
    const all = await list('');
    expect(all.length).toBe(24);
    expect(await list('?filter=&q=')).toHaveLength(24);
    expect(all[0].title).toBe('Dashcam Toyota');
    expect(all.some((p) => p.harga === null)).toBe(true);
  });

  it('narrows to one category with filter', async () => {
    const parts = await list('?filter=sparepart');
    const accessories = await list('?filter=accesories');
    expect(parts.every((p) => p.category === 'sparepart')).toBe(true);
    expect(accessories.every((p) => p.category === 'accesories')).toBe(true);
    expect(parts.length + accessories.length).toBe(24);
  });

  it('searches title and keterangan case-insensitively, together with the filter', async () => {
    expect((await list('?q=KAMPAS')).map((p) => p.title).sort()).toEqual(['Kampas Rem Belakang', 'Kampas Rem Depan']);
    expect((await list('?q=hybrid')).map((p) => p.title)).toEqual(['Oli Mesin TMO 0W-20 4 Liter']);
    expect(await list('?filter=accesories&q=kampas')).toEqual([]);
    // A % or _ typed by the user is a literal character, not a wildcard.
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=_')).toEqual([]);
  });

  it('refuses an unknown filter with 422', async () => {
    const res = await t.get('/api/sparepart?filter=ban');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('filter');
  });
});

describe('GET brochure', () => {
  it('lists every car category, brochures with real PDF paths, and the electrified tab empty', async () => {
    const res = await t.get('/api/brochure');
    expect(res.statusCode).toBe(200);
    const categories = res.json().data.category as BrochureCategory[];
    expect(categories.map((c) => c.category_name)).toContain('MPV');
    const items = categories.flatMap((c) => c.items);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(30);
    // Every tab with cars offers more than one brochure; only Electrified stays empty.
    for (const c of categories.filter((x) => x.category_name !== 'Electrified')) expect(c.items.length, c.category_name).toBeGreaterThan(1);
    for (const b of items) expect(b.file).toMatch(/^\/media\/brochures\/[a-z0-9-]+\.pdf$/);
    expect(categories.find((c) => c.category_name === 'Electrified')?.items).toEqual([]);
    expect(categories.find((c) => c.category_name === 'MPV')!.items.map((b) => b.title)).toContain('Brosur Toyota Avanza');
  });
});
