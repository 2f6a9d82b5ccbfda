import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

const RUPIAH = /Rp \d{1,3}(\.\d{3})+/;
const result = (page: Page) => page.getByRole('region', { name: 'Hasil simulasi kredit' });

describe('Car detail', () => {
  it('shows the slider, colours, types and a simulated monthly instalment for the Avanza', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', DESKTOP);
    expect(await until(() => page.title(), (t) => t === 'Toyota Avanza | Merapi Toyota')).toBe('Toyota Avanza | Merapi Toyota');
    await visible(page.getByRole('heading', { level: 1, name: 'Toyota Avanza' }));
    const slider = await visible(page.getByRole('region', { name: 'Galeri Avanza' }));
    expect(await slider.locator('img').first().getAttribute('src')).toMatch(/\/avanza\/slider\/\d\.svg$/);
    // Colour swatches change the picture.
    const swatches = page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button');
    expect(await swatches.count()).toBeGreaterThanOrEqual(3);
    const picture = page.locator('#car-colours img').first();
    const before = await picture.getAttribute('src');
    await swatches.nth(2).click();
    expect(await until(() => picture.getAttribute('src'), (src) => src !== before)).toMatch(/\/avanza\/[a-z-]+\.svg$/);
    // Types carousel.
    const types = await visible(page.getByRole('region', { name: 'Tipe Avanza' }));
    expect(await types.getByRole('article').count()).toBeGreaterThanOrEqual(4);
    // The simulation runs on the car default.
    const instalment = await until(() => result(page).textContent(), (text) => /Angsuran per bulan\s*Rp \d/.test(text ?? ''));
    expect(instalment).toMatch(RUPIAH);
    expect(instalment).toContain('60 bulan');
    // TEST DRIVE carries the simulated transmission and type (issue 30.7).
    expect(await page.getByRole('link', { name: 'TEST DRIVE' }).first().getAttribute('href')).toMatch(/^\/test-drive\?category=2&model=3&transmission=AT&type=\d+$/);
    // BUY A CAR starts the site's own order with the simulated type and the colour clicked above, in this tab.
    const buy = page.locator('#car-credit').getByRole('link', { name: 'BUY A CAR' });
    expect(await buy.getAttribute('href')).toMatch(/^\/order\?category=2&model=3&transmission=AT&type=\d+&colour=\d+$/);
    expect(await buy.getAttribute('target')).toBeNull();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the specification modal with the DIMENSI rows, and closes it with Escape', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', DESKTOP);
    await visible(page.getByRole('region', { name: 'Tipe Avanza' }));
    await page.getByRole('button', { name: 'Spesifikasi' }).first().click();
    const modal = await visible(page.getByRole('dialog', { name: /^Spesifikasi Avanza/ }));
    for (const group of ['DIMENSI', 'SPESIFIKASI MESIN', 'CHASSIS']) await visible(modal.getByRole('heading', { name: group }));
    const dimensi = modal.getByRole('table', { name: 'DIMENSI' });
    expect(await dimensi.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    await visible(dimensi.getByRole('rowheader', { name: 'Panjang' }));
    await page.keyboard.press('Escape');
    await until(() => page.getByRole('dialog').count(), (n) => n === 0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('turns the 360 viewer through its frames by keyboard and by dragging, following the colour', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', DESKTOP);
    await page.getByRole('button', { name: '360° Exterior' }).click();
    const viewer = await visible(page.getByRole('slider', { name: /^Tampilan 360° Avanza/ }), 30_000);
    await visible(page.getByText('Geser untuk memutar 360°'));
    const frame = viewer.locator('img');
    expect(await viewer.getAttribute('aria-valuenow')).toBe('1');
    const first = await frame.getAttribute('src');
    expect(first).toMatch(/^blob:/);
    await viewer.focus();
    await page.keyboard.press('ArrowRight');
    expect(await viewer.getAttribute('aria-valuenow')).toBe('2');
    expect(await frame.getAttribute('src')).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await viewer.getAttribute('aria-valuenow')).toBe('18');
    // Dragging left by a third of the width (a third of a turn, plus half a frame) moves six frames on.
    const box = (await viewer.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8 - box.width / 3 - box.width / 36, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    expect(await viewer.getAttribute('aria-valuenow')).toBe('6');
    // Another colour loads its own frames and keeps the angle.
    await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button').nth(3).click();
    const turned = page.getByRole('slider', { name: /^Tampilan 360° Avanza Black Mica/ });
    await visible(turned, 30_000);
    expect(await turned.getAttribute('aria-valuenow')).toBe('6');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the gallery lightbox: arrows move, Escape closes, focus stays inside', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', PHONE);
    await page.getByRole('button', { name: /^Buka galeri Eksterior/ }).click();
    const box = await visible(page.getByRole('dialog', { name: 'Galeri Eksterior Avanza' }));
    await visible(box.getByText('1 / 5'));
    // The demo render comes as a WebP rendition (decoded off the main thread), not the SVG.
    const picture = box.locator('img');
    const shown = await until(() => picture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')), (src) => src !== '');
    expect(shown).toMatch(/\/media\/r\/\d+\/.+\.webp$/);
    await page.keyboard.press('ArrowRight');
    await visible(box.getByText('2 / 5'));
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => page.getByRole('dialog').count(), (n) => n === 0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('clears the type when the transmission changes, disabling TEST DRIVE and BUY A CAR until a type is chosen', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', PHONE);
    const panel = page.locator('#car-credit');
    await until(() => result(page).textContent(), (text) => RUPIAH.test(text ?? ''));
    await panel.getByLabel('Transmisi').selectOption('MT');
    expect(await panel.getByLabel('Tipe Mobil').inputValue()).toBe('');
    expect(await panel.getByRole('button', { name: 'TEST DRIVE' }).isDisabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'BUY A CAR' }).isDisabled()).toBe(true);
    await panel.getByLabel('Tipe Mobil').selectOption({ label: '1.3 E MT' });
    // The down payment starts at 30 % of Rp 243.000.000.
    await visible(panel.getByText('Rp 72.900.000 (30%)'));
    await until(() => result(page).textContent(), (text) => (text ?? '').includes('1.3 E MT') && RUPIAH.test(text ?? ''));
    expect(await panel.getByRole('link', { name: 'TEST DRIVE' }).isVisible()).toBe(true);
    // TEST DRIVE keeps the type simulated here (issue 30.7): the form opens with the manual 1.3 E MT.
    await panel.getByRole('link', { name: 'TEST DRIVE' }).click();
    const form = page.getByRole('form', { name: 'Form Test Drive' });
    await until(() => form.getByLabel('Model Mobil').inputValue(), (v) => v === '3');
    expect(await until(() => form.getByLabel('Transmisi').inputValue(), (v) => v === 'MT')).toBe('MT');
    const chosen = form.getByLabel('Tipe Mobil');
    await until(async () => (await chosen.inputValue()) !== '', Boolean);
    expect(await chosen.locator('option:checked').textContent()).toBe('1.3 E MT');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('compares the simulated type with a second car in a result modal; the panel button is disabled while open', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', DESKTOP);
    const open = page.getByRole('button', { name: 'COMPARE CAR' });
    await open.click();
    expect(await open.isDisabled()).toBe(true);
    const second = page.getByRole('group', { name: 'Mobil 2' });
    await second.getByLabel('Kategori Mobil').selectOption({ label: 'SUV' });
    await second.getByLabel('Model Mobil').selectOption({ label: 'Raize' });
    await second.getByLabel('Transmisi').selectOption('AT');
    await second.getByLabel('Tipe Mobil').selectOption({ label: '1.0T G CVT' });
    await page.getByRole('button', { name: 'COMPARE', exact: true }).click();
    const modal = await visible(page.getByRole('dialog', { name: 'Hasil perbandingan' }));
    await visible(modal.locator('strong', { hasText: 'Avanza 1.3 E CVT' }));
    await visible(modal.locator('strong', { hasText: 'Raize 1.0T G CVT' }));
    await visible(modal.getByRole('button', { name: 'DIMENSI' }));
    await page.keyboard.press('Escape');
    await until(() => page.getByRole('dialog').count(), (n) => n === 0);
    await page.getByRole('button', { name: 'Tutup perbandingan' }).click();
    expect(await open.isEnabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows a real not-found screen for an unknown car', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/mobil-yang-tidak-ada', PHONE);
    await visible(page.getByRole('heading', { level: 1, name: 'Mobil tidak ditemukan' }));
    expect(await page.getByRole('main').getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await until(() => page.title(), (t) => t === 'Mobil tidak ditemukan | Merapi Toyota')).toBe('Mobil tidak ditemukan | Merapi Toyota');
    // Only the API's own 404 answer reaches the console.
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('uses the mobile slider on a phone without console errors', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/avanza', PHONE);
    const slider = await visible(page.getByRole('region', { name: 'Galeri Avanza' }));
    // The browser picks the phone cut of the <picture> (the server's HTML is the same at every width).
    // The cut is a demo render: shown as its WebP rendition (domain/media.ts), decoded.
    const shown = await until(() => slider.locator('img').first().evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')), (src) => src !== '');
    expect(shown).toMatch(/\/media\/r\/\d+\/cars\/avanza\/slider\/mobile-\d\.webp$/);
    await visible(page.getByRole('button', { name: 'Putar Video Toyota Avanza' }));
    expect(await page.locator('iframe').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Test-drive landing', () => {
  for (const [route, viewport] of [['/testdriveveloz', DESKTOP], ['/test-veloz', PHONE]] as const) {
    it(`shows the Veloz poster and a TEST DRIVE button into the test-drive form with the Veloz on ${route}`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, route, viewport);
      await visible(page.getByRole('heading', { level: 1, name: 'Rasakan Sendiri Toyota Veloz' }));
      const poster = page.getByRole('img', { name: 'Toyota Veloz', exact: true });
      expect(await poster.getAttribute('src')).toMatch(/\/veloz\/slider\//);
      // As WebP at the screen's width (a rendition of the demo render), not the SVG.
      const shown = await until(() => poster.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')), (src) => src !== '');
      expect(shown).toMatch(/\/media\/r\/\d+\/cars\/veloz\/slider\/.+\.webp$/);
      const cta = page.getByRole('main').getByRole('link', { name: 'TEST DRIVE' });
      expect(await cta.getAttribute('href')).toMatch(/^\/test-drive\?category=\d+&model=\d+$/);
      expect(await cta.getAttribute('target')).toBeNull();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
