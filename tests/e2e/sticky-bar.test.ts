/**
 * The quick-action bar no longer floats over the middle of the page on wide screens (issue 30.7): a
 * band across the bottom whose height the page reserves, as on phones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, visible } from './browser';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

describe('Quick-action bar', () => {
  for (const [name, size] of [['1280', DESKTOP]] as const) {
    it(`at ${name} px is a band across the bottom, and the page's end scrolls clear of it`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, '/avanza', size);
      const bar = await visible(page.getByRole('navigation', { name: 'Aksi cepat' }).locator('ul'));
      const box = (await bar.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(size.width);
      expect(box.y + box.height).toBeCloseTo(size.height, 0);
      // Below the footer's last line the page keeps at least the bar's height, so at the end of the
      // page nothing is under the bar.
      const room = await page.evaluate(() => {
        const items = [...document.querySelectorAll('footer :is(p, a, li)')].filter((el) => el.getClientRects().length > 0);
        const last = Math.max(...items.map((el) => el.getBoundingClientRect().bottom + window.scrollY));
        return document.documentElement.scrollHeight - last;
      });
      expect(room).toBeGreaterThanOrEqual(box.height - 1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
