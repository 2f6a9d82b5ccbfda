/// <reference lib="dom" />
/**
 * The outbox under stress (issue 17): queues 1,000 contact submissions offline through the page's
 * own outbox, then drains them twice over: once while the network flaps every 1-3 s and the sending
 * tab is reloaded twice with a second tab open, once with a steady network. Counts on the server
 * side what arrived (delivered, duplicates, lost) and prints the seconds to drain, and the toasts
 * each tab showed. Builds nothing: serves dist/ (BENCH_DIST_DIR to use another build).
 * PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set (a `<name>_bench` database beside it,
 * emptied first), else PGlite in a temporary data directory.
 *
 *   npx vite build && npx tsx --tsconfig tsconfig.server.json scripts/bench-outbox.ts [--count 1000]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';
import { freePort } from './free-port';
import { CHROMIUM_PATH } from './chromium-path';

declare global {
  interface Window {
    /** The page's outbox test hooks (src/app/pwa/test-hooks.ts). */
    __merapiOutbox?: { submit(request: Record<string, unknown>): Promise<string>; statuses(): Promise<Record<string, number>> };
    /** Asks the page for those hooks (set by an init script before it loads). */
    __merapiTestHooks?: boolean;
  }
}

const COUNT = Number(process.argv[process.argv.indexOf('--count') + 1]) || 1000;
const FLAP_LIMIT_MS = 60_000;
const DRAIN_LIMIT_MS = 240_000;
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A `<name>_bench` database beside the given one, emptied, so the server migrates and seeds it afresh. */
async function benchDatabase(url: string): Promise<string> {
  const target = new URL(url);
  const name = `${target.pathname.slice(1) || 'merapi'}_bench`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
  return target.toString();
}

/** Rows per bench marker, read from the database after the server stopped (PGlite) or beside it (PostgreSQL). */
async function deliveredRows(run: string, databaseUrl: string | undefined, dataDir: string): Promise<Map<string, number>> {
  const sql = "select text, count(*)::int as n from contacts where text like $1 group by text";
  let rows: Array<{ text: string; n: number }>;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    rows = (await client.query(sql, [`${run}-%`])).rows;
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'pglite'));
    rows = (await db.query<{ text: string; n: number }>(sql, [`${run}-%`])).rows;
    await db.close();
  }
  return new Map(rows.map((r) => [r.text, r.n]));
}

async function waitForController(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload({ waitUntil: 'networkidle' });
  for (let i = 0; i < 100 && !(await page.evaluate(() => !!navigator.serviceWorker.controller)); i++) await sleep(100);
}

/** Queued, sending and refused items left in the outbox, as the page sees them. */
async function left(page: Page): Promise<number> {
  const s = await page.evaluate(() => window.__merapiOutbox!.statuses());
  return (s.queued ?? 0) + (s.sending ?? 0) + (s.refused ?? 0);
}

async function openTab(context: BrowserContext, base: string, route: string, toasts: string[]): Promise<Page> {
  const page = await context.newPage();
  await page.exposeFunction('__benchToast', (text: string) => toasts.push(text));
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) for (const node of Array.from(record.addedNodes)) {
        if (node instanceof HTMLElement && node.parentElement?.getAttribute('aria-relevant') === 'additions') {
          (window as unknown as { __benchToast(t: string): void }).__benchToast(node.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  return page;
}

async function main() {
  const dist = path.resolve(process.env.BENCH_DIST_DIR ?? 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} has no build: run \`npx vite build\` first.`);
    process.exit(1);
  }
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const databaseUrl = given ? await benchDatabase(given) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merapi-bench-outbox-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Every submission comes from one address here, as from a showroom tablet: the form rate limit must not be what is measured.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: dist, LOG_LEVEL: 'warn', TSX_TSCONFIG_PATH: 'tsconfig.server.json', DATABASE_URL: databaseUrl ?? '', FORM_RATE_LIMIT: '1000000' },
    stdio: 'inherit',
  });
  for (;;) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
    await sleep(200);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, locale: 'id-ID' });
  // The page's outbox hooks (src/app/pwa/test-hooks.ts) install only when asked before the page loads.
  await context.addInitScript(() => { window.__merapiTestHooks = true; });
  const toastsA: string[] = [];
  const toastsB: string[] = [];
  const tabA = await openTab(context, base, '/contact-us', toastsA);
  await waitForController(tabA);
  const tabB = await openTab(context, base, '/', toastsB);
  const stamp = Date.now().toString(36);

  const flapping = await round(context, tabA, tabB, `bench-${stamp}-f`, true);
  const steady = await round(context, tabA, tabB, `bench-${stamp}-s`, false);
  await sleep(6000); // the last batch's announcement
  await browser.close();

  if (!databaseUrl) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  const counts = await Promise.all([flapping, steady].map((r) => deliveredRows(r.run, databaseUrl, dataDir)));
  if (databaseUrl) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });

  const success = (texts: string[]) => texts.filter((x) => /terkirim/.test(x));
  console.log(`\nOutbox under stress (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);
  for (const [i, r] of [flapping, steady].entries()) {
    const rows = counts[i];
    const duplicates = [...rows.values()].reduce((sum, n) => sum + n - 1, 0);
    console.log(`${r.label}: ${COUNT} contact submissions queued offline in ${r.queueSeconds.toFixed(1)} s; delivered ${rows.size} / duplicates ${duplicates} / lost ${COUNT - rows.size} / ${r.drainSeconds.toFixed(1)} s to drain`);
  }
  console.log(`toasts: tab A ${toastsA.length} (${success(toastsA).length} delivery summaries), tab B ${toastsB.length} (${success(toastsB).length}); summaries: ${[...success(toastsA), ...success(toastsB)].join(' | ')}`);
}

interface RoundResult { run: string; label: string; queueSeconds: number; drainSeconds: number }

/**
 * Queues COUNT submissions offline in tab A, then brings the network back: flapping every 1-3 s
 * (for up to a minute) with two reloads of tab A, or steady. Ends when tab B sees none waiting.
 */
async function round(context: BrowserContext, tabA: Page, tabB: Page, run: string, flap: boolean): Promise<RoundResult> {
  await context.setOffline(true);
  let t = performance.now();
  const states = await tabA.evaluate(async ({ run, count }) => {
    const out: Record<string, number> = {};
    for (let n = 0; n < count; n++) {
      const state = await window.__merapiOutbox!.submit({
        request: { endpoint: 'contact', body: { name: `Pelanggan ${n}`, email: `${run}-${n}@example.com`, phone: '081234567890', address: 'Jl. Malioboro 1, Yogyakarta', text: `${run}-${n}` } },
        form: 'contact', label: 'Konsultasi Pembelian', editPath: '/contact-us',
      });
      out[state] = (out[state] ?? 0) + 1;
    }
    return out;
  }, { run, count: COUNT });
  if (states.queued !== COUNT) throw new Error(`expected every submission queued, got ${JSON.stringify(states)}`);
  const queueSeconds = (performance.now() - t) / 1000;

  t = performance.now();
  const reloadsAt = flap ? [3_000, 9_000] : [];
  let online = false;
  let windows = 0;
  while (performance.now() - t < DRAIN_LIMIT_MS) {
    const flapping = flap && performance.now() - t < FLAP_LIMIT_MS;
    const next: boolean = flapping ? !online : true;
    if (next !== online || windows === 0) {
      online = next;
      await context.setOffline(!online);
      windows += 1;
    }
    const until = performance.now() + (flapping ? 1000 + Math.random() * 2000 : 200);
    while (performance.now() < until) {
      if (reloadsAt.length && performance.now() - t >= reloadsAt[0]) {
        reloadsAt.shift();
        await tabA.reload({ waitUntil: 'domcontentloaded' });
      }
      await sleep(100);
    }
    if (!reloadsAt.length && (await left(tabB)) === 0) break;
  }
  const drainSeconds = (performance.now() - t) / 1000;
  await context.setOffline(false);
  const label = flap ? `network flapping every 1-3 s (${windows} switches), tab A reloaded twice, tab B open` : 'network steady';
  return { run, label, queueSeconds, drainSeconds };
}

await main();
