/// <reference lib="dom" />
/**
 * Performance figures (printed, not asserted): Lighthouse 12 (mobile preset, slow 4G, the CPU slowed to
 * an entry-level phone whatever the host: bench-lighthouse.ts) on seven pages in Debian's Chromium, JavaScript per route (first load, Brotli as sent), precache
 * size, API latency and server memory, first visit and repeat offline visit to Home in Chromium, then the
 * outbox under stress (bench-outbox.ts). Interactions on the car page and Home at the same phone: bench-interaction.ts. Builds the page into a temp folder and the server into
 * dist-server/ (as `npm run build`), and runs it as `npm run serve` does on a free port with a fresh data directory.
 *
 *   npm run bench
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchApi } from './bench-api';
import { scriptRatioFigures } from './bench-boot';
import { interactionFigures } from './bench-interaction';
import { lighthouseFigures } from './bench-lighthouse';
import { buildInto, rssOf, startServer } from './bench-server';
import { routeJs } from './route-js';
import { TARGET_INDEX, hostIndex, slowdownFor } from './bench-trace';
import { CHROMIUM_PATH } from './chromium-path';

const work = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-'));
const dist = path.join(work, 'dist');
const KEY = { 'x-api-key': process.env.API_KEY ?? 'merapi-demo-key' };
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const pct = (xs: number[], p: number) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function precacheFigures() {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const file = path.join(dist, url);
    raw += statSync(file).size;
    gz += gzipSync(readFileSync(file)).length;
  }
  const js = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return { entries: urls.length, raw, gz, jsFiles: js.length };
}

async function apiLatency(base: string) {
  const calls: Array<[string, RequestInit?]> = [
    ['/api/vehicles'], ['/api/slider'], ['/api/pricelist'],
    ['/api/cartype', { method: 'POST', body: JSON.stringify({ car_model_id: 2, car_transmission: 'AT' }), headers: { 'content-type': 'application/json', ...KEY } }],
  ];
  const out: string[] = [];
  for (const [url, init] of calls) {
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const t = performance.now();
      const res = await fetch(base + url, init ?? { headers: KEY });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    out.push(`${url.padEnd(16)} p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`);
  }
  return out;
}

async function visits(base: string) {
  const profile = mkdtempSync(path.join(work, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: ARGS, viewport: { width: 390, height: 844 } });
  const page = context.pages()[0] ?? (await context.newPage());
  const shown = () => page.getByRole('heading', { name: 'Pilih Mobil Toyota Anda' }).waitFor();
  let t = performance.now();
  await page.goto(base, { waitUntil: 'domcontentloaded' });
  await shown();
  const first = performance.now() - t;
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload({ waitUntil: 'networkidle' });
  await context.setOffline(true);
  t = performance.now();
  await page.reload({ waitUntil: 'domcontentloaded' });
  await shown();
  await page.getByText('Agya', { exact: true }).first().waitFor();
  const offline = performance.now() - t;
  await context.close();
  return { first, offline };
}

const mib = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;

/** The boot's thread time with and without scripts, and its blocking time simulated at the target phone's slowdown. */
async function bootRatio(base: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  const index = await hostIndex(browser);
  await browser.close();
  const slowdown = slowdownFor(index);
  return [`host benchmarkIndex ${index}, target phone ${TARGET_INDEX}: x${slowdown}`, ...(await scriptRatioFigures(base, slowdown))];
}

async function main() {
  buildInto(dist);
  const pre = precacheFigures();
  const { base, server, startMs: coldStart } = await startServer(dist, work);
  const latency = await apiLatency(base);
  // The server as `npm run serve` starts it (bench-server.ts); the goal is 400 MiB with PGlite (docs/server-memory.md).
  const rss = rssOf(server.pid);
  const v = await visits(base);
  const lh = await lighthouseFigures(base, work);
  const interaction = await interactionFigures(base);
  const boot = await bootRatio(base);
  // After the pages' load (every page rendered, its pictures made, Lighthouse's runs).
  const rssAfterPages = rssOf(server.pid);
  server.kill('SIGTERM');
  const js = routeJs(dist);

  console.log('\nMerapi Toyota benchmark');
  console.log(`Lighthouse ${lighthouseVersion()} (mobile), ${os.cpus()[0]?.model ?? 'CPU'} x ${os.cpus().length}:`);
  for (const line of lh) console.log(`  ${line}`);
  console.log('Interaction (Event Timing and main-thread time at the same phone, bench-interaction.ts):');
  for (const line of interaction) console.log(`  ${line}`);
  console.log('Boot with and without scripts (bench-boot.ts):');
  for (const line of boot) console.log(`  ${line}`);
  console.log('JavaScript per route, first load (Brotli as sent; gzip -9 for comparison):');
  for (const r of js.routes) console.log(`  ${r.route.padEnd(20)} ${kb(r.bytes)} (gzip ${kb(r.gzip)}; ${r.files.length} files; own chunk ${kb(r.ownChunk)})`);
  const biggest = js.screenChunks.slice().sort((a, b) => b.bytes - a.bytes)[0];
  console.log(`  largest route chunk: ${biggest?.file} ${kb(biggest?.bytes ?? 0)}`);
  console.log(`precache: ${pre.entries} entries, ${kb(pre.raw)} (${kb(pre.gz)} gzipped), ${pre.jsFiles} JS chunks`);
  console.log(`server first start (migrate + seed + media) to healthy: ${(coldStart / 1000).toFixed(1)} s; RSS after API load: ${mib(rss.rss)}, after the pages' load: ${mib(rssAfterPages.rss)} (not file-backed: ${mib(rss.anon)}, ${mib(rssAfterPages.anon)})`);
  for (const line of latency) console.log(`API ${line}`);
  console.log(`Home first visit (phone, local server): ${v.first.toFixed(0)} ms`);
  console.log(`Home repeat visit offline (service worker + IndexedDB mirror): ${v.offline.toFixed(0)} ms`);
  // BENCH_QUICK=1: the figures above only (a before/after of a page change), not the outbox and API load benches.
  if (process.env.BENCH_QUICK) {
    rmSync(work, { recursive: true, force: true });
    return;
  }
  // The outbox under stress, on the same build (PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set).
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-outbox.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_DIST_DIR: dist, TSX_TSCONFIG_PATH: 'tsconfig.server.json' } });
  rmSync(work, { recursive: true, force: true });
  // Read-cache throughput next to a bare node:http server, and a form POST (own PGlite server).
  await benchApi();
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join('node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

await main();
