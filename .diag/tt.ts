// Trace a page load (no throttling) with JS samples; for each main-thread task >= MIN ms, its top functions.
import { chromium } from 'playwright-core';
const url = process.argv[2] ?? 'http://127.0.0.1:8092/';
const MIN = Number(process.argv[3] ?? 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] }, transferMode: 'ReportEvents' } as any);
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
await cdp.send('Tracing.end');
await done;
await browser.close();
const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
const fcpE = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
const th = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
const t0 = nav.ts;
// samples
const nodes = new Map<number, any>(); const parent = new Map<number, number>();
const samples: Array<{ ts: number; id: number }> = [];
let profTs = 0;
for (const e of events.filter((e) => e.pid === nav.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') { profTs = e.args.data.startTime; continue; }
  const cp = e.args.data.cpuProfile ?? {};
  for (const n of cp.nodes ?? []) { nodes.set(n.id, n); if (n.parent) parent.set(n.id, n.parent); }
  const deltas = e.args.data.timeDeltas ?? [];
  (cp.samples ?? []).forEach((s: number, i: number) => { profTs += deltas[i]; samples.push({ ts: profTs, id: s }); });
}
const nm = (id: number) => { const n = nodes.get(id); if (!n) return '?'; const cf = n.callFrame; return `${cf.functionName || '(anon)'} ${String(cf.url).replace(/.*\/assets\//, '').replace(/-[A-Za-z0-9_]{8}\.js/, '')}:${cf.lineNumber}:${cf.columnNumber}`; };
const tasks = events.filter((e) => e.pid === nav.pid && e.tid === th.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur >= MIN * 1000).sort((a, b) => a.ts - b.ts);
console.log('FCP', ((fcpE.ts - t0) / 1000).toFixed(0));
for (const t of tasks) {
  const ss = samples.filter((s) => s.ts >= t.ts && s.ts <= t.ts + t.dur);
  const self = new Map<string, number>(); const incl = new Map<string, number>();
  for (const s of ss) {
    self.set(nm(s.id), (self.get(nm(s.id)) ?? 0) + 1);
    const seen = new Set<string>(); let id: number | undefined = s.id;
    while (id) { const k = nm(id); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } id = parent.get(id); }
  }
  const kids = events.filter((e) => e.pid === nav.pid && e.tid === th.tid && e.ph === 'X' && e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && ['ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'v8.compile', 'v8.compileModule', 'DocumentLoader::CommitNavigation', 'MajorGC', 'MinorGC', 'PaintImage', 'Decode Image', 'ImageDecodeTask'].includes(e.name));
  const agg: Record<string, number> = {}; for (const k of kids) agg[k.name] = (agg[k.name] ?? 0) + k.dur / 1000;
  console.log(`\n@${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)}ms  ${Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
  const per = ss.length ? t.dur / 1000 / ss.length : 0;
  console.log('  self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k} ${(v * per).toFixed(1)}`).join(' | '));
  console.log('  incl:', [...incl].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${(v * per).toFixed(1)}`).join(' | '));
}
