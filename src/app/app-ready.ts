/**
 * When the page is live: `html[data-app-ready]` (browser tests wait for it) and the hand-over of what
 * was typed before (early-input.ts). A page drawn from scratch is live when the app has committed. A
 * server page is hydrated in parts (MainLayout's header, content and footer are Suspense boundaries that
 * commit on their own, after the app): it is live once its content has hydrated, and the fields typed into
 * before are read then, when React has drawn them.
 */
import { preloadDeferred } from '../lib/deferred';
import { setHydratingContent } from '../lib/use-hydrated';
import { replayEarlyInput, type EarlyInput } from './early-input';

let hydrating = false;

function markReady(): void {
  document.documentElement.setAttribute('data-app-ready', '');
  // What opens on a tap (the phone drawer, the VEHICLES menu) is fetched now, while the page is online.
  void preloadDeferred();
}

/** boot.tsx, before hydrating a server page. */
export function startHydrating(): void {
  hydrating = true;
  setHydratingContent(true);
}

/** The app's first commit; `earlyInput` was read from the server's page it replaced (a member's page). */
export function appCommitted(root: ParentNode, earlyInput?: EarlyInput[]): void {
  if (hydrating) return;
  if (earlyInput?.length) replayEarlyInput(root, earlyInput);
  markReady();
}

/** The page's content (`<main>`) has committed: when hydrating, the page is now live. */
export function contentCommitted(main: HTMLElement): void {
  if (!hydrating) return;
  hydrating = false;
  setHydratingContent(false);
  replayEarlyInput(main);
  markReady();
}
