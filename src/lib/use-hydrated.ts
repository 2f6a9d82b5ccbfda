/**
 * Whether a render draws the server's HTML. `useHydrated` is false while the server renders a page and
 * while the browser hydrates the server's HTML (React then renders what the server drew, and renders
 * again at once with true), true in every other render (a client navigation, a member's page drawn
 * afresh, the offline shell). A screen that must not draw a visitor's own data into the server's HTML
 * draws its frame while this is false.
 *
 * That second render is synchronous and takes the whole screen below the hook: a screen that only needs
 * to know how it started (kept in state) asks `drawsServerHtml()` in its state's initialiser instead, which
 * subscribes to nothing and costs no render (issue 35: the order wizard's step 1 drawn twice in the
 * hydration's last task).
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** True once the page is the browser's own (see the module comment). */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}

let hydratingContent = false;

/** app-ready.ts: the server page's content starts hydrating (true) or has committed (false). */
export function setHydratingContent(on: boolean): void {
  hydratingContent = on;
}

/** Whether the render under way draws the server's HTML (on the server, or the content's hydration); read it once. */
export function drawsServerHtml(): boolean {
  return typeof window === 'undefined' || hydratingContent;
}
