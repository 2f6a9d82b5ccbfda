/**
 * When the outbox's machinery (outbox-work.tsx: replay, announcements, the live pending count; Dexie
 * with it) starts on a page: once the page has hydrated, and only when there is work for it. The outbox
 * holds a submission (a plain IndexedDB count, src/data/outbox-peek.ts), the page's database is open
 * anyway (a form, a screen reading the mirror), or another tab says it queued one (its stored count,
 * its channel). A first visit, whose outbox is empty, never loads it. Fetched after hydration (pwa-host.tsx).
 */
import type { ComponentType } from 'react';
import { whenDatabaseLoaded } from '../../data/db';
import { watchForOutboxWork } from '../../data/outbox-peek';
import { pendingCount } from './pending-count';

/** Starts watching; `mount` receives the machinery's component when it is needed. Returns the stop. */
export function startOutboxWork(mount: (work: ComponentType) => void): () => void {
  let alive = true;
  let loading = false;
  const load = () => {
    if (loading || !alive) return;
    loading = true;
    import('./outbox-work').then(
      (module) => alive && mount(module.OutboxWork),
      (error: unknown) => {
        loading = false;
        console.warn('[outbox] code not loaded yet, again when online:', error instanceof Error ? error.message : error);
        if (alive) window.addEventListener('online', load, { once: true });
      },
    );
  };
  // A task after the one that opened the database: fetching this code need not lengthen it (issue 35).
  const stopWaiting = whenDatabaseLoaded(() => setTimeout(load, 0));
  // Nothing waits: a count stored before (a tab that closed mid-count) is not shown any longer.
  const stopWatching = watchForOutboxWork(load, () => !loading && pendingCount.set({ waiting: 0, refused: 0 }));
  return () => {
    alive = false;
    stopWaiting();
    stopWatching();
    window.removeEventListener('online', load);
  };
}
