/** The dealer-profile calls: dealer/slider, icon, maps, contact, nea, promo (POST {seo}). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerContact, DealerIcon, DealerImage, DealerMaps, DealerPromo } from '../../domain/api';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

const SEO = 'merapi-toyota-pemuda';
const dealer = async <T>(part: string, seo = SEO) => {
  const res = await t.post(`/api/dealer/${part}`, { seo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

describe('dealer profile of Merapi Toyota Pemuda', () => {
  it('slider answers two or three images', async () => {
    const images = await dealer<DealerImage[]>('slider');
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect(images.length).toBeLessThanOrEqual(3);
    for (const i of images) expect(i.image).toMatch(/^\/media\/dealers\/merapi-toyota-pemuda\/slider-\d\.svg$/);
  });

  it("icon answers service icons that open their links: the site's own booking form, the test-drive page, WhatsApp", async () => {
    const icons = await dealer<DealerIcon[]>('icon');
    expect(icons.map((i) => i.title)).toEqual(['Booking Service', 'Test Drive', 'WhatsApp']);
    expect(icons[0].link).toBe('/booking-service');
    expect(icons[1].link).toBe('/test-drive');
    expect(icons[2].link).toBe('https://wa.me/6281127010001');
  });

  it('maps answers the embed URL of the branch', async () => {
    const { maps } = await dealer<DealerMaps>('maps');
    expect(maps).toBe('https://www.google.com/maps?q=-6.9812,110.4125&output=embed');
  });

  it('contact answers name, phone, WhatsApp, e-mail and address', async () => {
    const contact = await dealer<DealerContact>('contact');
    expect(contact).toMatchObject({
      nama_cabang: 'Merapi Toyota Pemuda', phone: '+62 24 8312 4500', whatsapp: '+62 811 2701 0001', email: 'pemuda@merapitoyota.example',
    });
    expect(contact.alamat).toContain('Jl. Pemuda No. 72');
    expect(contact.meta_title).toContain('Merapi Toyota Pemuda');
  });

  it('nea answers two emergency-assistance images', async () => {
    expect(await dealer<DealerImage[]>('nea')).toEqual([
      { image: '/media/dealers/merapi-toyota-pemuda/nea-1.svg' },
      { image: '/media/dealers/merapi-toyota-pemuda/nea-2.svg' },
    ]);
  });

  it('promo answers events with image, url and title', async () => {
    const promos = await dealer<DealerPromo[]>('promo');
    expect(promos.length).toBeGreaterThanOrEqual(2);
    for (const p of promos) expect(p.image && p.url && p.title).toBeTruthy();
  });

  it('answers another branch its own data', async () => {
    const contact = await dealer<DealerContact>('contact', 'merapi-toyota-sleman');
    expect(contact.nama_cabang).toBe('Merapi Toyota Sleman');
    expect(contact.alamat).toContain('Sleman');
  });
});

describe('dealer calls with bad input', () => {
  it.each(['slider', 'icon', 'maps', 'contact', 'nea', 'promo'])('dealer/%s answers 404 for an unknown seo', async (part) => {
    const res = await t.post(`/api/dealer/${part}`, { seo: 'merapi-toyota-mars' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, data: null });
  });

  it.each([[{}], [{ seo: '' }], [{ seo: { a: 1 } }]])('refuses %j with 422 on seo', async (body) => {
    const res = await t.post('/api/dealer/contact', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('seo');
  });
});
