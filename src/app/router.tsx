/**
 * The spec's route table, holding only the screens that exist; other features add their routes
 * here with `lazyRoute` and a `paths` entry. While the first screen's code loads, the layout
 * renders with `ScreenFallback` in place of the screen. The catch-all car detail (`paths.carDetail`) will
 * sit after every fixed single-segment path; unknown paths show the not-found screen.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyRoute } from './lazy-route';
import { MainLayout, MemberLayout, OrderLayout } from './layouts/layouts';
import { paths } from './paths';
import { RootFallback, RootRoute, ScreenFallback } from './root-route';
import { RouteError } from './route-error';

/** Screens in the main layout. */
const mainScreens: RouteObject[] = [
  { path: paths.home.path, lazy: lazyRoute(() => import('../features/home/home-screen')) },
  { path: '*', lazy: lazyRoute(() => import('../features/not-found/not-found-screen')) },
];

/** Screens in the member layout (dashboard) — none yet. */
const memberScreens: RouteObject[] = [];

/** Screens in the order layout (order wizard, info, success) — none yet. */
const orderScreens: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { Component: MainLayout, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: mainScreens }] },
      { Component: MemberLayout, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: memberScreens }] },
      { Component: OrderLayout, children: [{ ErrorBoundary: RouteError, HydrateFallback: ScreenFallback, children: orderScreens }] },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
