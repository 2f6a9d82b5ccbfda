import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browsingContext, DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** A GET of the content API as the page makes it. */
async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/api/${path}`, { headers: { 'x-api-key': 'merapi-demo-key' } });
  return ((await res.json()) as { data: T }).data;
}

const number = (text: string) => Number(text.replace(/\D/g, ''));
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Every screen of this part with the heading a visitor sees first. */
const SCREENS: Array<[string, string | RegExp]> = [
  ['/brochure', 'Download Brosur'],
  ['/promo', 'Berita & Promo'],
  ['/news/promo-akhir-tahun-cashback-hingga-25-juta', 'Promo Akhir Tahun: Cashback hingga Rp 25 Juta'],
  ['/after-sales', 'Layanan Purna Jual'],
  ['/after-sales/general-repair', 'General Repair'],
  ['/after-sales/body-and-paint', 'Body & Paint'],
  ['/sparepart-accesoris', 'Sparepart & Aksesoris'],
  ['/merapi-club', 'Merapi Club'],
  ['/merapi-club/vios-club-tegal', 'Vios Club Tegal'],
  ['/info/kebijakan-privasi', 'Kebijakan Privasi'],
  ['/info/info-garansi', 'Info Garansi'],
  ['/info/merapi-emergency-asistance', 'Merapi Emergency Assistance'],
];

describe('browsing screens', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`open with the demo data at ${viewport.width} px without console errors`, async () => {
      // One visitor going from page to page (each a full load of the server's page).
      const { page, context, consoleErrors, visit } = await browsingContext(browser, viewport);
      for (const [route, heading] of SCREENS) {
        await visit(route);
        await visible(page.getByRole('heading', { level: 1, name: heading }));
        await until(() => page.locator('[aria-busy="true"]').count(), (n) => n === 0);
        expect(consoleErrors, route).toEqual([]);
      }
      await context.close();
      // Twelve page loads, each waiting for the network to settle and the app to be live.
    }, 150_000);
  }
});

describe('Brochure', () => {
  it('opens the PDF in a new tab and raises the shown and the stored count by one', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/brochure', DESKTOP);
    const before = (await apiGet<{ category: Array<{ items: Array<{ title: string; downloaded: number }> }> }>('brochure'))
      .category.flatMap((c) => c.items).find((b) => b.title === 'Brosur Toyota Agya')!.downloaded;
    const card = await visible(page.getByRole('button', { name: /Brosur Toyota Agya/ }));
    expect(number(await card.getByText(/kali diunduh/).innerText())).toBe(before);

    const opened: string[] = [];
    context.on('page', (tab) => {
      opened.push(tab.url());
      void tab.close();
    });
    await card.click();
    await until(() => card.getByText(/kali diunduh/).innerText(), (text) => number(text) === before + 1);
    const after = (await apiGet<{ category: Array<{ items: Array<{ title: string; downloaded: number }> }> }>('brochure'))
      .category.flatMap((c) => c.items).find((b) => b.title === 'Brosur Toyota Agya')!.downloaded;
    expect(after).toBe(before + 1);
    await until(async () => opened.length, (n) => n === 1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a tab per category and Not Found Items for the empty one', async () => {
    const { page, context } = await openPage(browser, '/brochure', PHONE);
    await page.getByRole('tab', { name: 'MPV' }).click();
    expect(await page.getByRole('tabpanel').getByRole('button').count()).toBe(6);
    await page.getByRole('tab', { name: 'Electrified' }).click();
    await visible(page.getByText('Not Found Items'));
    await context.close();
  });
});

describe('News and promos', () => {
  it('lists news cards per category, the empty category, banners and the Trending list', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/promo', DESKTOP);
    const panel = page.getByRole('tabpanel');
    await visible(panel.locator('a[href^="/news/"]').first());
    // The seeded five (staff-content.test.ts may publish its own test article on the same server meanwhile).
    expect(await panel.locator('a[href^="/news/"]').filter({ hasNotText: 'Uji Draf Berita' }).count()).toBe(5);
    await page.getByRole('tab', { name: 'Komunitas' }).click();
    await visible(panel.getByText('Not Found Items'));
    expect(await until(async () => new URL(page.url()).search, (q) => q === '?category=komunitas')).toBe('?category=komunitas');
    await visible(page.getByRole('region', { name: 'Banner promo' }));
    const trending = page.getByRole('complementary', { name: 'Trending' });
    expect(await trending.getByRole('link', { name: /Read more/ }).count()).toBe(5);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('News article', () => {
  it('shows breadcrumb, date and views, counting one more view on reload', async () => {
    const { page, context } = await openPage(browser, '/news/diskon-service-berkala-15-persen', DESKTOP);
    await visible(h1(page));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allInnerTexts()).toEqual(['Home', 'News']);
    await visible(page.getByText('14 Agustus 2026').first());
    const views = page.getByTestId('article-views');
    const first = number(await views.innerText());
    expect(await views.innerText()).toMatch(/^[\d.]+ Views$/);
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => views.innerText(), (text) => number(text) === first + 1);
    await context.close();
  });

  it('opens a TRENDING article at the top of the page', async () => {
    const { page, context } = await openPage(browser, '/news/diskon-service-berkala-15-persen', DESKTOP);
    const trending = page.getByRole('complementary', { name: 'TRENDING' });
    const link = (await visible(trending.getByRole('link').first()));
    const title = (await link.innerText()).split('\n')[0];
    await page.evaluate(() => window.scrollTo(0, 600));
    await link.click();
    await visible(page.getByRole('heading', { level: 1, name: title }));
    expect(await until(() => page.evaluate(() => window.scrollY), (y) => y === 0)).toBe(0);
    await context.close();
  });

  it('puts the reader back where they were after a reload and on back, and starts a page opened afresh at the top', async () => {
    const { page, context } = await openPage(browser, '/news/diskon-service-berkala-15-persen', PHONE);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const scrolledTo = async (y: number) => {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      // Recorded on the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    await scrolledTo(700);
    await page.reload();
    await visible(h1(page));
    expect(await until(scrollY, (y) => Math.abs(y - 700) < 2)).toBeCloseTo(700, -1);
    // The same address opened again (not a reload): a new page, at the top.
    await page.goto(page.url());
    await visible(h1(page));
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
    await scrolledTo(500);
    const link = await visible(page.getByRole('complementary', { name: 'TRENDING' }).getByRole('link').first());
    const title = (await link.innerText()).split('\n')[0];
    await link.click();
    await visible(page.getByRole('heading', { level: 1, name: title }));
    expect(await until(scrollY, (y) => y === 0)).toBe(0);
    await page.goBack();
    expect(await until(scrollY, (y) => Math.abs(y - 500) < 2)).toBeCloseTo(500, -1);
    await context.close();
  });

  it('says an unknown article does not exist', async () => {
    const { page, context } = await openPage(browser, '/news/tidak-ada-berita-ini', PHONE);
    await visible(page.getByRole('heading', { name: 'Berita tidak ditemukan' }));
    await context.close();
  });
});

describe('After sales', () => {
  it('links each service card to its screen, with testimonials, find dealer and WhatsApp', async () => {
    const { page, context } = await openPage(browser, '/after-sales', DESKTOP);
    const cards = page.getByRole('region', { name: 'Layanan Kami' }).getByRole('link');
    await visible(cards.first());
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/booking-service', '/sparepart-accesoris', '/after-sales/general-repair', '/after-sales/body-and-paint',
    ]);
    await visible(page.getByRole('region', { name: 'Testimoni pelanggan' }));
    expect(await page.getByRole('link', { name: /FIND DEALER/ }).getAttribute('href')).toBe('/find-dealer');
    expect(await page.getByRole('link', { name: /Chat via WhatsApp/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await cards.nth(2).click();
    await visible(page.getByRole('heading', { level: 1, name: 'General Repair' }));
    expect(await page.locator('main li h2').count()).toBe(6);
    await context.close();
  });

  it('says an unknown service does not exist', async () => {
    const { page, context } = await openPage(browser, '/after-sales/cuci-mobil', PHONE);
    await visible(page.getByRole('heading', { name: 'Layanan tidak ditemukan' }));
    await context.close();
  });
});

describe('Spare parts', () => {
  const count = (page: Page) => page.getByText(/^\d+ produk$/).innerText().then(number);

  it('narrows the list as the visitor types, keeps the search in the URL and shows Not Found Items', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/sparepart-accesoris', PHONE);
    const all = await until(() => count(page), (n) => n > 0);
    const box = page.getByLabel('Cari produk');
    await box.fill('oli');
    const narrowed = await until(() => count(page), (n) => n < all && n > 0);
    expect(await page.locator('article h2').allInnerTexts()).toHaveLength(narrowed);
    await until(async () => new URL(page.url()).searchParams.get('q'), (q) => q === 'oli');

    await page.reload({ waitUntil: 'networkidle' });
    expect(await box.inputValue()).toBe('oli');
    expect(await until(() => count(page), (n) => n === narrowed)).toBe(narrowed);

    await page.getByRole('radio', { name: 'Aksesoris' }).check();
    await until(async () => new URL(page.url()).searchParams.get('filter'), (f) => f === 'accesories');
    await box.fill('zzzz tidak ada');
    await visible(page.getByText('Not Found Items'));
    expect(await count(page)).toBe(0);
    // Each product offers a WhatsApp question about itself.
    await box.fill('');
    await until(() => count(page), (n) => n > 0);
    expect(await page.getByRole('link', { name: /^Tanya .+ via WhatsApp$/ }).first().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Clubs', () => {
  it('moves to page 2 with other clubs, at the top of the page', async () => {
    const { page, context } = await openPage(browser, '/merapi-club', DESKTOP);
    const names = () => page.locator('main ul li h2').allInnerTexts();
    const first = await until(names, (n) => n.length > 0);
    const pagination = page.getByRole('navigation', { name: 'Halaman club' });
    expect(await pagination.getByRole('link', { name: 'Halaman 1' }).getAttribute('aria-current')).toBe('page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pagination.getByRole('link', { name: 'Halaman 2' }).click();
    await until(async () => page.url(), (url) => url.endsWith('/merapi-club?page=2'));
    const second = await until(names, (n) => n.length > 0 && n[0] !== first[0]);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    expect(await until(() => page.evaluate(() => window.scrollY), (y) => y === 0)).toBe(0);
    await page.getByRole('link', { name: second[0] }).click();
    await visible(page.getByRole('heading', { level: 1, name: second[0] }));
    await visible(page.getByRole('img', { name: `Logo ${second[0]}` }));
    await context.close();
  });
});

describe('Info pages', () => {
  it('shows kebijakan-privasi with its title as the document title', async () => {
    const { page, context } = await openPage(browser, '/info/kebijakan-privasi', PHONE);
    await visible(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' }));
    await until(() => page.title(), (title) => title === 'Kebijakan Privasi | Merapi Toyota');
    await context.close();
  });

  it('says an unknown page does not exist', async () => {
    const { page, context } = await openPage(browser, '/info/tidak-ada', DESKTOP);
    await visible(page.getByRole('heading', { name: 'Halaman tidak ditemukan' }));
    await context.close();
  });
});
