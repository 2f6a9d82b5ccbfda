/**
 * The PWA's work on every page: service-worker registration and updates, the install prompt,
 * outbox replay, its announcements and its list. What it shows in the page (notices, offers,
 * the pending pill) is the stack each layout puts under its header (pwa-stack.tsx).
 *
 * The outbox's machinery (replay, announcements, the live pending count: outbox-work.tsx and the
 * modules it pulls in, Dexie among them) is not in the first load: once the page has drawn and
 * hydrated, outbox-start.ts starts it when there is work for it. The pill shows the stored count
 * until then (pending-count.ts); a queued submission waits a moment longer, never less safely.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { afterHydration } from '../../data/db';
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
    let stop = () => {};
    const begin = () => {
      import('./outbox-start').then(
        ({ startOutboxWork }) => {
          if (alive) stop = startOutboxWork((work) => setOutboxWork(() => work));
        },
        (error: unknown) => {
          console.warn('[outbox] code not loaded yet, again when online:', error instanceof Error ? error.message : error);
          if (alive) window.addEventListener('online', begin, { once: true });
        },
      );
    };
    void afterHydration().then(begin);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('online', begin);
    };
  }, []);
  return (
    <>
      {OutboxWork ? <OutboxWork /> : null}
      {outboxPanel.open ? <Suspense fallback={null}><OutboxPanel onClose={() => outboxPanel.toggle(false)} /></Suspense> : null}
    </>
  );
});
