import { chromium } from 'playwright-core';
const bases = process.argv[2].split(','); const p = process.argv[3]; const N = Number(process.argv[4] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const out = new Map<string, string[]>(bases.map((b) => [b, []]));
for (let i = 0; i < N; i++) for (const base of bases) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
  const page = await ctx.newPage(); const cdp = await ctx.newCDPSession(page); const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' } as any);
  await page.goto(base + p, { waitUntil: 'load' }); await page.waitForTimeout(3000);
  await cdp.send('Tracing.end'); await done; await ctx.close();
  const sum = (n: string) => events.filter((e) => e.name === n && e.ph === 'X').reduce((a, e) => a + e.dur / 1000, 0);
  out.get(base)!.push(`L${sum('Layout').toFixed(0)} S${sum('UpdateLayoutTree').toFixed(0)} P${sum('Paint').toFixed(0)}`);
}
for (const [b, r] of out) console.log(b.slice(-4), r.join(' | '));
await browser.close();
