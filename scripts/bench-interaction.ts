/// <reference lib="dom" />
/**
 * Interaction figures of `npm run bench` (issue 35.3): on the same target phone as the Lighthouse
 * figures (CPU slowdown host benchmarkIndex ÷ 300, set through CDP Emulation.setCPUThrottlingRate, from
 * before the page loads), a visitor moves the down-payment slider and chooses a tenor on the car page
 * `/avanza` (phone size), and opens the VEHICLES mega menu on Home (desktop size: the phone has a
 * drawer instead), each on a live, idle page in a fresh context.
 *
 * Per interaction: the longest Event Timing entry it produced (PerformanceObserver type 'event',
 * durationThreshold 16: input delay + processing + until the next paint, wall time; entries INP counts,
 * those with an interactionId, and the range's input and change events) with its processing
 * time, and the main thread's longest task overlapping those entries, as thread time (`tdur` at the
 * throttle; a loaded machine inflates it too: bench-trace.ts); the goal is 100 ms of main-thread time.
 * Median of BENCH_INTERACTION_RUNS (3) runs.
 *
 *   npm run bench                        (after the Lighthouse figures)
 *   BENCH_URL=http://127.0.0.1:4000 npx tsx --tsconfig tsconfig.server.json scripts/bench-interaction.ts
 *   npx tsx --tsconfig tsconfig.server.json scripts/bench-interaction.ts   (builds and starts its own server)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildInto, startServer } from './bench-server';
import { ARGS, CHROMIUM, DESKTOP, PHONE, TARGET_INDEX, TASKS, hostIndex, median, ms, slowdownFor, tasksOf, throttle, traced } from './bench-trace';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);

interface Measured {
  /** Longest Event Timing entry of the interaction, ms (wall). */
  duration: number;
  /** Its processing time (processingEnd - processingStart), ms. */
  processing: number;
  /** Its event type. */
  type: string;
  /** Thread time of the longest main-thread task overlapping the interaction's entries, ms. */
  taskThread: number;
  /** From the act until its result is on screen (`done`), wall time seen from the bench, ms. */
  settled: number;
  /** The same task's wall time, ms. */
  taskWall: number;
}

interface Interaction {
  label: string;
  route: string;
  viewport: { width: number; height: number };
  /** Brings the page to the state before the act (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The act itself: real input through CDP (trusted events, which Event Timing records). */
  act: (page: Page) => Promise<void>;
  /** Resolves once the act's result is on screen. */
  done: (page: Page) => Promise<void>;
}

const credit = (page: Page) => page.locator('#car-credit');

const INTERACTIONS: Interaction[] = [
  {
    label: 'car page: move the down-payment slider',
    route: '/avanza',
    viewport: PHONE,
    prepare: async (page) => { await credit(page).locator('input[type=range]').scrollIntoViewIfNeeded(); },
    act: async (page) => {
      const box = (await credit(page).locator('input[type=range]').boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.1, y);
      await page.mouse.down();
      for (let i = 1; i <= 4; i++) await page.mouse.move(box.x + box.width * (0.1 + 0.15 * i), y);
      await page.mouse.up();
    },
    done: async (page) => { await page.waitForFunction('(() => { const r = document.querySelector("#car-credit input[type=range]"); return Number(r.value) > Number(r.min); })()', undefined, { timeout: 60_000 }); },
  },
  {
    label: 'car page: choose a tenor',
    route: '/avanza',
    viewport: PHONE,
    // The select has focus (as after a tab to it); the arrow key changes the value without the popup.
    prepare: async (page) => { const tenor = credit(page).getByLabel('Tenor'); await tenor.scrollIntoViewIfNeeded(); await tenor.focus(); },
    // The next tenor, or the one before when the longest is chosen.
    act: async (page) => {
      const last = await page.evaluate(() => { const s = document.activeElement as HTMLSelectElement; (window as unknown as { tenorBefore: string }).tenorBefore = s.value; return s.selectedIndex === s.options.length - 1; });
      await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown');
    },
    done: async (page) => { await page.waitForFunction('document.activeElement.value !== window.tenorBefore', undefined, { timeout: 60_000 }); },
  },
  {
    // The type cards and the credit panel, far below, still wait to be hydrated: the colour reaches their
    // order links once they are (car-detail-content.tsx), their hydration started by the finger coming down.
    label: 'car page: choose a colour',
    route: '/avanza',
    viewport: PHONE,
    prepare: async (page) => { await page.getByRole('group', { name: 'Warna Avanza' }).scrollIntoViewIfNeeded(); },
    act: async (page) => {
      const box = (await page.getByRole('group', { name: 'Warna Avanza' }).getByRole('button').nth(2).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
    },
    done: async (page) => { await page.waitForFunction(() => /colour=\d/.test(document.querySelector('#car-credit a[href^="/order"]')?.getAttribute('href') ?? ''), undefined, { timeout: 60_000 }); },
  },
  {
    label: 'Home: open the VEHICLES mega menu',
    route: '/',
    viewport: DESKTOP,
    // The pointer rests on the entry first (hovering is not the interaction).
    prepare: async (page) => {
      const box = (await page.getByRole('button', { name: 'VEHICLES' }).boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    },
    act: async (page) => { await page.mouse.down(); await page.mouse.up(); },
    done: async (page) => { await page.locator('#mega-menu').getByText('Agya', { exact: true }).first().waitFor(); },
  },
];

/** Waits until the main thread has been free for a while (no task in `quietMs`), bounded. */
async function idle(page: Page, quietMs = 1000): Promise<void> {
  // As a string: the bench's compiler names inner functions with a helper the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    const until = performance.now() + 20000;
    let last = performance.now();
    const po = new PerformanceObserver((list) => { for (const e of list.getEntries()) last = Math.max(last, e.startTime + e.duration); });
    po.observe({ type: 'longtask', buffered: false });
    const check = () => {
      if (performance.now() - last > ${quietMs} || performance.now() > until) { po.disconnect(); resolve(); return; }
      requestIdleCallback(() => setTimeout(check, 100));
    };
    check();
  })`);
}

async function measureOnce(browser: Browser, base: string, rate: number, it: Interaction): Promise<Measured> {
  const context = await browser.newContext({ viewport: it.viewport, serviceWorkers: 'block', locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await context.newPage();
  try {
    await throttle(page, rate);
    await page.goto(base + it.route, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 120_000 });
    await idle(page);
    await it.prepare?.(page);
    await idle(page);
    await page.evaluate(() => {
      const w = window as unknown as { benchEvents: PerformanceEventTiming[] };
      w.benchEvents = [];
      new PerformanceObserver((list) => { w.benchEvents.push(...(list.getEntries() as PerformanceEventTiming[])); }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    let origin = 0;
    let settled = 0;
    const events = await traced(browser, page, async () => {
      // A mark in the trace and in the page: maps the page's clock onto the trace's.
      origin = await page.evaluate(() => performance.mark('bench-interaction').startTime);
      const started = Date.now();
      await it.act(page);
      await it.done(page);
      settled = Date.now() - started;
      await idle(page, 500);
    }, TASKS);
    const mark = events.find((e) => e.name === 'bench-interaction' && e.cat.includes('user_timing'));
    if (!mark) throw new Error('bench-interaction: the mark is not in the trace');
    const toTrace = (t: number) => mark.ts + (t - origin) * 1000;
    const entries = await page.evaluate(() => (window as unknown as { benchEvents: PerformanceEventTiming[] }).benchEvents
      .map((e) => ({ type: e.name, id: (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart })));
    // What INP counts (entries of an interaction: pointer, click, key) and the range's input and change events.
    const ours = entries.filter((e) => e.start >= origin && (e.id > 0 || e.type === 'input' || e.type === 'change'));
    const tasks = tasksOf(events).filter((t) => ours.some((e) => t.ts < toTrace(e.start + e.duration) && t.ts + (t.dur ?? 0) > toTrace(e.start)));
    const longestEntry = ours.sort((a, b) => b.duration - a.duration)[0];
    const longestTask = tasks.sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))[0];
    return {
      duration: longestEntry?.duration ?? 0, processing: longestEntry?.processing ?? 0, type: longestEntry?.type ?? '-',
      taskThread: ms(longestTask?.tdur), taskWall: ms(longestTask?.dur), settled,
    };
  } finally {
    await context.close();
  }
}

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/** The printed lines: the host's index, the slowdown and the load, then one line per interaction. */
export async function interactionFigures(base: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    // Each page once first (server caches, WebP renditions), as the Lighthouse bench does.
    for (const route of new Set(INTERACTIONS.map((i) => i.route))) {
      const page = await browser.newPage();
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.close();
    }
    const index = await hostIndex(browser);
    const rate = slowdownFor(index);
    const lines = [`host benchmarkIndex ${index.toFixed(0)}, target phone ${TARGET_INDEX}: CPU slowdown x${rate}; load average ${load()} (median of ${RUNS} runs)`];
    for (const it of INTERACTIONS) {
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, base, rate, it));
      const m = (f: (r: Measured) => number) => median(runs.map(f));
      const type = runs.map((r) => r.type).join('/');
      lines.push(`${it.label.padEnd(40)} Event Timing ${m((r) => r.duration).toFixed(0)} ms (runs ${runs.map((r) => r.duration.toFixed(0)).join('/')}; ${type}), processing ${m((r) => r.processing).toFixed(0)} ms; `
        + `longest task: thread ${m((r) => r.taskThread).toFixed(0)} ms (runs ${runs.map((r) => r.taskThread.toFixed(0)).join('/')}), wall ${m((r) => r.taskWall).toFixed(0)} ms; `
        + `on screen after ${m((r) => r.settled).toFixed(0)} ms`);
    }
    lines.push(`load average after: ${load()}`);
    return lines;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_URL) {
    for (const line of await interactionFigures(process.env.BENCH_URL)) console.log(line);
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-'));
  const dist = path.join(work, 'dist');
  buildInto(dist);
  const { base, server } = await startServer(dist, work);
  try {
    for (const line of await interactionFigures(base)) console.log(line);
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
