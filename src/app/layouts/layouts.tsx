/**
 * The spec's three layouts: main (header, sticky bar, footer with the copyright line), member (header,
 * sticky bar, copyright) and order (header, sticky bar). Each has the PWA stack right under its
 * header, in the flow of the page, so no notice or offer ever lies over the content, and gives its
 * screens the dealer's configured links (WithSiteConfig).
 */
import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { contentCommitted } from '../app-ready';
import { deferred } from '../../lib/deferred';
import { Copyright } from '../shell/copyright';
import { PwaStack } from '../pwa/pwa-stack';
import { Header } from '../shell/header';
import { WithSiteConfig } from '../shell/site-config';
import { StickyBar } from '../shell/sticky-bar';
import { ShowroomBar } from '../../features/showroom/showroom-bar';
import { ServerHtml } from '../../lib/hydrate-when-seen';
import styles from './layout.module.css';

/** Below the fold on every public page: drawn by the server, its code comes after the first load (deferred.tsx). */
const Footer = deferred(() => import('../shell/footer').then((module) => module.Footer));

function Main({ extraSpace = false }: { extraSpace?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  // Hydrating a server page, the content commits on its own (MainLayout): the page is live then (app-ready.ts).
  useEffect(() => { if (ref.current) contentCommitted(ref.current); }, []);
  return (
    <main ref={ref} id="main" tabIndex={-1} className={[styles.main, extraSpace && styles.barSpace].filter(Boolean).join(' ')}>
      <Outlet />
    </main>
  );
}

/**
 * The public layout, drawn by the server. Its header, content and footer are separate Suspense
 * boundaries (nothing in them suspends): hydrating a server page, React hydrates and commits each on
 * its own, so a slow phone gets three short tasks and input in between, not one long one.
 */
export function MainLayout() {
  return (
    <WithSiteConfig>
      <div className={styles.page}>
        <Suspense fallback={null}><Header /></Suspense>
        <PwaStack />
        <ShowroomBar />
        <Suspense fallback={null}><Main /></Suspense>
        {/* Links only: a server page keeps the server's footer until the visitor reaches into it (hydrate-when-seen.tsx). */}
        <Suspense fallback={null}><ServerHtml name="footer" below><Footer /></ServerHtml></Suspense>
        <StickyBar />
      </div>
    </WithSiteConfig>
  );
}

/** The frame of the member's and the order's pages: no server-drawn parts, so nothing is suspended. */
function PlainLayout({ order = false }: { order?: boolean }) {
  return (
    <WithSiteConfig>
      <div className={styles.page}>
        <Header />
        <PwaStack />
        <ShowroomBar />
        <Main extraSpace={order} />
        {/* The order wizard keeps its bar at the bottom; the member's pages end with the copyright line. */}
        {order ? null : <Copyright />}
        <StickyBar />
      </div>
    </WithSiteConfig>
  );
}

/** The member's pages (dashboard, details). */
export const MemberLayout = () => <PlainLayout />;

/** The order wizard and its pages. */
export const OrderLayout = () => <PlainLayout order />;
