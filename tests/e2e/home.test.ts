import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Slide } from '../../domain/api';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Home', () => {
  it('shows every block with the demo data on a desktop, without console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    expect(await until(() => page.title(), (t) => t.includes('Merapi Toyota'))).toContain('Merapi Toyota');
    await visible(page.getByRole('form', { name: 'Cari mobil impian' }));
    expect(await page.getByRole('navigation', { name: 'Layanan' }).getByRole('link').count()).toBe(4);
    for (const heading of ['Pilih Mobil Toyota Anda', 'Mobil Pilihan untuk Anda', 'Penawaran Spesial Bulan Ini', 'Layanan Purna Jual', 'Berita & Promo Terbaru', 'Mengapa Merapi Toyota?', 'Lihat Lebih Dekat', 'Temukan Dealer Merapi Toyota Terdekat']) {
      await visible(page.getByRole('heading', { name: heading }));
    }
    // Slides from the API plus the fixed BUY A CAR slide into the site's own order wizard.
    expect(await page.locator('a[href="/order"]', { hasText: 'Beli Mobil Toyota dari Rumah' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Discover All News' }).getAttribute('href')).toBe('/promo');
    // Three news cards, each to its article.
    const newsLinks = page.getByRole('region', { name: 'Berita & Promo Terbaru' }).locator('a[href^="/news/"]');
    expect(await until(() => newsLinks.count(), (n) => n >= 3)).toBeGreaterThanOrEqual(3);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists the chosen category\'s models with prices, PREVIEW and Test Drive links', async () => {
    const { page, context } = await openPage(browser, '/', DESKTOP);
    const section = page.getByRole('region', { name: 'Pilih Mobil Toyota Anda' });
    await section.getByRole('tab', { name: 'MPV' }).click();
    await visible(section.getByRole('group', { name: 'Model MPV' }));
    const preview = section.getByRole('link', { name: /PREVIEW/ }).first();
    expect(await preview.getAttribute('href')).toMatch(/^\/[a-z0-9-]+$/);
    expect(await section.getByRole('link', { name: /TEST DRIVE/i }).first().getAttribute('href')).toMatch(/^\/test-drive\?category=\d+&model=\d+$/);
    await visible(section.getByText(/Rp \d{1,3}(\.\d{3})+/).first());
    // Without a discount the card gives one price, not 'Harga OTR' and 'Mulai dari' with the same number.
    await section.getByRole('tab', { name: 'Hatchback' }).click();
    const panel = section.locator('article');
    await visible(panel.getByText('Mulai dari', { exact: false }));
    expect(await panel.getByText('Harga OTR').count()).toBe(0);
    expect(await panel.getByText('Rp 180.900.000').count()).toBe(1);
    await context.close();
  });

  it('opens the VEHICLES mega menu with each category, prices and the empty category', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    await page.getByRole('button', { name: 'VEHICLES' }).click();
    const menu = await visible(page.locator('#mega-menu'));
    for (const name of ['Hatchback', 'MPV', 'SUV', 'Sedan', 'Commercial', 'Sport', 'Electrified']) {
      await visible(menu.getByRole('tab', { name }));
    }
    await visible(menu.getByText('Agya', { exact: true }));
    await visible(menu.getByText(/Rp 180\.900\.000/).first());
    await menu.getByRole('tab', { name: 'Electrified' }).click();
    await visible(menu.getByText('Not Found Items'));
    await menu.getByRole('tab', { name: 'Sedan' }).click();
    // A discounted type shows its struck-through OTR price.
    await visible(menu.locator('s, del').first());
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works on a phone: the drawer with the vehicles list and the sticky quick-action bar', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', PHONE);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = await visible(page.getByRole('dialog'));
    await visible(drawer.getByText('VEHICLES'));
    await page.keyboard.press('Escape');
    await until(() => page.getByRole('dialog').count(), (n) => n === 0);
    await visible(page.getByRole('link', { name: 'Booking Service' }).last());
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('fits the four service links on a showroom tablet (820 px), as on a phone and a desktop', async () => {
    for (const viewport of [{ width: 820, height: 1180 }, PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, '/', viewport);
      const links = page.getByRole('navigation', { name: 'Layanan' }).getByRole('link');
      await visible(links.first());
      const boxes = await links.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => [Math.round(r.left), Math.round(r.right)]));
      expect(boxes, `${viewport.width} px`).toHaveLength(4);
      // Within the page's width (the 820 px row used to run past the screen's edge, its last card cut off).
      for (const [left, right] of boxes) expect(left >= 0 && right <= viewport.width, `${viewport.width} px: ${left}-${right}`).toBe(true);
      await context.close();
    }
  });

  it("shows each hero banner's own title over its mobile picture on a phone (390 px) and over its desktop picture at 1280 px", async () => {
    const res = await fetch(`${inject('baseUrl')}/api/slider`, { headers: { 'x-api-key': 'merapi-demo-key' } });
    const slides = (await res.json()).data as Slide[];
    for (const [viewport, type] of [[PHONE, 'mobile'], [DESKTOP, 'desktop']] as const) {
      const { page, context, consoleErrors } = await openPage(browser, '/', viewport);
      const hero = page.getByRole('region', { name: 'Promo utama' });
      const first = hero.locator('a[target="_blank"]').first();
      await visible(first);
      // The picture the browser chose (<picture>: the phone's cut below 768 px), a WebP rendition of the record's SVG.
      const src = await until(() => first.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc), (s) => s !== '');
      const name = /\/((?:desktop|mobile)-\d+)\.(?:svg|webp)$/.exec(src)?.[1];
      expect(name, `${viewport.width} px: ${src}`).toMatch(type === 'mobile' ? /^mobile-/ : /^desktop-/);
      const shown = slides.find((s) => s.type === type && s.image.endsWith(`/${name}.svg`))!;
      // The words over it are that banner's title, the same at both widths.
      expect(await first.locator('span').first().innerText(), `${viewport.width} px`).toBe(shown.title);
      expect(slides.find((s) => s.type === 'desktop' && s.id === shown.id)!.title).toBe(shown.title);
      expect(await first.getAttribute('href')).toBe(shown.link);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });

  it('enables FIND only once the required answers are chosen, asking the third only for answer 5', async () => {
    const { page, context } = await openPage(browser, '/', DESKTOP);
    const form = page.getByRole('form', { name: 'Cari mobil impian' });
    const find = form.getByRole('button', { name: 'FIND' });
    const selects = form.locator('select');
    expect(await find.isDisabled()).toBe(true);
    expect(await selects.nth(1).isDisabled()).toBe(true);
    await selects.nth(0).selectOption('5');
    await until(() => selects.count(), (n) => n === 3);
    await selects.nth(1).selectOption({ index: 1 });
    expect(await find.isDisabled()).toBe(true);
    await selects.nth(2).selectOption({ index: 1 });
    expect(await find.isEnabled()).toBe(true);
    await selects.nth(0).selectOption('1');
    await until(() => selects.count(), (n) => n === 2);
    expect(await find.isDisabled()).toBe(true);
    await context.close();
  });
});
