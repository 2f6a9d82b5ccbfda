import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i = 0; i < 3; i++) {
const ctx = await browser.newContext({ serviceWorkers: 'block' });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:8092/avanza', { waitUntil: 'load' });
await page.waitForTimeout(2000);
console.log(await page.evaluate(() => JSON.stringify((window as any).__t.map((x: number) => +x.toFixed(1)))));
await ctx.close();
}
await browser.close();
