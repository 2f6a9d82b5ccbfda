/**
 * The PWA's work on every page: service-worker registration and updates, the install prompt,
 * outbox replay, its announcements and its list. What it shows in the page (notices, offers,
 * the pending pill) is the stack each layout puts under its header (pwa-stack.tsx).
 *
 * The outbox's machinery (replay, announcements, the live pending count: outbox-work.tsx and the
 * modules it pulls in) is not in the first load: it is fetched once the page has drawn and
 * hydrated, so a first visit runs less code before it answers. The pill shows the stored count
 * until then (pending-count.ts); a queued submission waits a moment longer, never less safely.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { installPrompt } from './install-prompt';
import { outboxPanel } from './outbox-panel-state';
import { appUpdate } from './sw-update';
import { installTestHooks } from './test-hooks';

// The list of waiting submissions is code only for when it is opened.
const OutboxPanel = lazy(() => import('./outbox-panel').then((module) => ({ default: module.OutboxPanel })));

let started = false;
function startOnce(): void {
  if (started) return;
  started = true;
  appUpdate.register();
  installPrompt.listen();
  installTestHooks();
}

export const PwaHost = observer(function PwaHost() {
  // Fetched after the first commit (the hydration, on a server-rendered page: the server never renders
  // it). Not React.lazy: a first visit that loses the network before the service worker has cached the
  // code must not fall into the error screen; it tries again when the connection returns.
  const [OutboxWork, setOutboxWork] = useState<ComponentType | null>(null);
  useEffect(() => {
    startOnce();
    let alive = true;
    const load = () => {
      import('./outbox-work').then(
        (module) => alive && setOutboxWork(() => module.OutboxWork),
        (error: unknown) => {
          console.warn('[outbox] code not loaded yet, again when online:', error instanceof Error ? error.message : error);
          if (alive) window.addEventListener('online', load, { once: true });
        },
      );
    };
    // A task after the commit: a hydration's effects all run in one task, and fetching this code (its
    // module preloads) need not lengthen it (issue 35).
    const timer = setTimeout(load, 0);
    return () => {
      alive = false;
      clearTimeout(timer);
      window.removeEventListener('online', load);
    };
  }, []);
  return (
    <>
      {OutboxWork ? <OutboxWork /> : null}
      {outboxPanel.open ? <Suspense fallback={null}><OutboxPanel onClose={() => outboxPanel.toggle(false)} /></Suspense> : null}
    </>
  );
});
