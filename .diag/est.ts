// Estimated TBT (4x) from unthrottled traces: sum of max(0, 4d-50) over main-thread tasks after FCP until 5 s after load. N runs per URL, median.
import { chromium } from 'playwright-core';
const bases = (process.argv[2] ?? 'http://127.0.0.1:8090').split(',');
const paths = (process.argv[3] ?? '/,/avanza').split(',');
const N = Number(process.argv[4] ?? 3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const p of paths) {
  const all = new Map<string, Array<{ tbt: number; total: number; n: number; fcp: number }>>(bases.map((b) => [b, []]));
  for (let i = 0; i < N; i++) for (const base of bases) {
    const res = all.get(base)!;
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const events: any[] = [];
    cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] }, transferMode: 'ReportEvents' } as any);
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    await cdp.send('Tracing.end'); await done; await ctx.close();
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const nav = events.filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.isOutermostMainFrame && e.ts < fcp.ts && e.args?.data?.documentLoaderURL?.startsWith('http')).at(-1) ?? events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid);
    const th = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
    const tasks = events.filter((e) => e.pid === nav.pid && e.tid === th.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp.ts);
    let tbt = 0, total = 0, n = 0;
    for (const t of tasks) { const d = t.dur / 1000; total += d; if (4 * d > 50) { tbt += 4 * d - 50; n++; } }
    res.push({ tbt, total, n, fcp: (fcp.ts - nav.ts) / 1000 });
  }
  for (const [base, res] of all) {
  res.sort((a, b) => a.tbt - b.tbt);
  const m = res[Math.floor(res.length / 2)];
  console.log(base.slice(-4), p.padEnd(46), 'estTBT', res.map((r) => r.tbt.toFixed(0)).join('/'), ' median total', m.total.toFixed(0), 'long', m.n, 'fcp', m.fcp.toFixed(0));
  }
}
await browser.close();
