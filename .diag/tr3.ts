import { readFileSync } from 'node:fs';
const t = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
const ev: any[] = t.traceEvents;
const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
const t0 = nav.ts;
for (const n of ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd', 'loadEventEnd']) {
  const e = ev.filter((e) => e.name === n && e.pid === nav.pid).map((e) => ((e.ts - t0) / 1000).toFixed(0));
  console.log(n, e.join(' '));
}
const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid).ts;
const th = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
const tasks = ev.filter((e) => e.pid === nav.pid && e.tid === th.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts > fcp);
let tbt = 0, total = 0;
for (const k of tasks) { const d = k.dur / 1000; total += d; tbt += Math.max(0, 4 * d - 50); }
console.log('tasks after FCP: total real', total.toFixed(0), 'ms, est. TBT at 4x', tbt.toFixed(0), 'last task at', ((tasks.at(-1).ts - t0) / 1000).toFixed(0));
const buckets: Record<string, number> = {};
for (const k of tasks) { const d = k.dur / 1000; if (4 * d > 50) { const b = d < 20 ? '12-20' : d < 40 ? '20-40' : '40+'; buckets[b] = (buckets[b] ?? 0) + 4 * d - 50; } }
console.log(buckets);
