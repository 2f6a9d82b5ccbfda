import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://127.0.0.1:8090/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop') as any;
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { self.set(s, (self.get(s) ?? 0) + (dt[i++] ?? 0) / 1000); }
const agg = new Map<string, number>(); const byUrl = new Map<string, number>();
for (const [id, ms] of self) { const n: any = byId.get(id); const cf = n.callFrame; const u = cf.url.replace(/.*\/assets\//, ''); const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + ms); byUrl.set(u || cf.functionName, (byUrl.get(u || cf.functionName) ?? 0) + ms); }
console.log('by url:'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(v.toFixed(1).padStart(8), k);
console.log('by fn:'); for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
await browser.close();
