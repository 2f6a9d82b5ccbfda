/** The root of every route: skip link, progress bar, scroll restoration, toasts and dialogs. */
import { Outlet } from 'react-router-dom';
import { TopProgress } from './shell/top-progress';
import { DialogHost, ToastHost } from './shell/overlay-hosts';
import { PwaHost } from './pwa/pwa-host';
import { RouteErrorBoundary } from './route-error';
import { useScrollRestoration } from './scroll-restoration';

export function RootRoute() {
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        Langsung ke konten
      </a>
      <TopProgress />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <PwaHost />
      <ToastHost />
      <DialogHost />
    </>
  );
}

/**
 * Around each layout's screens: their error screen (a render error, code that could not be fetched).
 * No Suspense boundary of its own: the screen of a first render is loaded before it (boot.tsx), a
 * navigation to another is a transition that keeps the screen before on view until its code is here,
 * and hydrating a server page the screen hydrates in the same commit as `<main>` (app-ready.ts
 * hands over what was typed before then, so it must be drawn by React by that time).
 */
export function ScreenBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
