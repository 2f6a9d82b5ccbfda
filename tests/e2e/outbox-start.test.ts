/**
 * A server-rendered page and its database (issue 35, src/data/db.ts, src/app/pwa/outbox-start.ts): on a
 * first visit, whose outbox is empty, the page's own thread never loads Dexie nor the outbox's code, and
 * the answers it was drawn with still reach the mirror (through the mirror worker); a submission left
 * waiting by an earlier visit is still sent when the next page loads, found by the plain IndexedDB count.
 *
 * The suite's contexts ask for the outbox's test hooks, which load the database themselves: these pages
 * turn them off.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OUTBOX_DB_NAME, OUTBOX_TABLE } from '../../domain/outbox-names';
import { contextOptions, DESKTOP, launchBrowser, outboxReady, PHONE, until } from './browser';

// window.__merapiOutbox is typed by src/app/pwa/test-hooks.ts.
import '../../src/app/pwa/test-hooks';

let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(() => browser?.close());

/** What the page's own thread fetched of the database's and the outbox's code. */
function databaseCode(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (/^\/assets\/(dexie|database|outbox-work|outbox-sync|outbox)-[\w-]{8}\.js$/.test(file)) fetched.push(file);
  });
  return fetched;
}

/** The page's mirror keys and its outbox's statuses, read with plain IndexedDB (nothing created). */
const stored = (page: Page) => page.evaluate(`new Promise((resolve) => {
  const request = indexedDB.open('${OUTBOX_DB_NAME}');
  request.onupgradeneeded = () => request.transaction.abort();
  request.onerror = (event) => { event.preventDefault(); resolve({ keys: [], statuses: [] }); };
  request.onsuccess = () => {
    const db = request.result;
    const names = ['responses', '${OUTBOX_TABLE}'].filter((n) => db.objectStoreNames.contains(n));
    if (names.length < 2) { db.close(); return resolve({ keys: [], statuses: [] }); }
    const tx = db.transaction(names, 'readonly');
    const keys = tx.objectStore('responses').getAllKeys();
    const items = tx.objectStore('${OUTBOX_TABLE}').getAll();
    tx.oncomplete = () => { db.close(); resolve({ keys: keys.result.map(String), statuses: items.result.map((i) => i.status) }); };
  };
})`) as Promise<{ keys: string[]; statuses: string[] }>;

const withoutHooks = (page: Page) => page.addInitScript(() => { (window as { __merapiTestHooks?: boolean }).__merapiTestHooks = false; });

describe('a server-rendered page and its database', () => {
  it('on a first visit loads neither Dexie nor the outbox on the page, and its answers still reach the mirror', async () => {
    const context = await browser.newContext(contextOptions(PHONE));
    const page = await context.newPage();
    await withoutHooks(page);
    const fetched = databaseCode(page);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/avanza', { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-app-ready]');
    // The car's answers and the header's catalogue (fetched after hydration) are mirrored off the page's thread.
    const { keys } = await until(() => stored(page), (s) => s.keys.includes('cardetail:avanza') && s.keys.includes('vehicles'), 15_000);
    expect(keys).toContain('creditrates');
    // Quiet for a while after: nothing loads the database late either.
    await page.waitForTimeout(2000);
    expect(fetched).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a submission an earlier visit left waiting when the next page loads, the outbox found by its count', async () => {
    const context = await browser.newContext(contextOptions(DESKTOP));
    const earlier = await context.newPage();
    await earlier.goto('/contact-us', { waitUntil: 'networkidle' });
    await outboxReady(earlier);
    await context.setOffline(true);
    const state = await earlier.evaluate((request) => window.__merapiOutbox!.submit(request), {
      request: { endpoint: 'contact' as const, body: { name: 'Pelanggan Tertunda', email: `tertunda.${Date.now()}@example.com`, phone: '081234567890', address: 'Jl. Malioboro 1', text: 'Pesan tertunda' } },
      form: 'contact', label: 'Konsultasi Pembelian', editPath: '/contact-us',
    });
    expect(state).toBe('queued');
    await earlier.close();
    await context.setOffline(false);

    const next = await context.newPage();
    await withoutHooks(next);
    const fetched = databaseCode(next);
    await next.goto('/price-list', { waitUntil: 'domcontentloaded' });
    const { statuses } = await until(() => stored(next), (s) => s.statuses.length === 1 && s.statuses[0] === 'delivered', 20_000);
    expect(statuses).toEqual(['delivered']);
    expect(fetched.some((file) => file.startsWith('/assets/outbox-work-'))).toBe(true);
    await context.close();
  });

  it('starts the outbox in an open tab when another tab queues a submission and closes, and that tab sends it', async () => {
    const context = await browser.newContext(contextOptions(DESKTOP));
    const waiting = await context.newPage();
    await withoutHooks(waiting);
    const fetched = databaseCode(waiting);
    await waiting.goto('/price-list', { waitUntil: 'networkidle' });
    await waiting.waitForSelector('html[data-app-ready]');
    await waiting.waitForTimeout(1500);
    // Nothing waited when it loaded: the outbox's code is not here.
    expect(fetched).toEqual([]);

    const other = await context.newPage();
    await other.goto('/contact-us', { waitUntil: 'networkidle' });
    await outboxReady(other);
    await context.setOffline(true);
    const state = await other.evaluate((request) => window.__merapiOutbox!.submit(request), {
      request: { endpoint: 'contact' as const, body: { name: 'Pelanggan Tab Lain', email: `tab.lain.${Date.now()}@example.com`, phone: '081234567890', address: 'Jl. Malioboro 1', text: 'Dari tab lain' } },
      form: 'contact', label: 'Konsultasi Pembelian', editPath: '/contact-us',
    });
    expect(state).toBe('queued');
    // The other tab's count reaches this one; then the other tab goes away before the connection returns.
    await until(() => Promise.resolve(fetched.some((file) => file.startsWith('/assets/outbox-work-'))), Boolean, 10_000);
    await other.close();
    await context.setOffline(false);
    const { statuses } = await until(() => stored(waiting), (s) => s.statuses.length === 1 && s.statuses[0] === 'delivered', 20_000);
    expect(statuses).toEqual(['delivered']);
    await context.close();
  });

  it('leaves the mirror worker out of the precache (only a page the server drew, online, runs it); the database\'s code is in', () => {
    const sw = readFileSync(path.join(path.resolve(process.env.E2E_DIST_DIR ?? 'dist'), 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/["']?url["']?:\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
    expect(urls.some((url) => /^assets\/dexie-[\w-]+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.includes('mirror.worker'))).toEqual([]);
  });
});
