/**
 * The server-side render (docs/rendering.md): the same routes, screens and stores as the page,
 * rendered with react-dom/server. A render collects the mirrored queries it meets, the server
 * answers them in process (the public API routes through `setTransportFetch`), and the page is
 * rendered again with the answers until nothing new is asked (a dependent read needs a second round).
 * The <title> is the one the screens set (as in the browser after hydration); og:image is the
 * server's JPEG of the page's picture (`setOgImage`). Private pages are never rendered
 * (`isPrivatePage`, from the route table). Built by vite.config.ts into `<dist>/server/` and
 * loaded by server/plugins/ssr.ts.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { preloadDeferred } from './lib/deferred';
import { preloadScreens } from './app/lazy-route';
import { AppRoutes, routes } from './app/router';
import { fallbackImage, headHtml, pageHead, type OgImage } from './app/ssr/page-head';
import { isPrivatePath } from './app/ssr/private-routes';
import { collectDocumentTitle } from './lib/document-title';
import { collectPageStatus } from './lib/page-status';
import type { MirrorRow } from './data/db';
import { PrerenderedProvider, type EmbeddedAnswers } from './data/prerender';
import { RootStore } from './stores/root-store';
import { SessionStore } from './stores/session-store';
import { noKeyValueStore } from './data/keyval';
import { StoresProvider } from './stores/stores-context';
import { setTransportFetch } from '../shared/transport';

export { PRERENDERED_SCRIPT_ID } from './data/prerender';
export { scriptJson } from './app/ssr/page-head';

enableStaticRendering(true);

/** Rounds of render-fetch-render at most (a read that depends on another read's answer needs two). */
const MAX_ROUNDS = 4;

export interface RenderedPage {
  /** 200, or 404 when the page's screen shows that its address names nothing (an unknown route, car, article, branch). */
  status: number;
  /** The app's markup for `#root`. */
  html: string;
  /** Tags for <head>. */
  head: string;
  /** The answers the render used and the keys the API found nothing for, for the page's first render. */
  embedded: EmbeddedAnswers;
  /** Source files (as in the build manifest, `src/features/…`) of the screens on the page: their CSS and code go into the head. */
  modules: string[];
}

// Every screen module, to tell which file a matched route's component came from (the same module instances the router loads).
const screenModules = import.meta.glob<{ default: unknown }>('./features/**/*-screen.tsx');
let screenFiles: Promise<Map<unknown, string>> | null = null;
function screenFileOf(): Promise<Map<unknown, string>> {
  screenFiles ??= Promise.all(Object.entries(screenModules).map(async ([file, load]) => [(await load()).default, `src/${file.slice(2)}`] as const))
    .then((entries) => new Map(entries));
  return screenFiles;
}

/** Answers the page's API calls in process (the server passes a fetch over app.inject). */
export function setApiFetch(impl: typeof fetch): void {
  setTransportFetch(impl);
}

type OgImageOf = (picture: string | null) => Promise<OgImage>;
let ogImageOf: OgImageOf | null = null;
/** The og:image of a page's picture (the server passes its JPEG maker's URLs, server/media/og-image.ts). */
export function setOgImage(impl: OgImageOf): void {
  ogImageOf = impl;
}

/** Whether `pathname` is a private page (the shell, never rendered). */
export const isPrivatePage = (pathname: string): boolean => isPrivatePath(routes, pathname);

/** Renders `url` (path and query) for `origin` (the PUBLIC_URL, for absolute URLs in the head). */
export async function renderPage(url: string, origin: string): Promise<RenderedPage | Response> {
  const pathname = new URL(url, origin).pathname;
  // The page's screens and the parts the browser loads after its first load (the footer) are rendered here like the rest.
  const [screens] = await Promise.all([preloadScreens(routes, pathname), preloadDeferred()]);
  const rows = new Map<string, MirrorRow<unknown>>();
  const failed = new Set<string>();
  // Reads the API answered 404 for: the screen renders its not-found state (and the page is a 404).
  const missing = new Map<string, number>();
  let html = '';
  let status = 200;
  let screenTitle: string | null | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const wanted = new Map<string, () => Promise<unknown>>();
    const store = new RootStore({ session: new SessionStore(noKeyValueStore, () => Promise.resolve()) });
    ({ result: { result: html, title: screenTitle }, status } = collectPageStatus(() => collectDocumentTitle(() => renderToString(
      <StrictMode>
        <PrerenderedProvider value={{ rows, wanted, missing }}>
          <StoresProvider store={store}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </StoresProvider>
        </PrerenderedProvider>
      </StrictMode>,
    ))));
    store.dispose();
    for (const key of failed) wanted.delete(key);
    if (wanted.size === 0) break;
    await Promise.all([...wanted].map(async ([key, fetcher]) => {
      try {
        rows.set(key, { key, data: await fetcher(), fetchedAt: Date.now() });
      } catch (error) {
        failed.add(key);
        if ((error as { status?: unknown }).status === 404) missing.set(key, Date.now());
      }
    }));
  }
  const files = await screenFileOf();
  const modules = screens.map((screen) => files.get(screen)).filter((file): file is string => Boolean(file));
  const head = pageHead(pathname, rows, origin, screenTitle);
  const image = ogImageOf ? await ogImageOf(head.picture) : fallbackImage(origin);
  return { status, html, head: headHtml(head, image), embedded: { rows: [...rows.values()], missing: [...missing.keys()] }, modules };
}
