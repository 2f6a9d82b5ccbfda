import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const u of ['/', '/avanza', '/credit-simulation', '/price-list', '/news/promo-akhir-tahun-cashback-hingga-25-juta']) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  const page = await ctx.newPage(); const svg: string[] = [];
  page.on('request', (r) => { if (r.url().includes('.svg')) svg.push(r.url().replace('http://127.0.0.1:8091', '')); });
  await page.goto('http://127.0.0.1:8091' + u, { waitUntil: 'load' }); await page.waitForTimeout(1500);
  console.log(u, svg.length, svg.join(' '));
  await ctx.close();
}
await browser.close();
