/// <reference lib="dom" />
/**
 * Where a page's boot spends the main thread (issue 35): a Chromium trace of the load at a fixed CDP
 * CPU slowdown (BENCH_MULTIPLIER, 4 by default, the phone's long tasks; 1 to compare two builds on a
 * loaded machine, bench-trace.ts), from the navigation until the page is live and its main thread has
 * been quiet for 2 s.
 * Per page, the median run of BENCH_BOOT_RUNS (3) by total thread time (`tdur`, bench-trace.ts):
 * total, the self thread time by trace event (script evaluation, compile, parse, style, layout, GC…),
 * the JavaScript by script and by function from the trace's sampling profiler (self and total, ms of
 * samples), and the elements React hydrated (carry a fiber) against the elements in the page.
 *
 *   BENCH_URL=http://127.0.0.1:4000 npx tsx --tsconfig tsconfig.server.json scripts/bench-boot.ts [/ /avanza]
 *   BENCH_BOOT_TOP=30 for longer lists; BENCH_BOOT_SAVE=<dir> keeps each trace (open it in DevTools' Performance panel)
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { ARGS, CHROMIUM, PHONE, benchMemberToken, mainThread, ms, signInPage, traced, throttle, type TraceEvent } from './bench-trace';

/** Pages measured signed in (as in bench-lighthouse.ts). */
const SIGNED_IN = new Set(['/dashboard-member']);

const RUNS = Number(process.env.BENCH_BOOT_RUNS ?? 3);
const RATE = Number(process.env.BENCH_MULTIPLIER) || 4;
const TOP = Number(process.env.BENCH_BOOT_TOP ?? 12);
/** Tasks listed with what ran in them: over this many ms of thread time (BENCH_BOOT_LONG; at x1, 50 ÷ the phone's slowdown shows the tasks that would block there). */
const LONG = Number(process.env.BENCH_BOOT_LONG ?? 50);
/**
 * Lighthouse's default (simulated) throttling multiplies each task of an unthrottled trace by the slowdown
 * and counts what exceeds 50 ms: at x9.4 every task over 5.3 ms blocks. With BENCH_MULTIPLIER=1, the same
 * sum on thread time at BENCH_SIMULATE (the target phone's slowdown, 9.4 by default) is a TBT that hardly
 * depends on the machine's load, to compare two builds.
 */
const SIMULATE = Number(process.env.BENCH_SIMULATE) || 9.4;

interface Boot {
  total: number;
  /** Thread time over 50 ms per task, summed (Lighthouse's TBT on thread time, from the navigation on). */
  blocking: number;
  /** Σ max(0, SIMULATE × thread time − 50) per task (meaningful at BENCH_MULTIPLIER=1). */
  simulated: number;
  /** Tasks over 50 ms at SIMULATE (thread time × SIMULATE). */
  simulatedTasks: number;
  /** Each task's thread time (ms), in order. */
  tasks: number[];
  longTasks: string[];
  byEvent: Map<string, number>;
  byScript: Map<string, number>;
  selfByFunction: Map<string, number>;
  totalByFunction: Map<string, number>;
  hydrated: number;
  elements: number;
}

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

/** Self thread time per event name on the main thread (nested complete events). */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const stack: TraceEvent[] = [];
  const self = new Map<string, number>();
  const childTime = new Map<TraceEvent, number>();
  const close = (e: TraceEvent) => add(self, e.name, Math.max(0, ms(e.tdur) - (childTime.get(e) ?? 0)));
  for (const e of events.filter((x) => x.ph === 'X' && x.tdur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    if (parent) childTime.set(parent, (childTime.get(parent) ?? 0) + ms(e.tdur));
    stack.push(e);
  }
  while (stack.length) close(stack.pop()!);
  return self;
}

interface Node { id: number; parent?: number; callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number } }

/** The sampling profiler's chunks in the trace: ms per script and per function (self, and total with callees). */
function jsTimes(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, Node>();
  const byScript = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const totalByFunction = new Map<string, number>();
  const urlOf = (n: Node) => (n.callFrame.url ?? '').replace(/^https?:\/\/[^/]+/, '');
  const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${urlOf(n)}:${(n.callFrame.lineNumber ?? 0) + 1}:${(n.callFrame.columnNumber ?? 0) + 1}`;
  // The main thread's profile (workers have their own).
  const profiles = new Set(events.filter((x) => x.name === 'Profile' && x.pid === pid && x.tid === tid).map((x) => (x as unknown as { id: string }).id));
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === pid && profiles.has((x as unknown as { id: string }).id)).sort((a, b) => a.ts - b.ts)) {
    const data = (e.args as { data: { cpuProfile?: { nodes?: Node[]; samples?: number[] }; timeDeltas?: number[] } }).data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const node = nodes.get(samples[i]);
      const t = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
      add(byScript, urlOf(node) || node.callFrame.functionName, t);
      add(selfByFunction, label(node), t);
      const seen = new Set<string>();
      for (let n: Node | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const l = label(n);
        if (!seen.has(l) && n.callFrame.url) { seen.add(l); add(totalByFunction, l, t); }
      }
    }
  }
  return { byScript, selfByFunction, totalByFunction };
}

async function bootOnce(browser: Browser, url: string, memberToken?: string, rate = RATE): Promise<Boot> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, serviceWorkers: 'block', locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  try {
    if (memberToken) await signInPage(page, new URL(url).origin, memberToken);
    const cdp = await throttle(page, rate);
    // Through CDP itself: Playwright's waits and evaluations inject its own scripts into the page, tasks
    // of 40-50 ms each at x4 that the trace would count as the page's.
    const evaluate = async (expression: string) => ((await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as { result: { value: unknown } }).result.value;
    const events = await traced(browser, page, async () => {
      await cdp.send('Page.navigate', { url });
      const until = Date.now() + 120_000;
      while (!(await evaluate(`document.documentElement.hasAttribute('data-app-ready')`))) {
        if (Date.now() > until) throw new Error(`bench-boot: ${url} never became live`);
        await new Promise((r) => setTimeout(r, 250));
      }
      // Quiet for 2 s: what runs after hydration (Dexie, the mirror, deferred parts) is part of the boot.
      await evaluate(`new Promise((resolve) => {
        let last = performance.now();
        const po = new PerformanceObserver((l) => { for (const e of l.getEntries()) last = Math.max(last, e.startTime + e.duration); });
        po.observe({ type: 'longtask' });
        const until = performance.now() + 30000;
        const check = () => { if (performance.now() - last > 2000 || performance.now() > until) { po.disconnect(); resolve(); } else setTimeout(check, 200); };
        check();
      })`);
    });
    if (process.env.BENCH_BOOT_SAVE) writeFileSync(path.join(process.env.BENCH_BOOT_SAVE, `boot-${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), JSON.stringify({ traceEvents: events }));
    const main = mainThread(events);
    const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    const tasks = own.filter((e) => e.name === 'RunTask' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
    const total = tasks.reduce((s, e) => s + ms(e.tdur), 0);
    const blocking = tasks.reduce((s, e) => s + Math.max(0, ms(e.tdur) - 50), 0);
    const simulated = tasks.reduce((s, e) => s + Math.max(0, SIMULATE * ms(e.tdur) - 50), 0);
    const simulatedTasks = tasks.filter((e) => SIMULATE * ms(e.tdur) > 50).length;
    const t0 = tasks[0]?.ts ?? 0;
    const longTasks = tasks.filter((t) => ms(t.tdur) > LONG).map((t) => {
      // What the task ran: its direct children by thread time, with the script they ran.
      const inside = own.filter((e) => e !== t && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e.tdur !== undefined);
      const direct = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + (p.dur ?? 0) >= e.ts + (e.dur ?? 0) && (p.dur ?? 0) > (e.dur ?? 0)));
      const what = direct.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 3).map((e) => {
        const data = (e.args as { data?: { url?: string; functionName?: string; type?: string } } | undefined)?.data;
        const where = [data?.type, data?.functionName, data?.url?.replace(/^https?:\/\/[^/]+/, '')].filter(Boolean).join(' ');
        return `${e.name}${where ? ` (${where})` : ''} ${ms(e.tdur).toFixed(0)}`;
      });
      return `@${ms(t.ts - t0).toFixed(0)} ${ms(t.tdur).toFixed(0)} ms: ${what.join('; ')}`;
    });
    const counts = await evaluate(`(() => {
      const all = document.body.querySelectorAll('*');
      let hydrated = 0;
      for (const el of all) if (Object.keys(el).some((k) => k.startsWith('__reactFiber'))) hydrated++;
      return { hydrated, elements: all.length };
    })()`) as { hydrated: number; elements: number };
    return { total, blocking, simulated, simulatedTasks, tasks: tasks.map((e) => ms(e.tdur)), longTasks, byEvent: selfTimes(own), ...jsTimes(events, main.pid, main.tid), ...counts };
  } finally {
    await context.close();
  }
}

/**
 * The same page with its scripts off (issue 35.2: main-thread work with scripts at most 1.5 times the page
 * without): thread time from the navigation until the load event and 2 s after, when the HTML's parse,
 * style, layout and paint (and its pictures' decoding) are done. Members' pages are not compared (their
 * frame differs from what a member sees).
 */
async function noScriptOnce(browser: Browser, url: string, rate = RATE): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, serviceWorkers: 'block', locale: 'id-ID', timezoneId: 'Asia/Jakarta', javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const cdp = await throttle(page, rate);
    await cdp.send('Page.enable');
    const events = await traced(browser, page, async () => {
      const loaded = new Promise<void>((resolve) => cdp.once('Page.loadEventFired', () => resolve()));
      await cdp.send('Page.navigate', { url });
      await loaded;
      await new Promise((r) => setTimeout(r, 2000));
    });
    const main = mainThread(events);
    return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask').reduce((sum, e) => sum + ms(e.tdur), 0);
  } finally {
    await context.close();
  }
}

/** One visit first, as a visitor before the measured one would: the server's caches and renditions are made. */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const warm = await browser.newPage();
  await warm.goto(url, { waitUntil: 'networkidle' });
  await warm.close();
}

const top = (m: Map<string, number>, n = TOP) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${k} ${v.toFixed(0)}`);

export async function bootFigures(base: string, routes: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const lines = [`boot at CPU slowdown x${RATE} (fixed), ${PHONE.width}x${PHONE.height}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; median of ${RUNS} runs by thread time`];
  try {
    for (const route of routes) {
      await warmUp(browser, base + route);
      const runs: Boot[] = [];
      const token = SIGNED_IN.has(route) ? await benchMemberToken(base) : undefined;
      for (let i = 0; i < RUNS; i++) runs.push(await bootOnce(browser, base + route, token));
      const sorted = runs.slice().sort((a, b) => a.total - b.total);
      const m = sorted[Math.floor(sorted.length / 2)];
      lines.push(`${route}: main-thread thread time ${m.total.toFixed(0)} ms (runs ${runs.map((r) => r.total.toFixed(0)).join('/')}), over 50 ms per task ${m.blocking.toFixed(0)} ms (runs ${runs.map((r) => r.blocking.toFixed(0)).join('/')}); hydrated ${m.hydrated} of ${m.elements} elements`);
      if (RATE === 1) lines.push(`  simulated at x${SIMULATE} (thread time × ${SIMULATE}, over 50 ms per task): ${m.simulated.toFixed(0)} ms in ${m.simulatedTasks} tasks (runs ${runs.map((r) => r.simulated.toFixed(0)).join('/')})`);
      if (!SIGNED_IN.has(route)) {
        const bare: number[] = [];
        for (let i = 0; i < RUNS; i++) bare.push(await noScriptOnce(browser, base + route));
        const b = bare.slice().sort((x, y) => x - y)[Math.floor(bare.length / 2)];
        lines.push(`  without scripts: thread time ${b.toFixed(0)} ms (runs ${bare.map((x) => x.toFixed(0)).join('/')}); with scripts ${(m.total / b).toFixed(2)}x that (goal 1.5x)`);
      }
      lines.push(`  tasks over ${LONG} ms (thread time, from the first task):`, ...m.longTasks.map((l) => `    ${l}`));
      lines.push(`  by event (self, ms): ${top(m.byEvent).join(', ')}`);
      lines.push(`  JS by script (sampled ms): ${top(m.byScript).join(', ')}`);
      lines.push('  JS by function, self (sampled ms):', ...top(m.selfByFunction).map((l) => `    ${l}`));
      lines.push('  JS by function, total (sampled ms):', ...top(m.totalByFunction, TOP * 2).map((l) => `    ${l}`));
    }
  } finally {
    await browser.close();
  }
  lines.push(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  return lines;
}

/**
 * For `npm run bench` (issue 35.2 and a load-light TBT): each public page of the goal booted at x1 with
 * and without its scripts, three runs each; the thread-time ratio and the boot's blocking time as
 * Lighthouse's simulation would count it at `slowdown` (the target phone's).
 */
export async function scriptRatioFigures(base: string, slowdown: number, routes = ['/', '/avanza', '/credit-simulation', '/price-list', '/news/promo-akhir-tahun-cashback-hingga-25-juta', '/order']): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const lines = [`thread time at x1 (412x823, median of 3), with and without scripts (goal: at most 1.5x); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`];
  const mid = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    for (const route of routes) {
      await warmUp(browser, base + route);
      const withScripts: Boot[] = [];
      const bare: number[] = [];
      for (let i = 0; i < 3; i++) {
        withScripts.push(await bootOnce(browser, base + route, undefined, 1));
        bare.push(await noScriptOnce(browser, base + route, 1));
      }
      const total = mid(withScripts.map((r) => r.total));
      const without = mid(bare);
      const simulated = mid(withScripts.map((r) => r.tasks.reduce((sum, t) => sum + Math.max(0, slowdown * t - 50), 0)));
      lines.push(`${route.padEnd(48)} with ${total.toFixed(0)} ms, without ${without.toFixed(0)} ms: ${(total / without).toFixed(2)}x; boot's blocking time simulated at x${slowdown}: ${simulated.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const base = process.env.BENCH_URL;
  if (!base) throw new Error('bench-boot: BENCH_URL (a running server of the build to profile)');
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/avanza'];
  for (const line of await bootFigures(base, routes)) console.log(line);
}
