/**
 * The back office stays out of a visitor's way: no staff chunk in index.html's first load or
 * modulepreload list, none in the service worker's precache, and no visitor chunk that needs one.
 * Reads the build the browser tests run on (E2E_DIST_DIR or dist/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');
const assets = readdirSync(path.join(dist, 'assets'));
const isStaff = (file: string) => /(^|\/)staff-[^/]*$/.test(file);
/** Chunks a JS file imports statically (`import … from "./x.js"`); a lazy route's `import("./x.js")` is not one. */
const staticImports = (text: string) => [...text.matchAll(/(?:^|[;\s}])import\s*(?:[\w$\s{},*]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]);
/** The file names in the service worker's precache manifest. */
function precached(): string[] {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/["']?url["']?:\s*["'`]([^"'`]+)["'`]/g)].map((m) => m[1]);
}

describe('staff chunks and visitors', () => {
  it('the build has staff chunks at all (the test reads the right build)', () => {
    expect(assets.filter(isStaff).length).toBeGreaterThan(1);
    expect(assets.some((f) => isStaff(f) && f.endsWith('.css'))).toBe(true);
  });

  it('none is in the precache manifest, which still holds the visitor\'s shell and screens', () => {
    const urls = precached();
    expect(urls).toContain('index.html');
    expect(urls.some((u) => /assets\/home-screen-.*\.js$/.test(u))).toBe(true);
    expect(urls.filter(isStaff)).toEqual([]);
  });

  it('none is loaded or preloaded by index.html', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.filter(isStaff)).toEqual([]);
    // Nor by what the entry imports at start-up.
    const entry = loaded.find((f) => /^index-.*\.js$/.test(f))!;
    const startup = new Set<string>();
    const walk = (file: string) => {
      for (const next of staticImports(readFileSync(path.join(dist, 'assets', file), 'utf8'))) {
        if (!startup.has(next)) {
          startup.add(next);
          walk(next);
        }
      }
    };
    walk(entry);
    expect([...startup].filter(isStaff)).toEqual([]);
  });

  it('no visitor chunk imports a staff chunk (only the router loads them lazily), and the staff screens\' texts (content management included) live only in staff chunks', () => {
    let lazy = 0;
    for (const file of assets.filter((f) => f.endsWith('.js') && !isStaff(f))) {
      const text = readFileSync(path.join(dist, 'assets', file), 'utf8');
      expect(staticImports(text).filter(isStaff), file).toEqual([]);
      lazy += [...text.matchAll(/import\(["'`]\.\/staff-[\w.-]+\.js["'`]\)/g)].length;
      expect(text.includes('Masuk Staf') || text.includes('Menu back office'), file).toBe(false);
      // The content screens and the collections' descriptions and DTOs they render (domain/content) too.
      expect(text.includes('Kembali ke foto demo') || text.includes('Tipe & Harga') || text.includes('Hanya huruf kecil, angka dan tanda hubung'), file).toBe(false);
    }
    expect(lazy).toBeGreaterThanOrEqual(6);
  });
});
