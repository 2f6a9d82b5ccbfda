/**
 * A server page's stylesheets in Chromium (server/plugins/page-styles.ts): one request for the bundle of
 * them, none for the files marked in it, and a screen opened in the app afterwards fetches only the styles
 * the bundle lacks. The server's side (names, content, instances, 404) is tests/api/page-styles.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE, until, watchedPage } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** Hydration is done (the app's first effect ran, src/app/app.tsx). */
const hydrated = (page: Page) => page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });

describe('a server page\'s stylesheets in Chromium', () => {
  it('a server page fetches its stylesheets in one request; a screen opened in the app then fetches only the styles it adds', async () => {
    const { context, page, consoleErrors: errors } = await watchedPage(browser, PHONE);
    const sheets: string[] = [];
    page.on('request', (request) => { if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname); });
    await page.goto('/avanza', { waitUntil: 'networkidle' });
    await hydrated(page);
    // The shell's stylesheet and the page's bundle (server/plugins/page-styles.ts), not the sixteen files in it; what
    // follows is the styles of parts loaded once the page is live (the menu, the drawer), in no page's list.
    expect(sheets[1]).toMatch(/^\/assets\/styles-[A-Za-z0-9]{16}\.css$/);
    expect(sheets.filter((file) => file.includes('/styles-'))).toHaveLength(1);
    const inBundle = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(inBundle.length).toBeGreaterThan(5);
    for (const file of inBundle) expect(sheets).not.toContain(file);
    // A screen in the app: its chunk loader adds what the bundle lacks, and none of the files marked in.
    const before = sheets.length;
    await page.locator('a[href="/price-list"]').first().evaluate((link: HTMLAnchorElement) => link.click());
    await until(async () => new URL(page.url()).pathname, (p) => p === '/price-list');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const added = sheets.slice(before);
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) {
      expect(file).not.toMatch(/\/styles-/);
      expect(inBundle).not.toContain(file);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
