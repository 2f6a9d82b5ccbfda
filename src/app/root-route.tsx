/** The root of every route: skip link, progress bar, scroll restoration, toasts and dialogs. */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Skeleton } from '../ui/skeleton';
import { TopProgress } from './shell/top-progress';
import { DialogHost, ToastHost } from './shell/overlay-hosts';
import { PwaHost } from './pwa/pwa-host';

export function RootRoute() {
  return (
    <>
      <a className="skip-link" href="#main">
        Langsung ke konten
      </a>
      <TopProgress />
      <Outlet />
      <PwaHost />
      <ToastHost />
      <DialogHost />
      {/* New navigations start at the top; back and forward restore the position. */}
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  return <div style={{ minHeight: '100dvh' }} aria-busy="true" />;
}

/** Shown in a layout while the first screen's code loads. */
export function ScreenFallback() {
  return (
    <div aria-busy="true">
      <Skeleton height="min(60vh, 480px)" />
    </div>
  );
}
