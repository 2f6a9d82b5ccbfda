/**
 * Screenshots of a first visit over a slow connection (CDP Network.emulateNetworkConditions, 400 kbps,
 * 400 ms latency) at 390 px, 1 s and 3 s after navigation starts, for Home and a car detail: the
 * server's HTML paints before the JavaScript arrives (issue 12, issue 16 item 2).
 *
 *   BASE=http://127.0.0.1:8080 OUT=/tmp/slow npx tsx scripts/slow-first-visit.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium-path';

const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const out = process.env.OUT ?? 'slow-first-visit';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, route] of [['home', '/'], ['car', '/avanza']]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 });
  const started = Date.now();
  void page.goto(base + route, { waitUntil: 'commit' }).catch(() => undefined);
  for (const at of [1000, 3000]) {
    await page.waitForTimeout(Math.max(0, at - (Date.now() - started)));
    const file = path.join(out, `${name}-390-${at / 1000}s.png`);
    await page.screenshot({ path: file, timeout: 5000 }).catch((error: unknown) => console.log(file, 'not taken:', String(error)));
    console.log(file);
  }
  await context.close();
}
await browser.close();
