/** Home and after-sales reads: slider, icon, specialoffer, values, aftersales, navigationmenu, testimoni, news lists. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSales, NavItem, NewsItem, ServiceIcon, SiteConfig, Slide, SpecialOffer, Testimonial, ValueItem } from '../../domain/api';
import { BRAND } from '../../domain/brand';
import { loadConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

async function data<T>(url: string): Promise<T> {
  const res = await t.get(url);
  expect(res.statusCode, url).toBe(200);
  const body = res.json();
  expect(body.status).toBe(200);
  return body.data as T;
}

describe('GET slider', () => {
  it('answers three desktop and three mobile slides, each with an image under /media and a link', async () => {
    const slides = await data<Slide[]>('/api/slider');
    expect(slides.filter((s) => s.type === 'desktop')).toHaveLength(3);
    expect(slides.filter((s) => s.type === 'mobile')).toHaveLength(3);
    for (const s of slides) {
      expect(s.image).toMatch(/^\/media\/content\/slider\/.+\.svg$/);
      expect(s.link).toMatch(/^(\/|https:\/\/)/);
      expect(s.title.length).toBeGreaterThan(0);
    }
  });

  it("leads the online-sales slides to the site's own order wizard", async () => {
    const slides = await data<Slide[]>('/api/slider');
    const sales = slides.filter((s) => s.title.startsWith('Beli Mobil Online'));
    expect(sales.map((s) => s.link)).toEqual(['/order', '/order']);
  });
});

describe('GET icon', () => {
  it('answers exactly the four service icons in the spec order', async () => {
    const icons = await data<ServiceIcon[]>('/api/icon');
    expect(icons.map((i) => i.link)).toEqual(['/contact-us', '/compare-car', '/credit-simulation', '/booking-service']);
    expect(icons.map((i) => i.title)).toContain('Simulasi Kredit');
  });
});

describe('GET specialoffer, values, testimoni', () => {
  it('lists four special offers, each opening a page of the site', async () => {
    const offers = await data<SpecialOffer[]>('/api/specialoffer');
    expect(offers).toHaveLength(4);
    for (const o of offers) expect(o.url).toBe('/promo');
  });

  it('lists the trusted values, Dealer Resmi first, each with an icon', async () => {
    const values = await data<ValueItem[]>('/api/values');
    expect(values.length).toBeGreaterThanOrEqual(4);
    expect(values.length).toBeLessThanOrEqual(6);
    expect(values[0].title).toBe('Dealer Resmi');
    expect(values.map((v) => v.title)).toContain('24 Jam Emergency');
    for (const v of values) expect(v.icon).toMatch(/^\/media\/content\/values\//);
  });

  it('lists five testimonials with name, title, text and avatar', async () => {
    const list = await data<Testimonial[]>('/api/testimoni');
    expect(list).toHaveLength(5);
    for (const x of list) expect(x.name && x.title && x.text && x.image).toBeTruthy();
  });
});

describe('GET aftersales', () => {
  it('links booking-service and sparepart to their screens and the repair cards to after-sales detail', async () => {
    const { icon, banner } = await data<AfterSales>('/api/aftersales');
    expect(icon.map((i) => i.link)).toEqual(['/booking-service', '/sparepart-accesoris', '/after-sales/general-repair', '/after-sales/body-and-paint']);
    for (const i of icon) expect(i.teks.length).toBeGreaterThan(10);
    expect(banner).toHaveLength(3);
  });
});

describe('GET navigationmenu', () => {
  it('answers the header tree with the Journey submenu and an external Member Area', async () => {
    const menu = await data<NavItem[]>('/api/navigationmenu');
    expect(menu.map((m) => m.title)).toEqual(['VEHICLES', 'AFTER SALES', 'PROMO UPDATES', 'TRADE IN', 'Merapi Journey']);
    const journey = menu[4];
    expect(journey.children.map((c) => [c.title, c.link, c.external])).toEqual([
      ['Merapi Club', '/merapi-club', false],
      ['Find Dream Car', '/merapi-journey', false],
      ['Member Area', BRAND.memberPortalUrl, true],
    ]);
    expect(menu[0].children).toEqual([]);
  });
});

describe('GET news/home and news/highlight', () => {
  it('news/home answers the three newest articles, newest first, with an Indonesian post date', async () => {
    const list = await data<NewsItem[]>('/api/news/home');
    expect(list).toHaveLength(3);
    const times = list.map((n) => Date.parse(n.datepost));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list[0].seo).toBe('promo-akhir-tahun-cashback-hingga-25-juta');
    expect(list[0].postdate).toBe('18 November 2026');
    expect(list[0].category_name).toBe('Promo');
    expect(list[0]).not.toHaveProperty('text');
  });

  it('news/highlight answers only highlighted articles', async () => {
    const list = await data<NewsItem[]>('/api/news/highlight');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.map((n) => n.seo)).toContain('tips-merawat-mobil-saat-musim-hujan');
    expect(list.map((n) => n.seo)).not.toContain('kapan-harus-ganti-oli-mesin');
  });
});

describe('GET siteconfig', () => {
  it('answers no sales site and no chat page by default: "Buy a Car" opens /order, "Chat with Us" WhatsApp', async () => {
    expect(await data<SiteConfig>('/api/siteconfig')).toEqual({ sales_site_url: null, chat_url: null });
  });

  it('answers the sales site and chat page the dealer configured (SALES_SITE_URL, CHAT_URL)', async () => {
    const configured = await createTestApp({ SALES_SITE_URL: 'https://beli.dealer.example/', CHAT_URL: 'https://chat.dealer.example/merapi' });
    try {
      const res = await configured.get('/api/siteconfig');
      expect(res.json().data).toEqual({ sales_site_url: 'https://beli.dealer.example/', chat_url: 'https://chat.dealer.example/merapi' });
    } finally {
      await configured.close();
    }
  });

  it('refuses to start with a SALES_SITE_URL or CHAT_URL that is not an http(s) URL, and treats an empty one as unset', () => {
    expect(() => loadConfig({ SALES_SITE_URL: 'sales.dealer.example' })).toThrow(/SALES_SITE_URL/);
    expect(() => loadConfig({ CHAT_URL: 'javascript:alert(1)' })).toThrow(/CHAT_URL/);
    expect(loadConfig({ SALES_SITE_URL: ' ', CHAT_URL: '' })).toMatchObject({ salesSiteUrl: null, chatUrl: null });
  });
});

describe('API key', () => {
  it('refuses a content read without x-api-key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/slider' });
    expect(res.statusCode).toBe(401);
  });
});
