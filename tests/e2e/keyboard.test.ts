/** Keyboard paths of the shell and the carousels: the VEHICLES mega menu and the autoplay pause. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, openPage, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** What has focus: its role or tag, and its accessible text. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '', text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(), inMenu: Boolean(el?.closest('#mega-menu')) };
});

describe('VEHICLES mega menu by keyboard', () => {
  it('tabs through the category tabs and the model cards before the next header entry, and Escape returns to VEHICLES', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    const vehicles = page.getByRole('button', { name: 'VEHICLES' });
    await vehicles.focus();
    await page.keyboard.press('Enter');
    await visible(page.locator('#mega-menu').getByText('Agya', { exact: true }));
    expect(await vehicles.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'tab', text: 'Hatchback', inMenu: true });
    // Arrow keys move between the category tabs.
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ role: 'tab', text: 'MPV', inMenu: true });
    await visible(page.locator('#mega-menu').getByText('Avanza', { exact: true }));
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ role: 'tabpanel', inMenu: true });
    await page.keyboard.press('Tab');
    const card = await focused(page);
    expect(card).toMatchObject({ role: 'a', inMenu: true });
    expect(card.text).toMatch(/Calya/);

    // Every MPV card comes before the next header entry.
    const cards = await page.locator('#mega-menu [role="tabpanel"] a').count();
    for (let i = 1; i < cards; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMenu, `card ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMenu: false });
    // Leaving the panel closes it.
    expect(await until(() => vehicles.getAttribute('aria-expanded'), (v) => v === 'false')).toBe('false');

    await vehicles.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMenu).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#mega-menu').count()).toBe(0);
    expect(await focused(page)).toMatchObject({ role: 'button', text: 'VEHICLES' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('The phone menu by keyboard', () => {
  it('takes focus to its close button, keeps Tab inside the drawer both ways, and Escape returns to the burger', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', PHONE);
    const burger = page.getByRole('button', { name: 'Buka menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await visible(drawer);
    const inDrawer = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Menu"]')));
    expect(await focused(page)).toMatchObject({ text: 'Tutup menu' });
    // Shift+Tab from the first control wraps to the last one, still inside.
    await page.keyboard.press('Shift+Tab');
    expect(await inDrawer()).toBe(true);
    expect((await focused(page)).text).not.toBe('Tutup menu');
    // And Tab from the last control wraps to the first.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ text: 'Tutup menu' });
    // Forward through every control comes back round to the close button without leaving.
    const controls = await drawer.locator('button:not([disabled]), [href]').count();
    for (let i = 0; i < controls; i++) {
      await page.keyboard.press('Tab');
      expect(await inDrawer(), `Tab ${i + 1}`).toBe(true);
    }
    expect(await focused(page)).toMatchObject({ text: 'Tutup menu' });
    await page.keyboard.press('Escape');
    expect(await drawer.count()).toBe(0);
    expect(await focused(page)).toMatchObject({ text: 'Buka menu' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('Autoplaying carousels', () => {
  it('have a visible, labelled pause control that stops and restarts the slides', async () => {
    const { page, context, consoleErrors } = await openPage(browser, '/', DESKTOP);
    // The suite's browser prefers reduced motion (browser.ts): this test is about autoplay.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const slider = page.getByRole('region', { name: 'Promo utama' });
    const pause = await visible(slider.getByRole('button', { name: 'Jeda otomatis: Promo utama' }));
    const box = await pause.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    await pause.focus();
    await page.keyboard.press('Enter');
    const play = await visible(slider.getByRole('button', { name: 'Putar otomatis: Promo utama' }));
    // Paused: the current slide stays put even with focus and pointer elsewhere.
    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'VEHICLES' }).focus();
    const current = () => slider.locator('[aria-current="true"]').getAttribute('aria-label');
    const before = await current();
    await page.waitForTimeout(7_000);
    expect(await current()).toBe(before);
    await play.click();
    await visible(slider.getByRole('button', { name: 'Jeda otomatis: Promo utama' }));
    // Every autoplaying carousel on Home carries the control.
    for (const label of ['Penawaran spesial', 'Promo purna jual']) {
      await visible(page.getByRole('button', { name: `Jeda otomatis: ${label}` }));
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
