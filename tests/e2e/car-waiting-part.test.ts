/**
 * The car page's type cards and credit panel on a phone (docs/rendering.md, issue 35): one part hydrated
 * when seen, far below the first screen. What the visitor chooses above it while it waits (a colour, an
 * accessory) shows at once and reaches the part's order links once it is hydrated (`afterHydrating`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, until, watchedPage } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** Hydration is done (the app's first effect ran, src/app/app.tsx). */
const hydrated = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });

describe('the car page\'s part that waits to be hydrated', () => {
  it('the car page: a colour chosen while the type cards and the credit panel wait reaches their order links', async () => {
    const { context, page, consoleErrors: errors } = await watchedPage(browser, PHONE);
    await page.goto('/avanza', { waitUntil: 'networkidle' });
    await hydrated(page);
    const isHydrated = (selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber')));
    expect(await isHydrated('#car-credit')).toBe(false);
    const buy = page.locator('#car-credit').getByRole('link', { name: 'BUY A CAR' });
    const order = page.locator('#car-types').getByRole('link', { name: /^Pesan Avanza / }).first();
    // The server drew them before any colour was chosen.
    expect(await buy.getAttribute('href')).not.toContain('colour=');
    expect(await order.getAttribute('href')).not.toContain('colour=');
    const swatch = page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button').nth(2);
    await swatch.click();
    await until(() => swatch.getAttribute('aria-pressed'), (pressed) => pressed === 'true');
    // The choice hydrated them first (with what the server drew), then reached them: React does not patch
    // an attribute that differs at hydration, so hydrated after the change they would keep the server's link.
    await buy.scrollIntoViewIfNeeded();
    await until(() => isHydrated('#car-credit'), (yes) => yes);
    const colour = (await buy.getAttribute('href'))?.match(/colour=(\d+)/)?.[1];
    expect(colour).toMatch(/^\d+$/);
    expect(await order.getAttribute('href')).toContain(`colour=${colour}`);
    // Another colour goes on reaching them at once.
    await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button').nth(0).click();
    await until(() => buy.getAttribute('href'), (href) => !href?.includes(`colour=${colour}`));
    const other = (await buy.getAttribute('href'))?.match(/colour=(\d+)/)?.[1];
    expect(other).toMatch(/^\d+$/);
    expect(await order.getAttribute('href')).toContain(`colour=${other}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the car page: an accessory ticked while the credit panel waits stays ticked, and reaches the order link', async () => {
    const { context, page, consoleErrors: errors } = await watchedPage(browser, PHONE);
    await page.goto('/avanza', { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(await page.locator('#car-credit').first().evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber')))).toBe(false);
    const accessories = page.locator('#car-accessories');
    // check() fails if the box is not ticked right after the click: a choice held for the waiting part
    // must not untick it meanwhile (React puts a controlled box back to its state after the event).
    await accessories.getByRole('checkbox').first().check();
    await until(() => accessories.getByRole('link', { name: /dengan aksesori/ }).getAttribute('href'), (href) => /aksesori=\d+/.test(href ?? ''));
    expect(await accessories.getByRole('checkbox').first().isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
