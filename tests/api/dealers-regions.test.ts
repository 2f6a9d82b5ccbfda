/** provinsi, kota, cabang/kota, cabang and member/bank. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bank, Branch, BranchCity, City, Province } from '../../domain/api';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const post = async <T>(url: string, body: unknown) => {
  const res = await t.post(url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

describe('GET provinsi', () => {
  it('answers all 38 provinces ordered by code', async () => {
    const list = (await t.get('/api/provinsi')).json().data as Province[];
    expect(list).toHaveLength(38);
    expect(list[0]).toEqual({ code: '11', provinsi: 'Aceh' });
    expect(list).toContainEqual({ code: '33', provinsi: 'Jawa Tengah' });
    expect(list).toContainEqual({ code: '34', provinsi: 'DI Yogyakarta' });
    expect(list.at(-1)).toEqual({ code: '96', provinsi: 'Papua Barat Daya' });
    const codes = list.map((p) => p.code);
    expect([...codes].sort()).toEqual(codes);
  });
});

describe('POST kota', () => {
  it('answers the 35 regencies and cities of Jawa Tengah including Kota Semarang', async () => {
    const cities = await post<City[]>('/api/kota', { province_code: '33' });
    expect(cities).toHaveLength(35);
    expect(cities).toContainEqual({ kode: '33.74', nama: 'Kota Semarang' });
    expect(cities[0]).toEqual({ kode: '33.01', nama: 'Kab. Cilacap' });
  });

  it('answers the five of DI Yogyakarta, and at least one city for every province', async () => {
    expect((await post<City[]>('/api/kota', { province_code: '34' })).map((c) => c.kode)).toEqual(['34.01', '34.02', '34.03', '34.04', '34.71']);
    const provinces = (await t.get('/api/provinsi')).json().data as Province[];
    for (const p of provinces) {
      const cities = await post<City[]>('/api/kota', { province_code: p.code });
      expect(cities.length, p.provinsi).toBeGreaterThan(0);
      expect(cities.every((c) => c.kode.startsWith(`${p.code}.`))).toBe(true);
    }
  });

  it('accepts the code as a number (form posts) and answers an empty list for an unknown province', async () => {
    expect(await post<City[]>('/api/kota', { province_code: 35 })).toContainEqual({ kode: '35.78', nama: 'Kota Surabaya' });
    expect(await post<City[]>('/api/kota', { province_code: '99' })).toEqual([]);
  });

  it.each([[{}], [{ province_code: 'Jawa' }], [{ province_code: '3374' }], [{ province_code: { x: 1 } }]])(
    'refuses %j with 422 on province_code', async (body) => {
      const res = await t.post('/api/kota', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 422, message: 'Periksa Kembali Semua Form', data: null });
      expect(res.json().errors.province_code.length).toBeGreaterThan(0);
    });
});

describe('GET cabang/kota and POST cabang', () => {
  it('lists each city that has a branch once, Kota Semarang included', async () => {
    const cities = (await t.get('/api/cabang/kota')).json().data as BranchCity[];
    expect(cities).toContainEqual({ city_code: '33.74', city_name: 'Kota Semarang' });
    expect(cities).toContainEqual({ city_code: '34.04', city_name: 'Kab. Sleman' });
    expect(new Set(cities.map((c) => c.city_code)).size).toBe(cities.length);
    expect(cities.map((c) => c.city_code)).not.toContain('33.04');
    expect(cities.length).toBe(19);
  });

  it('lists the five Semarang branches with address, phones and a maps embed URL', async () => {
    const list = await post<Branch[]>('/api/cabang', { city_code: '33.74' });
    expect(list.map((b) => b.seo)).toEqual([
      'merapi-toyota-pemuda', 'merapi-toyota-kaligawe', 'merapi-toyota-majapahit', 'merapi-toyota-gombel', 'merapi-toyota-siliwangi',
    ]);
    for (const b of list) {
      expect(b.city_code).toBe('33.74');
      expect(b.phone).toMatch(/^\+62 /);
      expect(b.whatsapp).toMatch(/^\+62 8/);
      expect(b.maps).toMatch(/^https:\/\/www\.google\.com\/maps\?q=-?\d+\.\d+,\d+\.\d+&output=embed$/);
    }
  });

  it('answers an empty list for a city without branches, and 422 for a malformed code', async () => {
    expect(await post<Branch[]>('/api/cabang', { city_code: '33.04' })).toEqual([]);
    const res = await t.post('/api/cabang', { city_code: 'Semarang' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('city_code');
    expect((await t.post('/api/cabang', {})).json().errors).toHaveProperty('city_code');
  });
});

describe('GET member/bank', () => {
  it('answers the booking-fee accounts, Mandiri first', async () => {
    const banks = (await t.get('/api/member/bank')).json().data as Bank[];
    expect(banks.length).toBeGreaterThanOrEqual(2);
    expect(banks[0]).toMatchObject({ bank_name: 'Bank Mandiri', branch: 'KCP Semarang Pemuda', account_name: 'PT Merapi Toyota Sejahtera', account_number: '135-00-1234567-8' });
  });
});
