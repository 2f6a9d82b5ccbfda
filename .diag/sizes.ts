import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await page.goto(url, { waitUntil: 'load' });
  console.log(width, await page.evaluate(() => [...document.querySelectorAll('main > *, main > * > *')].slice(0, 30).map((e) => `${e.tagName}.${(e.className || '').toString().slice(0, 24)}#${e.id} top=${Math.round(e.getBoundingClientRect().top)} h=${Math.round(e.getBoundingClientRect().height)} n=${e.querySelectorAll('*').length}`).join('\n')));
  await page.close();
}
await browser.close();
