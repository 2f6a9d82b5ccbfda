/**
 * Start of the app (loaded by main.tsx): the root store (session restored first), then the app. A
 * page the server rendered (docs/rendering.md) is hydrated with the answers it was rendered with, as
 * a transition (React yields to the browser while it hydrates); the precached shell (offline,
 * installed) is rendered from scratch as before.
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startHydrating } from './app/app-ready';
import { hydratingServerPage } from './lib/hydrate-when-seen';
import { readEarlyInput } from './app/early-input';
import { pendingCount } from './app/pwa/pending-count';
import { preloadScreens } from './app/lazy-route';
import { routes } from './app/router';
import { adoptPrerendered } from './data/mirrored-query';
import { parseEmbedded, PRERENDERED_SCRIPT_ID } from './data/prerender';
import { RootStore } from './stores/root-store';

/**
 * A page drawn afresh (a member's page, the precached shell) is rendered as a transition, like the
 * hydration: React yields to the browser every few milliseconds instead of drawing the whole screen in
 * one task (a member's dashboard was one 30 ms task on a fast machine, ten times that on the target
 * phone). What the server drew stays until the first commit replaces it.
 */
function renderInSlices(app: ReactNode): void {
  pendingCount.showStored();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

const store = new RootStore();
// The session is read before the first render so members never see a guest header flash
// (bounded, so a stuck IndexedDB never blocks the page).
await Promise.race([store.session.restore(), new Promise((resolve) => setTimeout(resolve, 1500))]);

const container = document.getElementById('root')!;
const embedded = document.getElementById(PRERENDERED_SCRIPT_ID);

// The route's screen code is loaded before the first render, so it is the screen (the server's DOM when
// hydrating), never a fallback that the screen then pushes around. Code that cannot be fetched (offline,
// not cached) is the screen's error to show, not the app's.
await preloadScreens(routes, window.location.pathname).catch(() => undefined);
// A task of its own for what comes next (the render or the hydration).
await new Promise((resolve) => setTimeout(resolve, 0));

if (embedded && container.firstElementChild) {
  const { rows, missing } = parseEmbedded(embedded.textContent ?? '[]');
  adoptPrerendered(rows);
  // Found missing by the server moments ago (its page shows the not-found state, and hydration does too).
  const prerendered = { rows: new Map(rows.map((row) => [row.key, row])), missing: new Map(missing.map((key) => [key, Date.now()])) };
  // The server renders as a guest: a member's page is drawn afresh (header with the account) instead of
  // hydrated; what was typed into the server's page is carried over (early-input.ts).
  if (store.session.isLoggedIn) {
    const earlyInput = readEarlyInput(container);
    renderInSlices(
      <StrictMode>
        <App store={store} prerendered={prerendered} earlyInput={earlyInput} />
      </StrictMode>,
    );
  } else {
    // The server drew no pending badge (it has no outbox): none until hydration has committed.
    pendingCount.holdForHydration();
    startHydrating();
    hydratingServerPage();
    startTransition(() => {
      hydrateRoot(container, (
        <StrictMode>
          <App store={store} prerendered={prerendered} />
        </StrictMode>
      ));
    });
  }
} else {
  renderInSlices(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}
