/**
 * React Router's BrowserRouter with one difference: only a move to another page is a transition.
 * A new page's code may still be on its way (lazy-route.ts): as a transition, the page before stays
 * on view meanwhile. A new address on the same page (a search typed, a filter picked, a tab) is
 * applied at once, like any other state of the page: fields drawn from the address never lag behind,
 * and a write built from the current address never starts from an older one. Either way, the parts
 * of a server page still waiting to be hydrated are released first (hydrate-when-seen.tsx).
 */
import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { releaseWaitingParts } from '../lib/hydrate-when-seen';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

export function BrowserRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  const pathname = useRef(history.location.pathname);
  useLayoutEffect(() => history.listen(({ action, location }) => {
    const next = { action, location };
    const samePage = location.pathname === pathname.current;
    pathname.current = location.pathname;
    // Parts of a server page kept as it was drawn take the new address too (hydrate-when-seen.tsx).
    releaseWaitingParts();
    if (samePage) setState(next);
    else startTransition(() => setState(next));
  }), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
