/** newsdetail (view counting, sanitising, popular list) and the promo page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { NewsDetail, NewsItem, PromoPage } from '../../domain/api';
import { news, newsCategories } from '../../server/db/schema';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

type Detail = { news_detail: NewsDetail; news_popular: NewsItem[] };
const detail = async (seo: string) => {
  const res = await t.get(`/api/newsdetail/${seo}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Detail;
};

describe('GET newsdetail/:id', () => {
  it('answers the article by seo with its HTML body, and counts one view per call', async () => {
    const first = await detail('kapan-harus-ganti-oli-mesin');
    expect(first.news_detail.title).toBe('Kapan Harus Ganti Oli Mesin?');
    expect(first.news_detail.text).toContain('<h2>');
    expect(first.news_detail.text).toContain('<li>');
    const second = await detail('kapan-harus-ganti-oli-mesin');
    expect(second.news_detail.view).toBe(first.news_detail.view + 1);
    const [row] = await t.database.db.select({ views: news.views }).from(news).where(eq(news.seo, 'kapan-harus-ganti-oli-mesin'));
    expect(row.views).toBe(second.news_detail.view);
  });

  it('counts concurrent views without losing any', async () => {
    const before = (await detail('tips-hemat-bbm-mobil-harian')).news_detail.view;
    await Promise.all(Array.from({ length: 5 }, () => t.get('/api/newsdetail/tips-hemat-bbm-mobil-harian')));
    const after = (await detail('tips-hemat-bbm-mobil-harian')).news_detail.view;
    expect(after).toBe(before + 6);
  });

  it('lists the five most-read other articles as news_popular', async () => {
    const { news_detail, news_popular } = await detail('tips-merawat-mobil-saat-musim-hujan');
    expect(news_popular).toHaveLength(5);
    expect(news_popular.map((n) => n.id)).not.toContain(news_detail.id);
    const views = news_popular.map((n) => n.view);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('strips scripts, event handlers and javascript: links from a stored body', async () => {
    const [cat] = await t.database.db.select().from(newsCategories).where(eq(newsCategories.link, 'berita'));
    await t.database.db.insert(news).values({
      categoryId: cat.id, seo: 'berita-dengan-skrip', title: 'Berita dengan skrip', image: '/media/x.svg', textPreview: 'x',
      text: '<p onclick="steal()">Aman</p><script>alert(1)</script><a href="javascript:alert(2)">klik</a><img src="/media/a.svg" onerror="x()"><iframe src="https://evil.example"></iframe><h3>Sub</h3>',
      postedAt: new Date('2026-01-02T02:00:00Z'),
    });
    const text = (await detail('berita-dengan-skrip')).news_detail.text;
    expect(text).not.toMatch(/script|alert|onclick|onerror|javascript:|iframe/i);
    expect(text).toContain('<p>Aman</p>');
    expect(text).toContain('<h3>Sub</h3>');
    expect(text).toContain('<img src="/media/a.svg">');
  });

  it('answers 404 for an unknown seo', async () => {
    const res = await t.get('/api/newsdetail/tidak-ada-berita-ini');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, data: null });
  });
});

describe('GET news/promo', () => {
  it('answers every category with its articles, the promo banners and five trending articles', async () => {
    const res = await t.get('/api/news/promo');
    expect(res.statusCode).toBe(200);
    const page = res.json().data as PromoPage;
    expect(page.promo.map((p) => p.category_link)).toEqual(['promo', 'berita', 'tips-trik', 'event', 'komunitas']);
    const promo = page.promo.find((p) => p.category_link === 'promo')!;
    expect(promo.news.length).toBeGreaterThanOrEqual(3);
    expect(promo.news.every((n) => n.category_name === 'Promo')).toBe(true);
    expect(page.promo.find((p) => p.category_link === 'komunitas')!.news).toEqual([]);
    expect(page.banner).toHaveLength(3);
    expect(page.trending).toHaveLength(5);
    const views = page.trending.map((n) => n.view);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('narrows to one category with ?category=', async () => {
    const page = (await t.get('/api/news/promo?category=event')).json().data as PromoPage;
    expect(page.promo).toHaveLength(1);
    expect(page.promo[0].category_name).toBe('Event');
    expect(page.promo[0].news.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await t.get('/api/news/promo?category=tidak-ada')).statusCode).toBe(404);
  });
});
