/**
 * Keeps the outbox moving while the page is open: replays at start-up, when the connection
 * returns (everything waiting is due then), when a backoff or a claim's lease ends, and when
 * another tab gives its claims back; gives this tab's claims back when it goes away.
 */
import { useEffect } from 'react';
import { backoffDelay, OUTBOX_CHANNEL, UNFINISHED_STATUSES } from '../../../domain/outbox';
import { useLiveValue } from '../../data/live-query';
import { flushOutbox, nextDueAt, releaseClaims, wakeWaiting } from '../../data/outbox';

/** The retry timer never fires sooner than this after a drain. */
const MIN_DELAY_MS = 500;
/** While the network seems down but the browser says online (a captive Wi-Fi), tries at most this far apart. */
const MAX_NETWORK_WAIT_MS = 30_000;

/** Replays on start, on `online`, on another tab's release, and when the next backoff or lease ends. */
export function useOutboxReplay(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    // Drains in a row that found no network: the next try waits longer (2 s doubling), until `online`.
    let offlineStreak = 0;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null;

    const schedule = async () => {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      const due = await nextDueAt();
      if (due === null || stopped) return;
      const wait = Math.max(MIN_DELAY_MS, due - Date.now(), offlineStreak ? Math.min(MAX_NETWORK_WAIT_MS, backoffDelay(offlineStreak)) : 0);
      timer = setTimeout(run, wait);
    };
    const run = () => {
      if (stopped || !navigator.onLine) return;
      void flushOutbox()
        .then(async (report) => {
          if (report.offline) {
            offlineStreak += 1;
            return;
          }
          const reconnected = offlineStreak > 0 && report.delivered + report.refused > 0;
          offlineStreak = 0;
          // The network came back without an `online` event: what waits out a backoff goes now too.
          if (reconnected) await wakeWaiting().then(() => flushOutbox());
        })
        .catch((error) => console.warn('[outbox] replay failed', error))
        .finally(schedule);
    };
    const online = () => {
      offlineStreak = 0;
      void wakeWaiting().then(run, run);
    };
    const goingAway = () => {
      releaseClaims();
      channel?.postMessage('released');
    };

    run();
    window.addEventListener('online', online);
    window.addEventListener('pagehide', goingAway);
    // After a short wait: the other tab's release commits as it goes.
    if (channel) channel.onmessage = () => setTimeout(run, MIN_DELAY_MS);
    // Ask once that the browser keeps our data (mirror and outbox) under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', goingAway);
      channel?.close();
    };
  }, []);
}

/** Submissions still waiting or needing correction, oldest first (the pending list). */
export function usePendingSubmissions() {
  return useLiveValue((db) => db.outbox.where('status').anyOf([...UNFINISHED_STATUSES]).sortBy('createdAt'), [], []);
}
