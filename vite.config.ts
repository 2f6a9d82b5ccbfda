/// <reference types="vitest/config" />
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './domain/brand.ts';
import { appChunk, kitChunk, STAFF_MODULE } from './scripts/chunk-groups.ts';
import LongestFirst from './tests/e2e/sequencer.ts';

/**
 * Unit test files that must start from fresh modules: they replace a module with `vi.mock`, or keep
 * IndexedDB or a session in module state that another file's run would leave behind.
 */
const ISOLATED_UNIT_TESTS = [
  'back-office/content-file-fields.test.tsx', 'car-detail/viewer-360.test.tsx', 'forms/outbox-draft.test.tsx',
  'forms/submit-flow.test.ts', 'lib/worker-bridge.test.ts', 'showroom/assisted-submit.test.ts',
  'showroom/catalogue-download-store.test.ts', 'data/keyval.test.ts', 'data/outbox-peek.test.ts', 'member-session.test.ts',
].map((file) => `tests/unit/src/${file}`);


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
            // What every page runs in one `app` chunk, and the form pages' kits (scripts/chunk-groups.ts).
            { name: appChunk, priority: 5, includeDependenciesRecursively: false },
            { name: kitChunk, priority: 4, includeDependenciesRecursively: false },
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
