/// <reference lib="dom" />
/**
 * What the interaction and boot benches share (issue 35): the host's Lighthouse `benchmarkIndex`
 * measured the way Lighthouse measures it (its own page function, median of three readings), the CPU
 * slowdown of the target phone (host ÷ BENCH_TARGET_INDEX, as bench-lighthouse.ts), and the renderer's
 * main thread read from a Chromium trace.
 *
 * Thread time: a trace event's `tdur` is the CPU time the thread spent in it. Under Chromium's CPU
 * throttle it grows with the slowdown (a 43 ms loop read 174 ms at x4) and, on a loaded machine, by more
 * than the slowdown (Home's boot read 1.8-2.4 s at x4 against 0.25-0.3 s at x1, load average 11-16):
 * the throttle stretches what the machine's load already stretched. Unthrottled (x1) it moves least
 * with the load: compare two builds at x1 and multiply by the slowdown for the phone.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_PATH } from './chromium-path';

export const CHROMIUM = CHROMIUM_PATH;
export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** The phone emulated: Lighthouse benchmarkIndex of an entry-level Android. */
export const TARGET_INDEX = Number(process.env.BENCH_TARGET_INDEX ?? 300);
/** Lighthouse's phone (its mobile preset's screen). */
export const PHONE = { width: 412, height: 823 };
export const DESKTOP = { width: 1350, height: 940 };

export const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The host's benchmarkIndex: Lighthouse's own page function in a blank page, median of three. */
export async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`) as number);
  await page.close();
  return median(readings);
}

/** The CPU slowdown for the target phone: BENCH_MULTIPLIER if set, else host ÷ target (at least 1). */
export function slowdownFor(index: number): number {
  return Number(process.env.BENCH_MULTIPLIER) || Math.max(1, Math.round((index / TARGET_INDEX) * 10) / 10);
}

export async function throttle(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export interface TraceEvent { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: Record<string, unknown> }

/** The main thread's tasks and what ran in them. */
export const TASKS = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'];
/**
 * The same with V8's sampling profiler (ms per script and function). Starting the profiler is charged to
 * the first script that runs after the trace starts (V8 logs every compiled function then): at x9 a
 * pointerdown read 800 ms of thread time under it, 24-46 ms without. A trace started on a live page
 * before an interaction is taken with TASKS.
 */
const TIMELINE = [...TASKS, 'disabled-by-default-v8.cpu_profiler'];

export async function traced(browser: Browser, page: Page, during: () => Promise<void>, categories = TIMELINE): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories });
  await during();
  const buffer = await browser.stopTracing();
  return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
}

/**
 * The page's renderer main thread: of the renderer main threads that parsed an http(s) document, the one that
 * did most work. Chromium 156.0.8078.108 starts the omnibox's WebUI renderer (`--top-chrome-webui`,
 * chrome://omnibox-popup) with each browser, about 1.4 s of CPU in the first seconds; by work alone it
 * was taken for the page.
 */
export function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const parsedWeb = new Set(events.filter((e) => e.name === 'ParseHTML' && /^https?:/.test(String((e.args?.beginData as { url?: string } | undefined)?.url ?? ''))).map((e) => `${e.pid}:${e.tid}`));
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (parsedWeb.size === 0 || parsedWeb.has(`${e.pid}:${e.tid}`)));
  let best = { pid: 0, tid: 0, work: -1 };
  for (const t of names) {
    const work = events.reduce((sum, e) => (e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' ? sum + (e.tdur ?? 0) : sum), 0);
    if (work > best.work) best = { pid: t.pid, tid: t.tid, work };
  }
  return best;
}

/** The main thread's top-level tasks (`RunTask`), in order. */
export function tasksOf(events: TraceEvent[]): TraceEvent[] {
  const main = mainThread(events);
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
}

export const ms = (us: number | undefined) => (us ?? 0) / 1000;

const API_KEY = { 'x-api-key': process.env.API_KEY ?? 'merapi-demo-key', 'content-type': 'application/json' };

/** A new member registered through the API; their session token. */
export async function benchMemberToken(base: string): Promise<string> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const body = { name: 'Budi Santoso', email, phone: '081234567890', birth: '1990-05-17', gender: 'Laki-laki', province: '33', city: '33.74',
    address: 'Jl. Pandanaran No. 1, Semarang', password: 'rahasia-123', confirm_password: 'rahasia-123', cek_list_agree: 'accepted', cek_list_penawaran: 'accepted', channel: 'register' };
  const res = await fetch(`${base}/api/register`, { method: 'POST', headers: API_KEY, body: JSON.stringify(body) });
  const token = ((await res.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
  if (!token) throw new Error(`bench: register answered ${res.status}`);
  return token;
}

/**
 * Signs `page`'s profile in as the member of `token`, as an installation before the key-value table left
 * it (idb-keyval store merapi-session/keyval, key 'session'): the first page reads it there and moves it into
 * its database (src/data/keyval.ts), later ones read it there.
 */
export async function signInPage(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/offline`);
  await page.evaluate((t) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('merapi-session');
    open.onupgradeneeded = () => open.result.createObjectStore('keyval');
    open.onsuccess = () => {
      const tx = open.result.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').put({ token: t, profile: null }, 'session');
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), token);
}
