/** Debian's Chromium driven by playwright-core (never a downloaded browser), with console-error capture. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface OpenedPage { page: Page; context: BrowserContext; consoleErrors: string[] }

/** A fresh context (no storage shared between tests) with the page's console errors collected. */
export async function openPage(browser: Browser, route: string, viewport = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') consoleErrors.push(msg.text()); });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  await page.goto(route, { waitUntil: 'networkidle' });
  return { page, context, consoleErrors };
}
