/**
 * Full-page screenshots of the running site at phone and desktop widths, with the page's console
 * errors and failed requests printed. Debian's Chromium only (never a downloaded browser).
 *
 *   npx tsx scripts/screenshot.ts http://127.0.0.1:8091/ [more URLs] [--click SELECTOR]... [--widths 390,1280] [--name NAME] [--viewport] [--scroll Y] [--axe] [--motion]
 *
 * `--viewport` shoots only the viewport, `--scroll Y` scrolls there first, `--axe` prints
 * accessibility violations, `--motion` keeps animations (reduced motion otherwise). Each `--click` selector is clicked in order when it is visible at that width (so one list can open
 * the desktop mega menu and the phone drawer). PNGs go to screenshots/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH as CHROMIUM } from './chromium-path';

const OUT_DIR = 'screenshots';

interface Options { urls: string[]; clicks: string[]; widths: number[]; name: string | null; viewportOnly: boolean; scrollTo: number; axe: boolean; motion: boolean }

function parseArgs(argv: string[]): Options {
  const options: Options = { urls: [], clicks: [], widths: [390, 1280], name: null, viewportOnly: false, scrollTo: 0, axe: false, motion: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--click') options.clicks.push(argv[++i]);
    else if (arg === '--widths') options.widths = argv[++i].split(',').map(Number);
    else if (arg === '--name') options.name = argv[++i];
    else if (arg === '--viewport') options.viewportOnly = true;
    else if (arg === '--axe') options.axe = true;
    else if (arg === '--motion') options.motion = true;
    else if (arg === '--scroll') options.scrollTo = Number(argv[++i]);
    else options.urls.push(arg);
  }
  if (options.urls.length === 0) throw new Error('usage: screenshot.ts URL... [--click SELECTOR]... [--widths 390,1280] [--name NAME]');
  return options;
}

function fileName(url: string, width: number, name: string | null): string {
  const { pathname, search } = new URL(url);
  const slug = name ?? (`${pathname}${search}`.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home');
  return path.join(OUT_DIR, `${slug}-${width}.png`);
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadLazyContent(page: Page): Promise<void> {
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  for (let y = 0; y < height; y += 600) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(120);
  }
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

async function shoot(page: Page, url: string, width: number, options: Options): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await loadLazyContent(page);
  for (const selector of options.clicks) {
    const target = page.locator(selector).first();
    if (await target.isVisible().catch(() => false)) {
      await target.click();
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await page.waitForTimeout(500);
    }
  }
  if (options.scrollTo) {
    await page.evaluate(`window.scrollTo(0, ${options.scrollTo})`);
    await page.waitForTimeout(300);
  }
  const file = fileName(url, width, options.name);
  console.log(`title: ${await page.title()}`);
  const fullPage = !options.viewportOnly && options.clicks.length === 0;
  // Parts below the first screen are drawn only near the viewport (content-visibility: Home's parts,
  // src/lib/hydrate-when-seen.module.css; the car page's sections): a capture of the whole page draws
  // them all, as scrolling would.
  if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: file, fullPage });
  console.log(`saved ${file}`);
  if (options.axe) {
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) console.log(`  axe ${v.impact ?? ''} ${v.id}: ${v.nodes.length} node(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
  let problems = 0;
  try {
    for (const url of options.urls) {
      for (const width of options.widths) {
        const context = await browser.newContext({
          locale: 'id-ID',
          timezoneId: 'Asia/Jakarta',
          serviceWorkers: 'block',
          deviceScaleFactor: 1,
          // Reduced motion stops carousel autoplay, so shots never catch a slide mid-move.
          reducedMotion: options.motion ? 'no-preference' : 'reduce',
        });
        const page = await context.newPage();
        const report = (line: string) => {
          problems += 1;
          console.log(`  [${width}px] ${line}`);
        };
        page.on('console', (msg) => msg.type() === 'error' && report(`console error: ${msg.text()}`));
        page.on('pageerror', (error) => report(`page error: ${error.message}`));
        page.on('requestfailed', (request) => report(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`));
        page.on('response', (response) => response.status() >= 400 && report(`HTTP ${response.status()}: ${response.url()}`));
        await shoot(page, url, width, options);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(problems === 0 ? 'no console errors or failed requests' : `${problems} problem(s) reported`);
  process.exitCode = problems === 0 ? 0 : 1;
}

await main();
