/**
 * The spec's three layouts: main (header, sticky bar, footer with the copyright line), member (header,
 * sticky bar, copyright) and order (header, sticky bar). Each has the PWA stack right under its
 * header, in the flow of the page, so no notice or offer ever lies over the content.
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Copyright, Footer } from '../shell/footer';
import { PwaStack } from '../pwa/pwa-stack';
import { Header } from '../shell/header';
import { StickyBar } from '../shell/sticky-bar';
import { ShowroomBar } from '../../features/showroom/showroom-bar';
import styles from './layout.module.css';

function Main({ extraSpace = false }: { extraSpace?: boolean }) {
  return (
    <main id="main" tabIndex={-1} className={[styles.main, extraSpace && styles.barSpace].filter(Boolean).join(' ')}>
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
    <div className={styles.page}>
      <Suspense fallback={null}><Header /></Suspense>
      <PwaStack />
      <ShowroomBar />
      <Suspense fallback={null}><Main /></Suspense>
      <Suspense fallback={null}><Footer /></Suspense>
      <StickyBar />
    </div>
  );
}

export function MemberLayout() {
  return (
    <div className={styles.page}>
      <Header />
      <PwaStack />
      <ShowroomBar />
      <Main />
      <Copyright />
      <StickyBar />
    </div>
  );
}

export function OrderLayout() {
  return (
    <div className={styles.page}>
      <Header />
      <PwaStack />
      <ShowroomBar />
      <Main extraSpace />
      <StickyBar />
    </div>
  );
}
