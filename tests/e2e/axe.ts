/** axe-core on a page, one way for every accessibility test. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's violations on the page as it is now, each as `rule (impact): first targets`; none of any
 * impact is allowed by the tests. Only violations are gathered (`resultTypes`): axe then skips
 * collecting every node that passed, which is most of its time on a long page, and finds the same
 * violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** axe's violations once the page's network is quiet (what it loads after its first paint is in). */
export async function axeViolationsWhenIdle(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return axeViolations(page);
}
