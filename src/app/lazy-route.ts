/** Loads a route's screen on demand: `lazy: lazyRoute(() => import('../features/x/x-screen'))`. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

interface ScreenModule {
  default: ComponentType;
  /** Optional error screen of the route. */
  ErrorBoundary?: ComponentType;
}

export function lazyRoute(load: () => Promise<ScreenModule>): () => Promise<Pick<RouteObject, 'Component' | 'ErrorBoundary'>> {
  return async () => {
    const module = await load();
    return module.ErrorBoundary ? { Component: module.default, ErrorBoundary: module.ErrorBoundary } : { Component: module.default };
  };
}
