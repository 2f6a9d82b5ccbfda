import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, goLive, launchBrowser, openPage, PHONE, shifted, until, visible, watchedPage, watchShifts } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** Tests never reach the internet: a map frame gets a local stand-in page. */
async function stubMaps(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>peta</title><p>peta</p>' });
  });
  return asked;
}

const SEMARANG = ['Pemuda', 'Kaligawe', 'Majapahit', 'Gombel', 'Siliwangi'].map((n) => `Merapi Toyota ${n}`);

describe('Find dealer', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`lists the five Semarang branches by default at ${viewport.width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, '/find-dealer', viewport);
      const names = () => page.locator('article h2').allInnerTexts();
      expect(await until(names, (n) => n.length === 5)).toEqual(SEMARANG);
      expect(await page.getByLabel('Kota').inputValue()).toBe('33.74');
      expect(await page.locator('iframe').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('reached in the app with its branches late, puts the cards where the loading cards were: nothing moves', async () => {
    const { page, context, consoleErrors } = await watchedPage(browser, PHONE);
    await watchShifts(page);
    await goLive(page, '/');
    // The branches answer a second late, so the loading cards are drawn first.
    await page.route('**/api/cabang', async (route) => { await new Promise((r) => setTimeout(r, 1_000)); await route.continue(); });
    // A click from a script is not the visitor's input: a shift after it counts at once.
    await page.locator('a[href="/find-dealer"]').first().evaluate((link: HTMLAnchorElement) => link.click());
    await until(() => page.locator('section[aria-label="Daftar cabang"] [aria-busy="true"]').count(), (n) => n > 0);
    expect(await until(() => page.locator('article h2').allInnerTexts(), (n) => n.length === 5)).toEqual(SEMARANG);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await shifted(page)).toEqual({ sum: 0, sources: [] });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps the pin of FIND DEALER on a phone, where the two buttons only just fit side by side', async () => {
    const { page, context } = await openPage(browser, '/find-dealer', PHONE);
    const button = page.getByRole('button', { name: /FIND DEALER/ }).first();
    await visible(button);
    // At 390 px each button is about 170 px wide: the label took the room and the icon was drawn 0 px wide.
    expect(await button.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width)).toBe(18);
    await context.close();
  });

  it('fits a 320 px phone: the profile\'s WhatsApp button wraps its label instead of running off the screen', async () => {
    const { page, context } = await openPage(browser, '/find-dealer/merapi-toyota-pemuda', { width: 320, height: 640 });
    const button = await visible(page.getByRole('link', { name: /Chat Marketing via WhatsApp/ }));
    expect(await button.evaluate((link) => link.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await context.close();
  });

  it('changes the list with the city and keeps the city in the URL', async () => {
    const { page, context } = await openPage(browser, '/find-dealer', DESKTOP);
    await until(() => page.locator('article h2').count(), (n) => n === 5);
    await page.getByLabel('Kota').selectOption('33.72');
    const names = await until(() => page.locator('article h2').allInnerTexts(), (n) => n.length === 2);
    expect(names).toEqual(['Merapi Toyota Slamet Riyadi', 'Merapi Toyota Adi Sucipto']);
    expect(await until(async () => new URL(page.url()).search, (q) => q === '?kota=33.72')).toBe('?kota=33.72');
    await context.close();
  });

  it('loads a branch map only on FIND DEALER and links PROFILE, phone and WhatsApp', async () => {
    const { page, context } = await openPage(browser, '/find-dealer', DESKTOP);
    const asked = await stubMaps(context);
    const card = page.locator('article', { has: page.getByRole('heading', { name: 'Merapi Toyota Pemuda' }) });
    await visible(card);
    expect(await card.getByRole('link', { name: 'PROFILE Merapi Toyota Pemuda' }).getAttribute('href')).toBe('/find-dealer/merapi-toyota-pemuda');
    expect(await card.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/6281127010001');
    expect(await card.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+622483124500');
    expect(asked).toEqual([]);
    await card.getByRole('button', { name: /FIND DEALER/ }).click();
    const frame = await visible(card.locator('iframe[title="Peta Merapi Toyota Pemuda"]'));
    expect(await frame.getAttribute('src')).toContain('google.com/maps?q=-6.9812,110.4125');
    await until(async () => asked.length, (n) => n >= 1);
    expect(await page.locator('iframe').count()).toBe(1);
    await context.close();
  });
});

describe('Dealer profile', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows slider, contact, services, emergency assistance and promos at ${viewport.width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, '/find-dealer/merapi-toyota-pemuda', viewport);
      await visible(page.getByRole('heading', { level: 1, name: 'Merapi Toyota Pemuda' }));
      // The dealer's meta title names the brand already: no ' | Merapi Toyota' after it (src/lib/document-title.ts).
      expect(await until(() => page.title(), (t) => t === 'Merapi Toyota Pemuda - Dealer Resmi Toyota')).toBe('Merapi Toyota Pemuda - Dealer Resmi Toyota');
      await visible(page.getByRole('region', { name: 'Galeri dealer' }));
      for (const href of ['tel:+622483124500', 'https://wa.me/6281127010001', 'mailto:pemuda@merapitoyota.example']) {
        expect(await page.locator(`main dl a[href="${href}"]`).count(), href).toBe(1);
      }
      await visible(page.locator('main dl').getByText(/Jl\. Pemuda No\. 72/));
      const services = page.getByRole('list', { name: 'Layanan dealer' }).getByRole('link');
      expect(await services.count()).toBe(3);
      // The site's own forms open in the app; WhatsApp in a new tab.
      expect(await services.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])))
        .toEqual([['Booking Service', '/booking-service', null], ['Test Drive', '/test-drive', null], ['WhatsApp', 'https://wa.me/6281127010001', '_blank']]);
      expect(await page.getByRole('link', { name: /Chat Marketing via WhatsApp/i }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281127010001\?text=/);
      expect(await page.getByRole('region', { name: 'Emergency Assistance' }).locator('img').count()).toBe(2);
      await visible(page.getByRole('region', { name: 'Events dan promo dealer' }));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the map only after Tampilkan peta', async () => {
    const { page, context } = await openPage(browser, '/find-dealer/merapi-toyota-kaligawe', DESKTOP);
    const asked = await stubMaps(context);
    await page.getByRole('button', { name: 'Tampilkan peta' }).click();
    await visible(page.locator('iframe[title="Peta Merapi Toyota Kaligawe"]'));
    await until(async () => asked.length, (n) => n >= 1);
    await context.close();
  });

  it('says an unknown dealer does not exist', async () => {
    const { page, context } = await openPage(browser, '/find-dealer/tidak-ada', PHONE);
    await visible(page.getByRole('heading', { name: 'Cabang Tidak Ditemukan' }));
    await context.close();
  });
});
