/// <reference types="vitest/config" />
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './domain/brand.ts';
import LongestFirst from './tests/e2e/sequencer.ts';

/**
 * The back office's own modules (src/back-office: its screens, store and repositories; and the content
 * collections' descriptions and DTOs of domain/content, which only staff screens use on the page):
 * staff chunks, never precached for visitors.
 */
/**
 * Unit test files that must start from fresh modules: they replace a module with `vi.mock`, or keep
 * IndexedDB or a session in module state that another file's run would leave behind.
 */
const ISOLATED_UNIT_TESTS = [
  'back-office/content-file-fields.test.tsx', 'car-detail/viewer-360.test.tsx', 'forms/outbox-draft.test.tsx',
  'forms/submit-flow.test.ts', 'lib/worker-bridge.test.ts', 'showroom/assisted-submit.test.ts',
  'showroom/catalogue-download-store.test.ts', 'data/keyval.test.ts', 'data/outbox-peek.test.ts', 'member-session.test.ts',
].map((file) => `tests/unit/src/${file}`);

const STAFF_MODULE = /[\\/](src[\\/]back-office[\\/]|domain[\\/]content[\\/])/;

/**
 * The app's own modules that src/boot.tsx imports, directly or not: every page runs them (the entry loads
 * boot.tsx after the first paint), so they go in one `app` chunk rather than the dozens of few-hundred-byte
 * chunks the bundler would split them into for sharing with the route chunks (each one a request and a
 * modulepreload link a slow phone has to make). No page loads a byte more.
 *
 * The shell's deferred parts (src/lib/deferred.tsx: the footer, the phone drawer, the VEHICLES menu) are
 * imported dynamically and stay chunks of their own, but the shared modules they use (pictures, prices,
 * tabs) are in `app` too: the screens use them as well, and split out they would be five more requests.
 */
function bootModules(ctx: ModuleGraph): Set<string> {
  const start = path.resolve('src/boot.tsx');
  const closure = (roots: string[], into: Set<string>) => {
    const queue = [...roots];
    while (queue.length) for (const id of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (!into.has(id)) {
        into.add(id);
        queue.push(id);
      }
    }
    return into;
  };
  const seen = closure([start], new Set<string>([start]));
  const shell = path.resolve('src/app/shell');
  const deferredParts = [...seen].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id.startsWith(shell));
  for (const id of closure(deferredParts, new Set())) if (!id.startsWith(shell)) seen.add(id);
  // boot.tsx itself stays a chunk of its own: its top-level await loads the route's screen, whose chunk
  // imports this one, which must have finished evaluating by then.
  seen.delete(start);
  return seen;
}
let bootGraph: Set<string> | null = null;

/** The screens whose first loads share a kit of form and deal modules (car detail with its credit panel, the order wizard, credit simulation, test drive). */
const KIT_SCREENS = {
  car: 'src/features/car-detail/car-detail-screen.tsx',
  order: 'src/features/order/wizard/order-screen.tsx',
  credit: 'src/features/forms/credit-simulation/credit-simulation-screen.tsx',
  testDrive: 'src/features/forms/test-drive/test-drive-screen.tsx',
} as const;

/** Characters of the bundler's module code (before minifying; about 4 KiB Brotli) a screen may load beyond what it uses for a kit. */
const KIT_EXTRA = 20_000;
/**
 * A module of the app this small (characters of module code) that this many screens import goes in `app`: the
 * connection notice, the load states, the scroll reset, a field's styles (about 1 KB in all, each a chunk and
 * a request of its own before). Home loads as many bytes in one file fewer; the price list, an article, the
 * dealers' pages two to five fewer files and a few hundred bytes less.
 */
const COMMON = { screens: 18, size: 2_500 } as const;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[]; dynamicallyImportedIds: readonly string[]; code?: string | null } | null };
/**
 * Two kits of the app's own modules, each one chunk instead of the ten and five few-hundred-byte chunks the
 * bundler would split them into: `form-kit`, what all four screens above import (fields, validation rules,
 * car choice, slots), and `deal-kit`, what the car page, the order wizard and the credit simulation import
 * besides (the credit simulation's store, the deal, the trade-in estimate). Each of those pages loads no byte
 * more, in a dozen fewer requests: on a phone's slow line over HTTP/1.1 (six at a time) each was a wait of
 * its own before the page came alive (issue 35). Left out: what every page runs (`app`, with the small modules
 * most screens import: `COMMON`), a screen's own module, and what another screen imports when the rest of the
 * kit would be more than `KIT_EXTRA` for it.
 * Measured with `COMMON` (docs/performance.md): car page 45 -> 29 files, order wizard 42 -> 30, credit
 * simulation 46 -> 34, each a few KiB smaller (one file compresses better than ten); the member's detail pages
 * and the deal sheet 3-4 KiB more (Brotli), in four to eight files fewer.
 */
function kitModules(ctx: ModuleGraph): Map<string, string> {
  const closure = (id: string) => {
    const into = new Set<string>();
    const queue = [id];
    while (queue.length) for (const next of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (!into.has(next)) {
        into.add(next);
        queue.push(next);
      }
    }
    return into;
  };
  const boot = bootGraph ??= bootModules(ctx);
  const screens = new Map((ctx.getModuleInfo(path.resolve('src/app/router.tsx'))?.dynamicallyImportedIds ?? [])
    .filter((id) => !STAFF_MODULE.test(id)).map((id) => [id, closure(id)] as const));
  const of = (file: string) => screens.get(path.resolve(file)) ?? new Set<string>();
  const [car, order, credit, testDrive] = [KIT_SCREENS.car, KIT_SCREENS.order, KIT_SCREENS.credit, KIT_SCREENS.testDrive].map(of);
  const mine = (id: string) => APP_MODULE.test(id) && !id.includes('node_modules') && !STAFF_MODULE.test(id) && !boot.has(id)
    && !ctx.getModuleInfo(id)?.dynamicImporters.length;
  const kit = (members: Set<string>[], besides: Set<string>) => {
    const users = new Set(members);
    const modules = new Set([...members[0]].filter((id) => mine(id) && !besides.has(id) && members.every((screen) => screen.has(id))));
    // A module another screen imports stays out when the rest of the kit would be more than KIT_EXTRA for that screen.
    for (let changed = true; changed;) {
      changed = false;
      for (const screen of screens.values()) {
        if (users.has(screen)) continue;
        const shared = [...modules].filter((id) => screen.has(id));
        const extra = [...modules].filter((id) => !screen.has(id)).reduce((sum, id) => sum + (ctx.getModuleInfo(id)?.code?.length ?? 0), 0);
        if (shared.length === 0 || extra <= KIT_EXTRA) continue;
        for (const id of shared) modules.delete(id);
        changed = true;
      }
    }
    return modules;
  };
  // Small modules most screens import (the connection notice, the load states, a field's styles): in `app`.
  const users = new Map<string, number>();
  for (const screen of screens.values()) for (const id of screen) if (mine(id)) users.set(id, (users.get(id) ?? 0) + 1);
  const common = new Set([...users].filter(([id, count]) => count >= COMMON.screens && (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= COMMON.size).map(([id]) => id));
  const forms = kit([car, order, credit, testDrive], common);
  const deal = kit([car, order, credit], new Set([...forms, ...common]));
  return new Map([...[...common].map((id) => [id, 'app'] as const), ...[...forms].map((id) => [id, 'form-kit'] as const), ...[...deal].map((id) => [id, 'deal-kit'] as const)]);
}
let kitGraph: Map<string, string> | null = null;
const APP_MODULE = /[\\/](src|domain|shared)[\\/]/;

/**
 * React Router 7's package exports point every bundler at its development build (warnings and checks,
 * about 60 KiB more minified, 14 KiB compressed; remix-run/react-router#14753): a build takes its
 * production build instead, for the page and for the server's render alike. The dev server and the
 * tests keep the development one.
 */
function productionRouter(): Plugin {
  const dist = path.resolve('node_modules/react-router/dist/production');
  return {
    name: 'merapi-production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * The build's hashed assets (code, styles, pictures) written beside themselves as Brotli (quality 11)
 * and gzip (level 9) files, which the server sends as they are (server/plugins/static.ts): a phone gets
 * the smallest bytes there are, and no server compresses the same file again on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'merapi-precompress',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const assets = path.join(outDir, 'assets');
        if (!existsSync(assets)) return;
        await Promise.all(readdirSync(assets).filter((name) => /\.(js|css|svg)$/.test(name)).map(async (name) => {
          const file = path.join(assets, name);
          const body = await readFile(file);
          if (body.length < 1024) return;
          await Promise.all([
            writeFile(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })),
            writeFile(`${file}.gz`, gzipSync(body, { level: 9 })),
          ]);
        }));
      },
    },
  };
}

/**
 * After the page's build, the server-side render (src/entry-server.tsx) is built into `<outDir>/server/`
 * with every dependency bundled in, so the server loads it from any dist folder (docs/rendering.md).
 */
function serverRender(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'merapi-server-render',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react(), productionRouter()],
          ssr: { noExternal: true, target: 'node' },
          // The render is production code whatever the server's environment: React, MobX and the router
          // choose their builds by NODE_ENV at run time, and `npm run serve` sets none, so every page was
          // rendered by React's development build (an Error with its stack captured per element, debug
          // tasks, checks): Home's render took 32 ms instead of 20, the price list's 21 instead of 8. Set here,
          // the development code is left out of the bundle (docs/performance.md, 29 Nov 2026).
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { ssr: 'src/entry-server.tsx', outDir: path.join(outDir, 'server'), emptyOutDir: true, target: 'node20', sourcemap: false, copyPublicDir: false },
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    productionRouter(),
    serverRender(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest,woff2}', 'icons/*.png'],
        // The back office's chunks are for staff only: cached at runtime once used (sw/sw.ts), never precached for visitors.
        // The mirror worker (30 KiB Brotli, its own Dexie) only runs on a page the server drew, which is online; the
        // precached shell writes the mirror itself (src/data/db.ts), so installing the app does not download it.
        globIgnores: ['**/node_modules/**', 'assets/staff-*', 'assets/mirror.worker-*', 'server/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      manifest: {
        name: BRAND.name,
        short_name: BRAND.productTitle,
        description: 'Beli mobil Toyota, simulasi kredit, test drive dan booking service di jaringan dealer Merapi Toyota Jawa Tengah & DI Yogyakarta.',
        lang: 'id',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND.themeColor,
        background_color: BRAND.backgroundColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/screenshots/home-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Beranda Merapi Toyota di ponsel' },
          { src: '/screenshots/home-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: 'Beranda Merapi Toyota di desktop' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server links a rendered screen's CSS and code in the head (server/plugins/ssr.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The back office's route chunks are named `staff-…` like its module chunk, so the precache leaves them out.
        chunkFileNames: (chunk) => (STAFF_MODULE.test(chunk.facadeModuleId ?? '') && !chunk.name.startsWith('staff') ? 'assets/staff-[name]-[hash].js' : 'assets/[name]-[hash].js'),
        // Libraries in a few long-lived chunks instead of dozens of tiny ones.
        codeSplitting: {
          groups: [
            // The back office (src/back-office, with its store and repositories) in one `staff` chunk: never in a
            // visitor's first load or precache, and every staff screen is there once one was opened (a tablet offline).
            { name: 'staff', test: STAFF_MODULE, priority: 40,
              // Only the staff modules themselves: what they import stays in the chunks visitors share.
              includeDependenciesRecursively: false },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'state', test: /node_modules[\\/](mobx|mobx-react-lite|idb-keyval)[\\/]/, priority: 20 },
            // IndexedDB's Dexie is loaded on demand (src/data/db.ts), after a server-rendered page is drawn and hydrated.
            { name: 'dexie', test: /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, priority: 20, includeDependenciesRecursively: false },
            // The form rules' library (Valibot, tree-shaken: only the functions the schemas use).
            { name: 'validation', test: /node_modules[\\/]valibot[\\/]/, priority: 10 },
            { name: (id, ctx) => (APP_MODULE.test(id) && !id.includes('node_modules') && ((bootGraph ??= bootModules(ctx)).has(id) || (kitGraph ??= kitModules(ctx)).get(id) === 'app') ? 'app' : null),
              priority: 5, includeDependenciesRecursively: false },
            { name: (id, ctx) => { const kit = (kitGraph ??= kitModules(ctx)).get(id); return kit && kit !== 'app' ? kit : null; }, priority: 4, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/booking-api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
  test: {
    // Longest browser test files first, so both workers finish together (tests/e2e/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      // The unit tests keep their modules loaded from file to file (`isolate: false`): importing React,
      // the DOM environment and the app's modules again per file was most of their time (108 s against
      // 42 s on this project's two cores, for 19 s of tests). The files that replace a module (`vi.mock`)
      // or keep IndexedDB state in a module run isolated, in a project of their own. They run beside the
      // type-check and lint, which take both cores: a check of 1.6 s alone (every day of 1970-2100
      // against Intl) took over 5 s in a fresh-clone run, hence 20 s per test.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: ISOLATED_UNIT_TESTS, environment: 'node', isolate: false, testTimeout: 20_000 },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ISOLATED_UNIT_TESTS, environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // Each file builds its own app on its own database (tests/api/helpers.ts), so the two workers
          // keep the server's modules loaded between files instead of importing them again per file
          // (half the suite's time on two cores).
          isolate: false,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A journey through office and site takes 30-40 s with four files at once on two cores: room for a busy machine.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Three files at a time (one Chromium each) against the one server of the global setup: a browser
          // test mostly waits (network idle, the server, polls), so with two files the two cores were busy
          // about 40 % of the time (chromium + server + vitest CPU seconds against the wall, measured); four
          // halved the suite but each full run met a different timing flake. The helpers (browser.ts, the
          // fixtures) stay loaded between files. E2E_WORKERS overrides.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
