/**
 * Server-side rendering of the public pages (docs/rendering.md): the page's build carries its
 * render (`<dist>/server/entry-server.js`, built from src/entry-server.tsx); each navigation to a
 * public page gets the shell (dist/index.html) with the page's markup, head tags and the answers it
 * was rendered with. The render's API calls are answered in process by `app.inject` of the same
 * public routes a browser calls. Any failure falls back to the plain shell, never a 500.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

interface RenderedPage { status: number; html: string; head: string; rows: unknown[]; modules: string[] }
interface ManifestChunk { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>;
interface ServerRender {
  renderPage(url: string, origin: string): Promise<RenderedPage | Response>;
  setApiFetch(impl: typeof fetch): void;
  scriptJson(value: unknown): string;
  PRERENDERED_SCRIPT_ID: string;
}

/** How long a rendered page is reused (any accepted write drops them all sooner). */
const PAGE_TTL_MS = 30_000;
const PAGE_CACHE_MAX = 500;
const NEVER_CACHED = /^\/news\//;

/** Pages that are the member's, the order's or the staff's: the shell, as before (nothing public to render). */
const PRIVATE = /^\/(staff(\/|$)|dashboard-member|order(-info|-success)?(\/|$)|bookingorder\/|detail\/|reset-password|verify-email)/;

/** Whether a navigation to `pathname` is rendered on the server. */
export function isPublicPage(pathname: string): boolean {
  return !PRIVATE.test(pathname);
}

/**
 * The stylesheets of the app's start and of the rendered screens (from the build manifest), inline,
 * so the server's HTML is drawn with its styles from the first paint.
 */
function screenAssets(manifest: Manifest, modules: string[], shell: string, cssText: (file: string) => string): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The app's start (src/boot.tsx, loaded by the entry after the first paint) and the screens on the page.
  for (const module of ['src/boot.tsx', ...modules]) visit(module);
  const styled = new Set(css);
  // What the screens load on demand as they hydrate (their sections' code): fetched early, styles not inlined.
  for (const module of modules) for (const lazy of manifest[module]?.dynamicImports ?? []) visit(lazy);
  const absent = (file: string) => !shell.includes(`/${file}"`);
  return [
    // The screens' styles inline (one round trip less per file before the first paint on a slow network).
    ...[...styled].filter(absent).map((file) => `<style data-href="/${file}">${cssText(file)}</style>`),
    // The app's code at low priority: on a slow line the pictures on screen come first, and no waterfall follows.
    ...[...js].filter(absent).map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** The shell with the page's head tags, markup and answers in it. */
function fillShell(shell: string, page: RenderedPage, render: ServerRender, manifest: Manifest, cssText: (file: string) => string): string {
  const head = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/<meta\s+property="og:(type|title|description)"[^>]*\/>\s*/g, '')
    .replace('</head>', `  ${page.head}\n    ${screenAssets(manifest, page.modules, shell, cssText)}\n  </head>`);
  return head.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="${render.PRERENDERED_SCRIPT_ID}">${render.scriptJson(page.rows)}</script>`,
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
  /** The HTML of a public page, or null (not rendered: the caller sends the shell). */
  render(url: string): Promise<SsrPage | null>;
}

/** Loads the build's render; null when the build has none (the shell is served as before). */
export async function loadSsr(app: FastifyInstance, distDir: string): Promise<Ssr | null> {
  const entry = path.join(distDir, 'server', 'entry-server.js');
  const shellFile = path.join(distDir, 'index.html');
  if (!existsSync(entry) || !existsSync(shellFile)) return null;
  const render = (await import(pathToFileURL(entry).href)) as ServerRender;
  const shell = readFileSync(shellFile, 'utf8');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}) as Manifest;
  const styles = new Map<string, string>();
  const cssText = (file: string) => {
    if (!styles.has(file)) styles.set(file, readFileSync(path.join(distDir, file), 'utf8').replace(/<\/style/gi, '<\\/style'));
    return styles.get(file)!;
  };
  const origin = app.config.publicUrl.replace(/\/$/, '');
  render.setApiFetch(async (input, init) => {
    const headers = { ...(init?.headers as Record<string, string> | undefined), 'x-api-key': app.config.apiKey };
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.payload, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  });
  // Rendered pages are kept a short while (public content, the same for every visitor) and dropped on any
  // accepted staff write (the back office edits what pages show), so a visitor rarely waits for a render.
  const cache = new Map<string, { at: number; page: SsrPage | null }>();
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/staff/') && reply.statusCode < 400) cache.clear();
  });
  async function renderFresh(url: string): Promise<SsrPage | null> {
    try {
      const page = await render.renderPage(url, origin);
      if (page instanceof Response) return null;
      return compressible(page.status, fillShell(shell, page, render, manifest, cssText));
    } catch (error) {
      app.log.warn({ err: error, path: url.split('?')[0] }, 'server render failed, shell sent');
      return null;
    }
  }
  return {
    async render(url) {
      // An article's read counts a view: each visit renders it afresh.
      if (NEVER_CACHED.test(url)) return renderFresh(url);
      const known = cache.get(url);
      if (known && Date.now() - known.at < PAGE_TTL_MS) return known.page;
      const page = await renderFresh(url);
      if (cache.size >= PAGE_CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(url, { at: Date.now(), page });
      return page;
    },
  };
}
