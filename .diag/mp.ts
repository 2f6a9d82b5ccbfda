import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto('http://127.0.0.1:8090/price-list', { waitUntil: 'load' });
await page.waitForTimeout(3000);
const files = ['compare-screen', 'journey-screen', 'order-screen', 'contact-screen', 'trade-in-screen'];
console.log(await page.evaluate(async (files) => {
  const all = [...performance.getEntriesByType('resource')].map((e) => e.name);
  const out: string[] = [];
  const list = await (await fetch('/assets/')).text().catch(() => '');
  const links = [...document.querySelectorAll('link')].length;
  out.push('links ' + links + ' elements ' + document.getElementsByTagName('*').length);
  for (const href of ['/assets/index-CZyUpRy4.js', '/assets/react-CjPpR_4k.js', '/assets/dexie-CdiGBEw9.js']) {
    const l = document.createElement('link'); l.rel = 'modulepreload'; l.href = href; l.crossOrigin = '';
    const t = performance.now(); document.head.appendChild(l); out.push(href + ' ' + (performance.now() - t).toFixed(2));
  }
  const m = document.createElement('meta'); const t = performance.now(); document.head.appendChild(m); out.push('meta ' + (performance.now() - t).toFixed(2));
  return out.join('\n');
}, files));
await browser.close();
