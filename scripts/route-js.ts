/**
 * JavaScript a public route loads on a first visit, compressed as it is sent (the Brotli file the build
 * writes beside each asset, vite.config.ts `precompress`; gzip -9 alongside), from a build's manifest
 * (dist/.vite/manifest.json): the entry, the app's start (boot.tsx) and the route's screen chunk, each
 * with its static imports. Used by `npm run bench` and by the budget test (tests/e2e/js-budget.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

interface ManifestChunk { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }

/**
 * Budgets (Brotli bytes, as sent): Home's first load (the goal is 120 KB; 112 KiB since the app uses
 * React Router's declarative routes instead of its data router, see README "Performance"; 117 KiB
 * since the lifecycle work of 27 Nov 2026 put eight more screens' routes and paths in the router and
 * the partial hydration in the boot: 115.8 KiB measured), any one route's own screen chunk, and the files
 * of any measured route's first load: each is a request, six at a time over HTTP/1.1 on a phone's slow line
 * (34 on the credit simulation, the most, since the form and deal kits of vite.config.ts; 46 before).
 */
export const BUDGET = { homeFirstLoad: 120 * 1024, routeChunk: 50 * 1024, firstLoadFiles: 36 } as const;

/** The server-rendered routes measured, by the screen module the router loads for them. */
export const PUBLIC_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['/', 'src/features/home/home-screen.tsx'],
  ['/:car', 'src/features/car-detail/car-detail-screen.tsx'],
  ['/credit-simulation', 'src/features/forms/credit-simulation/credit-simulation-screen.tsx'],
  ['/price-list', 'src/features/price-list/price-list-screen.tsx'],
  ['/news/:article', 'src/features/news/news-article-screen.tsx'],
  ['/promo', 'src/features/news/promo-screen.tsx'],
  ['/find-dealer', 'src/features/dealers/find-dealer-screen.tsx'],
  ['/test-drive', 'src/features/forms/test-drive/test-drive-screen.tsx'],
  ['/order', 'src/features/order/wizard/order-screen.tsx'],
  ['/dashboard-member', 'src/features/member/dashboard/dashboard-screen.tsx'],
];

/** Bytes are Brotli, as sent to a browser (every browser that runs the app asks for it); `gzip` as sent to others. */
export interface RouteJs { route: string; files: string[]; bytes: number; gzip: number; ownChunk: number }

export function routeJs(dist: string): { routes: RouteJs[]; screenChunks: Array<{ file: string; bytes: number }> } {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, { br: number; gz: number }>();
  const sized = (file: string) => {
    if (!sizes.has(file)) {
      const full = path.join(dist, file);
      const body = readFileSync(full);
      // A file under 1 KiB is not precompressed: the server compresses it on the fly, or sends it as it is.
      const br = existsSync(`${full}.br`) ? readFileSync(`${full}.br`).length : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, { br, gz: gzipSync(body, { level: 9 }).length });
    }
    return sizes.get(file)!;
  };
  const size = (file: string) => sized(file).br;
  const closure = (keys: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return [...files];
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  // The entry imports the app's start (src/boot.tsx) right after the first paint: part of every first load.
  const routes = PUBLIC_ROUTES.map(([route, screen]) => {
    const files = closure([entry, 'src/boot.tsx', screen]);
    return {
      route, files,
      bytes: files.reduce((sum, file) => sum + size(file), 0),
      gzip: files.reduce((sum, file) => sum + sized(file).gz, 0),
      ownChunk: size(manifest[screen].file),
    };
  });
  const screenChunks = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && !path.basename(chunk.file).startsWith('staff-'))
    .map((chunk) => ({ file: chunk.file, bytes: size(chunk.file) }));
  return { routes, screenChunks };
}
