import { chromium } from 'playwright-core';
import { readdirSync } from 'node:fs';
const files = readdirSync('/tmp/y/assets').filter((f) => f.endsWith('.js') && /screen|form|order|staff/.test(f)).slice(0, 20);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:8091/price-list', { waitUntil: 'load' });
await page.waitForTimeout(3000);
console.log(await page.evaluate(async (files) => {
  const out: string[] = [];
  let t = performance.now();
  const frag = document.createDocumentFragment();
  for (const f of files.slice(0, 10)) frag.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/' + f, crossOrigin: '' }));
  t = performance.now(); document.head.append(frag); out.push('10 new in fragment ' + (performance.now() - t).toFixed(2));
  for (const f of files.slice(10, 20)) { const l = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/' + f, crossOrigin: '' }); t = performance.now(); document.head.append(l); out.push('new ' + (performance.now() - t).toFixed(2)); }
  return out.join('\n');
}, files));
await browser.close();
