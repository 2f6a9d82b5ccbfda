/**
 * The PWA's work on every page: service-worker registration and updates, the install prompt,
 * outbox replay, its announcements and its list. What it shows in the page (notices, offers,
 * the pending pill) is the stack each layout puts under its header (pwa-stack.tsx).
 */
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/stores-context';
import { installPrompt } from './install-prompt';
import { useOutboxAnnouncer } from './outbox-announcer';
import { outboxPanel } from './outbox-panel-state';
import { useOutboxReplay } from './outbox-sync';
import { pendingCount } from './pending-count';
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

// Read before the first render: the pill shows the stored count from the first paint.
pendingCount.start();

export const PwaHost = observer(function PwaHost() {
  const store = useStores();
  const navigate = useNavigate();
  const openFix = useCallback((href: string) => void navigate(href), [navigate]);
  useEffect(startOnce, []);
  useOutboxReplay();
  useOutboxAnnouncer(store, openFix);
  return outboxPanel.open ? <Suspense fallback={null}><OutboxPanel onClose={() => outboxPanel.toggle(false)} /></Suspense> : null;
});
