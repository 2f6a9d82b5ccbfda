/**
 * A route's screen, loaded on demand: `Component: lazyScreen(() => import('../features/x/x-screen'))`.
 * While its code comes the component suspends: a navigation (a transition in React Router's
 * BrowserRouter) keeps the screen before it on view, and the top progress bar runs (`screenCode`).
 * The page's first screen is loaded before the first render (`preloadScreens`), so it is drawn at
 * once (the server's DOM when hydrating) and never a fallback. A failed load (its code not cached,
 * offline) reaches the route's error boundary and is tried again when the screen is next asked for, a
 * few seconds later at the soonest.
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { observable, runInAction } from 'mobx';
import { matchRoutes, type RouteObject } from 'react-router-dom';

interface ScreenModule {
  default: ComponentType;
}

/** A screen component whose code is fetched on first use. */
export type LazyScreen = FunctionComponent & {
  /** Fetches the code (once); resolves to the screen's module. */
  preload(): Promise<ScreenModule>;
  /** The module once it has come, else null. */
  readonly loaded: ScreenModule | null;
};

/** How many screens' code is being fetched (the top progress bar). */
export const screenCode = observable({ loading: 0 });

/**
 * A failed fetch is kept this long before the code is asked for again: the render that meets it
 * throws it to the error boundary (asking again at once would suspend anew, fail anew, and loop).
 */
const RETRY_AFTER_MS = 3000;

export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  let failedAt = 0;
  const preload = (): Promise<ScreenModule> => {
    if (pending && !(failedAt && Date.now() - failedAt >= RETRY_AFTER_MS)) return pending;
    failedAt = 0;
    // Counted after the current render (a render must not change state).
    queueMicrotask(() => runInAction(() => { screenCode.loading += 1; }));
    const done = () => queueMicrotask(() => runInAction(() => { screenCode.loading -= 1; }));
    pending = load().then(
      (module) => {
        loaded = module;
        done();
        return module;
      },
      (error: unknown) => {
        failedAt = Date.now();
        done();
        throw error;
      },
    );
    return pending;
  };
  function Screen() {
    const module = loaded ?? use(preload());
    return createElement(module.default);
  }
  Object.defineProperties(Screen, { preload: { value: preload }, loaded: { get: () => loaded } });
  return Screen as unknown as LazyScreen;
}

const isLazy = (component: unknown): component is LazyScreen => typeof component === 'function' && 'preload' in component;

/** Loads the code of every screen on `pathname`'s match (layouts included) before a first render. */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<ComponentType[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The match (React Router ranks every route again: 5-13 ms on this project's machine, ten times that on the
  // target phone) and the imports are a task each in the browser: one long task less at the start (issue 35).
  if (typeof window !== 'undefined') await new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.all(matches.map(async ({ route }) => {
    const component = route.Component;
    return isLazy(component) ? (await component.preload()).default : (component as ComponentType);
  }));
}
