/** axe-core on a page, one way for every accessibility test. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's violations on the page as it is now, each as `rule (impact): first targets`; none of any
 * impact is allowed by the tests. Only violations are gathered (`resultTypes`): axe then skips
 * collecting every node that passed, which is most of its time on a long page, and finds the same
 * violations.
 *
 * `axe.run` in the page itself (AxeBuilder's legacy mode): by default AxeBuilder runs axe per frame,
 * then opens a new blank page, injects axe there again and merges the results in it, which on this
 * machine's two cores made each check take two to three times as long (Home at 1,280 px: 2.8-3.5 s
 * against 1.0-1.4 s, the same violations found on Home, a car page, the price list and the dealer
 * finder). What it gives up is checking inside cross-origin frames: the site's only frames are a
 * branch's Google map and a YouTube video, both opened on request and neither ours to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** axe's violations once the page's network is quiet (what it loads after its first paint is in). */
export async function axeViolationsWhenIdle(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}
