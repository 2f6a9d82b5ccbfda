/**
 * Server-side rendering of the public pages (docs/rendering.md): the page's build carries its
 * render (`<dist>/server/entry-server.js`, built from src/entry-server.tsx); each navigation to a
 * public page gets the shell (dist/index.html) with the page's markup, head tags and the answers it
 * was rendered with. The render's API calls are answered in process by `app.inject` of the same
 * public routes a browser calls. Any failure falls back to the plain shell, never a 500. Which
 * pages are private (the shell, never rendered) comes from the route table, through the render.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { registerOgImages, type OgImage } from '../media/og-image';
import { firstScreen, keepUsed, laterPartClasses, parseCss, usedClasses } from './critical-css';
import { pageCache, type Rendered } from './page-cache';
import { pageAssets, readManifest, type Manifest, type StyleBundles } from './page-styles';

interface RenderedPage { status: number; html: string; head: string; embedded: unknown; modules: string[] }
interface ServerRender {
  renderPage(url: string, origin: string): Promise<RenderedPage | Response>;
  setApiFetch(impl: typeof fetch): void;
  setOgImage(impl: (picture: string | null) => Promise<OgImage>): void;
  isPrivatePage(pathname: string): boolean;
  scriptJson(value: unknown): string;
  PRERENDERED_SCRIPT_ID: string;
}

const NEVER_CACHED = /^\/news\//;

/**
 * The route table's rule (`handle: PRIVATE_PAGE` in src/app/router.tsx) from the loaded render:
 * pages that are the member's, the order's, the staff's or the showroom tablet's are the shell.
 * Until a render is loaded nothing is rendered, so nothing counts as public.
 */
let privatePage: (pathname: string) => boolean = () => true;

/** Whether a navigation to `pathname` is rendered on the server. */
export function isPublicPage(pathname: string): boolean {
  return !privatePage(pathname);
}

/** The element listing the page's code for the entry to fetch after the first paint (src/main.tsx reads it). */
const AFTER_PAINT_MODULES_ID = 'after-paint-modules';

/** A stylesheet of the build, read and split into rules once. */
interface Stylesheet { text: string; blocks: ReturnType<typeof parseCss>; later: Set<string> }

/** What a page's head and the end of its body get: its first screen's styles and the code to fetch after the first paint. */
interface ScreenAssets { head: string; bodyEnd: string }

/**
 * The styles of the app's start and of the rendered screens (from the build manifest): what the first
 * screen of `html` uses inline, so it is drawn styled from the first paint; the whole stylesheets
 * linked at the end of `<body>`, so the browser fetches them meanwhile without holding the first paint
 * (critical-css.ts). And the code the entry fetches once the page is drawn.
 */
function screenAssets(manifest: Manifest, modules: string[], shell: string, html: string, stylesheet: (file: string) => Stylesheet, bundles: StyleBundles | null): ScreenAssets {
  // The app's start (src/boot.tsx, loaded by the entry after the first paint) and the screens on the page.
  const { js, css } = pageAssets(manifest, modules);
  const styled = [...css].filter((file) => !shell.includes(`/${file}"`)).map((file) => ({ file, sheet: stylesheet(file) }));
  // What the screens import on demand (the dashboard's nine tabs, the order wizard's later steps, the panorama
  // viewer) is not listed: nothing the page hydrates waits for it, each is fetched when it is shown or when the
  // page is live (src/lib/deferred.tsx), and on a phone every module listed here is a request, a modulepreload
  // link and a compile during the boot (the dashboard listed 75 modules, 10 without its tabs; issue 35).
  const absent = (file: string) => !shell.includes(`/${file}"`);
  const later = new Set(styled.flatMap(({ sheet }) => [...sheet.later]));
  const used = usedClasses(firstScreen(html, later));
  const inline: string[] = [];
  const linked: string[] = [];
  const cut = styled.map(({ file, sheet }) => ({ file, critical: keepUsed(sheet.blocks, used), whole: sheet.text.length }));
  // One request for the page's stylesheets when it needs any (page-styles.ts): the bundle of all of them, those
  // inlined whole too (a few rules twice, the same cascade); each file is then marked in for the chunk loader.
  const bundle = cut.some(({ critical, whole }) => critical.length < whole) ? bundles?.nameFor(styled.map(({ file }) => file)) ?? null : null;
  // A disabled link is never fetched: it tells the page's chunk loader that these styles are in, so it adds none again.
  const marked = (file: string) => `<link rel="stylesheet" href="/${file}" disabled>`;
  for (const { file, critical, whole } of cut) {
    if (critical.length === whole) {
      // All of it is the first screen's.
      inline.push(`<style data-href="/${file}">${critical}</style>${marked(file)}`);
      continue;
    }
    if (critical) inline.push(`<style data-critical="/${file}">${critical}</style>`);
    // The whole sheet, in the bundle or on its own. In <body>, after the content, it does not hold the first paint;
    // the entry's module script waits for it (scripts run after the styles before them), so every style is there
    // before any of the app's code runs.
    linked.push(bundle ? marked(file) : `<link rel="stylesheet" href="/${file}">`);
  }
  return {
    head: [
      ...inline,
      // The app's code, listed for the entry (src/main.tsx) to fetch once the page is drawn: on a slow line the
      // HTML's pictures have the connection to themselves until then, and all of it then comes at once, no waterfall.
      `<script type="application/json" id="${AFTER_PAINT_MODULES_ID}">${JSON.stringify(js.filter(absent).map((file) => `/${file}`))}</script>`,
    ].join('\n    '),
    bodyEnd: (bundle ? `<link rel="stylesheet" href="/assets/${bundle}">` : '') + linked.join(''),
  };
}

/** The shell with the page's head tags, markup and answers in it. */
function fillShell(shell: string, page: RenderedPage, render: ServerRender, manifest: Manifest, stylesheet: (file: string) => Stylesheet, bundles: StyleBundles | null): string {
  const assets = screenAssets(manifest, page.modules, shell, page.html, stylesheet, bundles);
  const head = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    // Every Open Graph and Twitter tag of the shell: the page's head has its own (no tag twice).
    .replace(/<meta\s+(property|name)="(og|twitter):[^"]*"[^>]*\/>\s*/g, '')
    .replace('</head>', `  ${page.head}\n    ${assets.head}\n  </head>`);
  return head.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${render.PRERENDERED_SCRIPT_ID}">${render.scriptJson(page.embedded)}</script>${assets.bodyEnd}`,
  );
}

/** A rendered page, with its compressed forms made once (a cached page is sent many times). */
export interface SsrPage { status: number; html: string; body(acceptEncoding: string): { encoding: 'br' | 'gzip' | null; bytes: Buffer | string } }

function compressible(status: number, html: string): SsrPage {
  let br: Buffer | null = null;
  let gz: Buffer | null = null;
  return {
    status,
    html,
    body(accept) {
      if (/\bbr\b/.test(accept)) return { encoding: 'br', bytes: (br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })) };
      if (/\bgzip\b/.test(accept)) return { encoding: 'gzip', bytes: (gz ??= gzipSync(html, { level: 9 })) };
      return { encoding: null, bytes: html };
    },
  };
}

export interface Ssr {
  /** The HTML of a public page, or null (a private page, or not rendered: the caller sends the shell). */
  render(url: string): Promise<SsrPage | null>;
}

/** The WebP renditions (every width, phone and desktop art) of the pictures a page loads first (`loading="eager"`). */
function firstPictureRenditions(html: string): string[] {
  const urls = new Set<string>();
  for (const part of html.split('<picture').slice(1)) {
    const picture = part.slice(0, part.indexOf('</picture>') + 1 || undefined);
    if (!picture.includes('loading="eager"')) continue;
    for (const [url] of picture.matchAll(/\/media\/r\/\d+\/[^\s",]+\.webp/g)) urls.add(url);
  }
  return [...urls];
}

const isCurrent = (render: Partial<ServerRender>): render is ServerRender =>
  typeof render.renderPage === 'function' && typeof render.isPrivatePage === 'function' && typeof render.setOgImage === 'function';

/** Loads the build's render; null when the build has none (the shell is served as before). */
export async function loadSsr(app: FastifyInstance, distDir: string, bundles: StyleBundles | null = null): Promise<Ssr | null> {
  const origin = app.config.publicUrl.replace(/\/$/, '');
  // The pages' og:image JPEGs (GET /media/og/...), from the media folder the demo renders are written to.
  const ogImages = registerOgImages(app, { mediaDir: path.join(app.config.dataDir, 'media'), origin });
  const entry = path.join(distDir, 'server', 'entry-server.js');
  const shellFile = path.join(distDir, 'index.html');
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const loaded = (await import(pathToFileURL(entry).href)) as Partial<ServerRender>;
  if (!isCurrent(loaded)) {
    // A build older than this server cannot tell private pages: nothing is rendered until it is rebuilt.
    app.log.warn({ entry }, 'server render of the build is older than the server: pages sent as the shell (rebuild)');
    return null;
  }
  const render: ServerRender = loaded;
  privatePage = render.isPrivatePage;
  const shell = readFileSync(shellFile, 'utf8');
  const manifest = readManifest(distDir);
  const styles = new Map<string, Stylesheet>();
  const stylesheet = (file: string) => {
    let sheet = styles.get(file);
    if (!sheet) {
      const text = readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      const blocks = parseCss(text);
      sheet = { text, blocks, later: laterPartClasses(blocks) };
      styles.set(file, sheet);
    }
    return sheet;
  };
  // The API URLs the render in progress reads (renders run concurrently: each has its own set).
  const reading = new AsyncLocalStorage<Set<string>>();
  render.setApiFetch(async (input, init) => {
    reading.getStore()?.add(String(input));
    const headers = { ...(init?.headers as Record<string, string> | undefined), 'x-api-key': app.config.apiKey };
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.payload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  });
  render.setOgImage((picture) => ogImages.imageFor(picture));

  // Rendered pages are kept (page-cache.ts). They follow the read cache (server/plugins/read-cache.ts): a page
  // is dropped whenever the reads it was drawn from are, here and on every other instance.
  const cache = pageCache<SsrPage>(renderFresh);
  const drop = (prefixes?: readonly string[]) => cache.drop(prefixes);
  // Writes on this instance: any accepted staff write (the back office edits what pages show), and the public
  // writes that empty reads (an article's view count, a brochure's downloads).
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) return;
    const invalidates = request.routeOptions.config?.invalidatesReads;
    if (request.method !== 'GET' && request.url.startsWith('/api/staff/')) drop();
    else if (invalidates) drop(invalidates === true ? undefined : invalidates);
  });
  // Writes on other instances (PostgreSQL NOTIFY): the read cache's event. With the prefixes of the reads
  // emptied when it passes them, else every page.
  app.readCache.events.on('invalidated', (prefixes?: unknown) => {
    drop(Array.isArray(prefixes) && prefixes.length > 0 && prefixes.every((p) => typeof p === 'string') ? prefixes : undefined);
  });

  async function renderFresh(url: string): Promise<Rendered<SsrPage>> {
    const reads = new Set<string>();
    try {
      const page = await reading.run(reads, () => render.renderPage(url, origin));
      if (page instanceof Response) return { page: null, reads: [...reads] };
      return { page: compressible(page.status, fillShell(shell, page, render, manifest, stylesheet, bundles)), reads: [...reads] };
    } catch (error) {
      app.log.warn({ err: error, path: url.split('?')[0] }, 'server render failed, shell sent');
      return { page: null, reads: [...reads] };
    }
  }
  const ssr: Ssr = {
    async render(url) {
      if (render.isPrivatePage(url.split('?')[0])) return null;
      // An article's read counts a view: each visit renders it afresh.
      if (NEVER_CACHED.test(url)) return (await renderFresh(url)).page;
      // While this instance cannot hear other instances' writes, the read cache keeps nothing: neither do pages.
      if (!app.readCache.active) {
        drop();
        return (await renderFresh(url)).page;
      }
      return cache.get(url);
    },
  };
  // Home once after start-up, in the background: the first render pays the code's cold start (over 600 ms
  // for Home), better here than for the first visitor; then the WebP renditions of its first picture (the
  // page's largest paint, 0.4-0.8 s each to make), so the first visitor's hero does not wait for them either.
  // Start-up does not wait for it; a failure is only logged.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      const started = performance.now();
      ssr.render('/').then(
        async (page) => {
          app.log.info({ ms: Math.round(performance.now() - started), rendered: page !== null }, 'home rendered at start-up');
          const renditions = page ? firstPictureRenditions(page.html) : [];
          for (const url of renditions) await app.inject({ method: 'GET', url });
          if (renditions.length) app.log.info({ renditions: renditions.length, ms: Math.round(performance.now() - started) }, 'home\'s first picture made at start-up');
        },
        (error: unknown) => app.log.warn({ err: error }, 'home not rendered at start-up'),
      );
    });
  });
  return ssr;
}
