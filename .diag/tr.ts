import { readFileSync } from 'node:fs';
const t = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
const ev: any[] = t.traceEvents;
// main thread: CrRendererMain of the renderer process with the page
const names = ev.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
const pid = nav.pid; const th = names.find((n) => n.pid === pid);
const tid = th.tid; const t0 = nav.ts;
const main = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
const tops = main.filter((e) => e.name === 'RunTask' && e.dur > 12000);
for (const top of tops) {
  const end = top.ts + top.dur;
  const kids = main.filter((e) => e !== top && e.ts >= top.ts && e.ts + (e.dur ?? 0) <= end);
  const agg: Record<string, number> = {};
  for (const k of kids) agg[k.name] = (agg[k.name] ?? 0) + k.dur / 1000;
  const url = kids.find((k) => k.args?.data?.url)?.args.data.url ?? kids.find((k) => k.name === 'FunctionCall')?.args?.data?.url ?? '';
  const top5 = Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${d.toFixed(1)}`).join(', ');
  console.log(((top.ts - t0) / 1000).toFixed(0).padStart(6), (top.dur / 1000).toFixed(1).padStart(6), String(url).slice(-40).padEnd(40), top5);
}
