/**
 * Whether this render happens in a live browser page: false while the server renders a page and while
 * the browser hydrates the server's HTML (React then renders what the server drew, and renders again
 * at once with true), true in every other render (a client navigation, a member's page drawn afresh, the
 * offline shell). A screen that must not draw a visitor's own data into the server's HTML draws its
 * frame while this is false.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** True once the page is the browser's own (see the module comment). */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
