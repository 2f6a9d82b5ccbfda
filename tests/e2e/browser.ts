/** Debian's Chromium driven by playwright-core (never a downloaded browser), with console-error capture. */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from '../../scripts/chromium-path';

export { CHROMIUM_PATH };

/** Flags for a closed network: no background calls home, no sandbox as root. */
export const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** The worker's Chromium, launched by the first file that asks and kept for the files after it. */
let shared: Promise<Browser> | undefined;

/**
 * The suite's browser: its contexts prefer reduced motion unless a test says otherwise, so no
 * autoplaying carousel or smooth scroll spends the two cores the suite shares (a test of motion
 * passes `reducedMotion: 'no-preference'` or calls `page.emulateMedia`).
 *
 * One Chromium per test worker, not per file: a launch costs about 2.5 s of CPU on this machine's two
 * cores and the suite's 43 files launched one each. The worker keeps this module between files
 * (`isolate: false`), and a file runs alone in its worker, so a file's `close()` closes every context
 * the browser has (what that file opened; each context is its own profile, so nothing passes between
 * files) and leaves the browser for the next file. Playwright closes it when the worker exits.
 */
export async function launchBrowser(): Promise<Browser> {
  shared ??= launchShared();
  const running = await shared.catch(() => undefined);
  if (running?.isConnected()) return running;
  // The last file's browser crashed or failed to start: a new one.
  shared = launchShared();
  return shared;
}

async function launchShared(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    // The page's outbox hooks for the tests (src/app/pwa/test-hooks.ts): installed only when asked.
    await context.addInitScript(() => { (window as { __merapiTestHooks?: boolean }).__merapiTestHooks = true; });
    if (CPU_THROTTLE > 1) context.on('page', (page) => void slowDown(context, page));
    return context;
  };
  browser.close = async () => {
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
  };
  return browser;
}

/**
 * `E2E_CPU_THROTTLE=3`: every page runs with its CPU three times slower (Chromium's emulation, through a
 * DevTools session of its own), to find what only a loaded machine meets (an IndexedDB read answering
 * before a part has hydrated). With that second session, a page reloaded while the context is offline
 * reads `navigator.onLine` as true (the network stays cut): offline.test.ts's offline notice fails
 * under it, and only under it.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page).catch(() => undefined);
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE }).catch(() => undefined);
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface OpenedPage { page: Page; context: BrowserContext; consoleErrors: string[] }

/** The options every test's context uses: the suite's server, Indonesian locale and time, no service worker. */
export function contextOptions(viewport: { width: number; height: number }) {
  return { viewport, baseURL: inject('baseUrl'), locale: 'id-ID', timezoneId: 'Asia/Jakarta', serviceWorkers: 'block' } as const;
}

/** Goes to `route` and waits until the network is quiet and the app is live (rendered or hydrated, src/app/app-ready.ts). */
export async function goLive(page: Page, route: string): Promise<void> {
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
}

/**
 * Waits until the page's service worker controls it: a first install may activate after the load
 * without claiming the page, so the page is loaded once more then.
 */
export async function waitForController(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload({ waitUntil: 'networkidle' });
  await until(() => page.evaluate(() => !!navigator.serviceWorker.controller), (v) => v, 15_000);
}

function collectErrors(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => { if (msg.type() === 'error') consoleErrors.push(msg.text()); });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return consoleErrors;
}

/** A fresh context and its page at `viewport`, nowhere yet. */
export async function blankPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions(viewport));
  return { context, page: await context.newPage() };
}

/** A fresh context and its page at `viewport`, nowhere yet, its console errors collected. */
export async function watchedPage(browser: Browser, viewport: { width: number; height: number }): Promise<OpenedPage> {
  const { context, page } = await blankPage(browser, viewport);
  return { context, page, consoleErrors: collectErrors(page) };
}

/** A fresh context (no storage shared between tests) with the page's console errors collected. */
export async function openPage(browser: Browser, route: string, viewport = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext(contextOptions(viewport));
  const page = await context.newPage();
  const consoleErrors = collectErrors(page);
  await goLive(page, route);
  return { page, context, consoleErrors };
}

/**
 * One context for visiting many pages in turn, as a visitor browsing does (its HTTP cache kept, so the
 * browser does not fetch and compile the same scripts anew per page): `visit` empties `consoleErrors`.
 */
export async function browsingContext(browser: Browser, viewport = DESKTOP): Promise<OpenedPage & { visit: (route: string) => Promise<void> }> {
  const context = await browser.newContext(contextOptions(viewport));
  const page = await context.newPage();
  const consoleErrors = collectErrors(page);
  const visit = async (route: string) => {
    consoleErrors.length = 0;
    await goLive(page, route);
  };
  return { page, context, consoleErrors, visit };
}

/**
 * Waits until the page's outbox hooks are installed (src/app/pwa/test-hooks.ts): they come with an
 * effect after hydration, which on a busy machine can be after the network has gone quiet.
 */
export async function outboxReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'webdriver' in navigator && !!(window as { __merapiOutbox?: unknown }).__merapiOutbox, undefined, { timeout: 15_000 });
}

/** Waits until `locator` is visible (playwright-core has no auto-waiting expect). */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Polls `read` until `accept` holds for its value, then returns it; fails with the last value. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeout} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

/** Sums layout shifts from the first paint on (PerformanceObserver, buffered). */
export async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifts: string[] };
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly }> }>) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        // Where and what moved: the path, then each source as tag.class (or #text), so a failure says which part.
        // The path is the address when the observer ran, which a client navigation may already have changed: the
        // shift read as "/price-list: li" in the full suite happened on the page before (/find-dealer).
        const name = (node?: Node) => (!node ? '?' : node.nodeType === Node.ELEMENT_NODE ? `${(node as Element).tagName.toLowerCase()}.${(node as Element).className}` : node.nodeName);
        // And where it was and went (y and height, css px) with the scroll and the document's height.
        const box = (r?: DOMRectReadOnly) => (r ? `${Math.round(r.y)}+${Math.round(r.height)}` : '?');
        const where = (s: { node?: Node; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly }) => `${name(s.node)}"${(s.node?.textContent ?? '').trim().slice(0, 24)}" ${box(s.previousRect)}->${box(s.currentRect)}`;
        w.__shifts.push(`${location.pathname}: ${(entry.sources ?? []).map(where).join(',')} (scrollY ${Math.round(scrollY)}, height ${document.documentElement.scrollHeight}, at ${Math.round(entry.startTime)} ms)`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const shifted = (page: Page) => page.evaluate(() => {
  const w = window as unknown as { __shift: number; __shifts: string[] };
  return { sum: w.__shift, sources: w.__shifts };
});
