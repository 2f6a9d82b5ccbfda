/**
 * The staff shell's live count of unread alerts (docs/speed-to-lead.md): polled every
 * ALERT_POLL_MS while the tab is visible, stopped while it is hidden, asked again at once when it
 * shows. When the count grows, `version` moves on so the open queue or overview reads again and
 * shows the new assignment without a reload.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '../../data/api-client';
import { fetchAlertCount } from '../data/staff-api';
import { staffSession } from '../session/staff-session-store';

/** How often the badge asks while the tab is visible. */
export const ALERT_POLL_MS = 10_000;

interface AlertState { unread: number; version: number }

let state: AlertState = { unread: 0, version: 0 };
const listeners = new Set<() => void>();

function set(next: AlertState): void {
  state = next;
  for (const listen of listeners) listen();
}

const subscribe = (listen: () => void) => {
  listeners.add(listen);
  return () => listeners.delete(listen);
};

/** The count and the version of new arrivals. */
export const useAlertState = (): AlertState => useSyncExternalStore(subscribe, () => state, () => state);

/** Takes a count the page learned otherwise (the alerts screen's answer, after marking read). */
export function setUnread(unread: number): void {
  if (unread !== state.unread) set({ unread, version: state.version + (unread > state.unread ? 1 : 0) });
}

/** Polls while mounted (the staff shell), with the session's token; a new `place` (the page's path) asks at once. */
export function useAlertPolling(token: string | null, place = ''): void {
  useEffect(() => {
    if (!token) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    let alive = true;
    const tick = async () => {
      try {
        const { unread } = await fetchAlertCount(token);
        if (alive) setUnread(unread);
      } catch (error) {
        if (error instanceof ApiError && error.isUnauthorized) void staffSession().expire();
        // Offline or a server hiccup: the badge keeps its count until the next tick.
      }
    };
    const start = () => {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), ALERT_POLL_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => (document.hidden ? stop() : start());
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [token, place]);
}

/** Reads a staff query again whenever new alerts arrive (a new assignment shows without a reload). */
export function useRefetchOnAlerts(refetch: () => void): void {
  const { version } = useAlertState();
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (version > 0) latest.current();
  }, [version]);
}
