import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, CHROMIUM_PATH, DESKTOP, launchBrowser, until, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** A context that lets the service worker run (the other tests block it). */
async function pwaContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  return { context, page, errors };
}

/** Waits until the service worker controls the page (first visit installs it; a reload is controlled). */
async function waitForController(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload({ waitUntil: 'networkidle' });
  await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), (v) => v, 15_000);
}

describe('offline first', () => {
  it('reports no installability errors in Chromium', async () => {
    // Installability is judged only outside incognito, so this one runs on a real profile.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'merapi-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: BROWSER_ARGS, viewport: DESKTOP, baseURL: inject('baseUrl') });
    const page = context.pages()[0] ?? await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForController(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors') as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', lang: 'id' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
    expect(manifest.screenshots?.length).toBeGreaterThan(0);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('shows Home from the cache and the mirror after the network is cut', async () => {
    const { context, page, errors } = await pwaContext();
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForController(page);
    await visible(page.getByRole('heading', { name: 'Pilih Mobil Toyota Anda' }));
    await visible(page.getByText('Agya', { exact: true }).first());
    await context.setOffline(true);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { name: 'Pilih Mobil Toyota Anda' }));
    await visible(page.getByText('Agya', { exact: true }).first());
    await visible(page.getByRole('status').filter({ hasText: 'Anda sedang offline' }));
    expect(errors).toEqual([]);
    await context.close();
  });
});
