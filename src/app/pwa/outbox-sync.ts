/**
 * Keeps the outbox moving while the page is open: replays at start-up, when the connection
 * returns and when a backoff ends; tells the user when a queued submission was delivered or
 * refused; a delivered guest submission's login data becomes the session only if nobody has
 * logged in since.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LoginData } from '../../../domain/api';
import { db } from '../../data/db';
import { flushOutbox, markNotified, nextDueAt } from '../../data/outbox';
import type { RootStore } from '../../stores/root-store';

/** Replays on start, on `online`, on the service worker's word, and when the next backoff ends. */
export function useOutboxReplay(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const schedule = async () => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      const due = await nextDueAt();
      if (due !== null && !stopped) timer = setTimeout(run, Math.max(500, due - Date.now()));
    };
    const run = () => {
      if (!navigator.onLine) return;
      void flushOutbox().finally(schedule);
    };
    run();
    window.addEventListener('online', run);
    // Ask once that the browser keeps our data (mirror and outbox) under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      window.removeEventListener('online', run);
    };
  }, []);
}

/** Toasts for submissions delivered or refused after their form was left. */
export function useOutboxNotifications(store: RootStore): void {
  const finished = useLiveQuery(
    () => db.outbox.filter((i) => (i.status === 'delivered' || i.status === 'refused') && !i.notified).toArray(),
    [],
  );
  useEffect(() => {
    for (const item of finished ?? []) {
      if (item.status === 'delivered') {
        const login = (item.response as { data?: { login?: LoginData } } | undefined)?.data?.login;
        // Submitted as a guest and still a guest: the account it created becomes the session.
        if (login && !item.token && !store.session.isLoggedIn) void store.session.setLogin(login);
        store.ui.showToast('success', `${item.label} sudah terkirim.`);
      } else {
        store.ui.showToast('error', `${item.label} ditolak: ${item.lastError ?? 'periksa kembali datanya'}. Buka daftar pengajuan untuk memperbaiki.`);
      }
      void markNotified(item);
    }
  }, [finished, store]);
}

/** Submissions still waiting or needing correction (for the badge and the list). */
export function usePendingSubmissions() {
  return useLiveQuery(() => db.outbox.filter((i) => i.status !== 'delivered').sortBy('createdAt'), [], []);
}
