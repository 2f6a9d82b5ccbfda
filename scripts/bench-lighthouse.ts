/// <reference lib="dom" />
/**
 * Lighthouse figures of `npm run bench` for one phone on any machine (issue 35): the target is an
 * entry-level Android of Lighthouse `benchmarkIndex` 300 (BENCH_TARGET_INDEX), the kind most buyers
 * and the showroom's cheap tablets are. Lighthouse's CPU slowdown is a multiplier of the host, so the
 * bench reads the host's index first (median of three readings) and sets the multiplier to host ÷
 * target: a faster machine is slowed more, and figures from two machines mean the same phone.
 * Each page is opened once first (server caches, WebP renditions), then measured LIGHTHOUSE_RUNS
 * times in a fresh profile; the median run by performance score is printed with the range, its
 * main-thread work and script boot-up. The member dashboard is measured signed in (a member
 * registered through the API, the session written to the profile's IndexedDB as the login does).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import { freePort } from './free-port';
import { ARGS, CHROMIUM, TARGET_INDEX, benchMemberToken, signInPage, slowdownFor } from './bench-trace';


/** Lighthouse runs per page: the median run is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages of the goal: Home, a car, credit simulation, price list, an article, the order wizard's first step, the member dashboard. */
const ALL_PAGES = ['/', '/avanza', '/credit-simulation', '/price-list', '/news/promo-akhir-tahun-cashback-hingga-25-juta', '/order', '/dashboard-member'];
/** BENCH_PAGES (comma-separated paths) measures only those, for a quick before/after of one change. */
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').map((p) => p.trim()).filter(Boolean) : ALL_PAGES;
const SIGNED_IN = new Set(['/dashboard-member']);

interface Run { perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; tbt: number; tti: number; cls: number; mainThread: number; bootup: number; index: number; error?: string; details: string[] }

/**
 * BENCH_THROTTLING=devtools: the page itself runs slowed (the renderer's CPU throttled by the multiplier,
 * the network shaped as slow 4G) instead of Lighthouse's default simulation, which multiplies each task's
 * observed wall time, time the renderer spent descheduled on a shared host included (docs/performance.md).
 */
const THROTTLING = process.env.BENCH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
/** BENCH_DETAILS=1 prints, under each page, what its median run's main thread did: work by kind, the scripts that cost most, the long tasks. */
const DETAILS = Boolean(process.env.BENCH_DETAILS);

type Items = Array<Record<string, unknown>>;
const itemsOf = (lhr: { audits: Record<string, { details?: unknown }> }, id: string): Items => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []);
const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '') || String(url);

/** The median run's main thread in a few lines (BENCH_DETAILS). */
function detailsOf(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const work = itemsOf(lhr, 'mainthread-work-breakdown').map((i) => `${i.groupLabel} ${Number(i.duration).toFixed(0)}`).join(', ');
  const scripts = itemsOf(lhr, 'bootup-time').slice(0, 6)
    .map((i) => `${short(i.url)} ${Number(i.total).toFixed(0)} (eval ${Number(i.scripting).toFixed(0)}, parse ${Number(i.scriptParseCompile).toFixed(0)})`).join('; ');
  const tasks = itemsOf(lhr, 'long-tasks').slice(0, 8).map((i) => `${short(i.url)} @${Number(i.startTime).toFixed(0)} ${Number(i.duration).toFixed(0)}`).join('; ');
  return [`main thread (ms): ${work}`, `scripts (ms): ${scripts}`, `long tasks (ms): ${tasks}`];
}

/** One Lighthouse mobile run in headless Chromium on `profile` (kept as it is when `keepStorage`). */
async function run(url: string, profile: string, multiplier: number, keepStorage = false): Promise<Run> {
  const port = await freePort();
  const chrome = spawn(CHROMIUM, [...ARGS, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 100; i++) {
      try { if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break; } catch { /* starting */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    // Only the CPU multiplier changes; the rest of the mobile preset (slow 4G) stays as Lighthouse's defaults merge it.
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: keepStorage, throttling: { cpuSlowdownMultiplier: multiplier },
      ...(THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {}),
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const lhr = (await lighthouse(url, flags as never))!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'),
      fcp: audit('first-contentful-paint'), lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), tti: audit('interactive'), cls: audit('cumulative-layout-shift'),
      mainThread: audit('mainthread-work-breakdown'), bootup: audit('bootup-time'), index: lhr.environment.benchmarkIndex, error: lhr.runtimeError?.code,
      details: DETAILS ? detailsOf(lhr as never) : [],
    };
  } finally {
    chrome.kill('SIGTERM');
  }
}

/** The host's Lighthouse benchmarkIndex: median of three readings (one varies with what else the machine does). */
async function hostIndex(base: string, work: string): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) readings.push((await run(`${base}/offline`, mkdtempSync(path.join(work, 'lh-index-')), 1)).index);
  return readings.sort((a, b) => a - b)[1];
}

/** A Chromium profile signed in as a new member (no service worker, nothing cached). */
async function memberProfile(base: string, work: string): Promise<string> {
  const token = await benchMemberToken(base);
  const profile = mkdtempSync(path.join(work, 'lh-member-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ARGS, serviceWorkers: 'block' });
  const page = context.pages()[0] ?? (await context.newPage());
  await signInPage(page, base, token);
  await context.close();
  return profile;
}

/** Opens each page once at Lighthouse's phone size, as a visitor before the measured one would. */
async function warmUp(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  for (const route of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1000);
    await context.close();
  }
  await browser.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The printed lines: the host's index and the multiplier, then one line per page. */
export async function lighthouseFigures(base: string, work: string): Promise<string[]> {
  await warmUp(base);
  const index = await hostIndex(base, work);
  // BENCH_MULTIPLIER fixes the slowdown instead: two builds measured side by side on a loaded machine, whose index swings between readings.
  const multiplier = slowdownFor(index);
  const lines = [`host benchmarkIndex ${index.toFixed(0)}, target phone ${TARGET_INDEX}: CPU slowdown x${multiplier} (slow 4G as Lighthouse's mobile preset; ${THROTTLING === 'devtools' ? 'applied to the page (devtools)' : 'simulated'}; median of ${RUNS} runs)`];
  const member = await memberProfile(base, work);
  for (const route of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const profile = mkdtempSync(path.join(work, 'lh-'));
      if (SIGNED_IN.has(route)) cpSync(member, profile, { recursive: true });
      runs.push(await run(base + route, profile, multiplier, SIGNED_IN.has(route)));
    }
    const failed = runs.filter((r) => r.error);
    const sorted = runs.filter((r) => !r.error).sort((a, b) => a.perf - b.perf);
    const m = sorted[Math.floor(sorted.length / 2)];
    if (!m) {
      lines.push(`${route.padEnd(48)} no run completed: ${failed.map((r) => r.error).join(', ')}`);
      continue;
    }
    const errors = failed.length ? `; ${failed.length} run(s) failed: ${failed.map((r) => r.error).join(', ')}` : '';
    lines.push(`${route.padEnd(48)} perf ${m.perf} (runs ${sorted.map((r) => r.perf).join('/')}${errors})  a11y ${m.a11y}  bp ${m.bp}  seo ${m.seo}  `
      + `FCP ${seconds(m.fcp)}  LCP ${seconds(m.lcp)}  TBT ${m.tbt.toFixed(0)} ms  TTI ${seconds(m.tti)}  CLS ${m.cls.toFixed(3)}  main thread ${seconds(m.mainThread)}  script boot-up ${seconds(m.bootup)}`);
    for (const line of m.details) lines.push(`    ${line}`);
  }
  return lines;
}
