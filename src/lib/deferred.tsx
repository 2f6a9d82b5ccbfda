/**
 * Components whose code is not in the first load (docs/rendering.md): the footer, drawn by the server
 * and hydrated when its code has come, and what only opens on a tap (the phone drawer, the VEHICLES
 * menu), fetched as soon as the page is live.
 *
 * Not `React.lazy`: the server renders these synchronously (`preloadDeferred` before a render), and a
 * fetch that fails (a first visit that loses the network before the service worker has the chunk) is
 * tried again when the browser is back online instead of throwing into the route's error screen; the
 * component stays suspended meanwhile (the server's HTML stays, or nothing is drawn).
 */
import { use, type ComponentType } from 'react';

const loaders = new Set<() => Promise<unknown>>();

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** A component loaded on first render (suspending until then) or by `preloadDeferred`. Place it under a Suspense boundary. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<unknown> | null = null;
  const attempt = (): Promise<unknown> => load().then(
    (component) => { Loaded = component; },
    (error: unknown) => {
      if (typeof window === 'undefined') throw error;
      console.warn('[deferred] could not load a part of the page, trying again when online', error);
      return whenOnline().then(attempt);
    },
  );
  const preload = () => (pending ??= attempt());
  loaders.add(preload);
  function Deferred(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  return Deferred;
}

/**
 * Loads every deferred component: on the server before rendering (all at once), in the browser once
 * the page is live, one per task (none in the task that made it live): each import starts the fetches of its chunk and the chunk's imports,
 * a millisecond or more of main-thread work per file on a slow phone, which in one go (the footer, the
 * drawer, the menu) made one long task right after hydration.
 */
export async function preloadDeferred(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.all([...loaders].map((preload) => preload()));
  const started: Array<Promise<unknown>> = [];
  for (const preload of loaders) {
    // The first too: the page's hydration has just committed in this task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    started.push(preload());
  }
  return Promise.all(started);
}
