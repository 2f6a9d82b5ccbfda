/**
 * Where the page is scrolled, per history entry: back and forward put the reader where they were
 * (also after a reload: the positions are kept for the tab in sessionStorage); a new page starts at
 * the top, or at the element its #hash names; a new address on the same page (a filter, a tab in the
 * query) leaves the scroll alone. Screens that open a new item on the same page scroll themselves
 * (`useScrollToTop` with a key).
 *
 * The tab's stored positions are read only when one may be needed: the first read of sessionStorage in
 * a page waits on the browser process (1.4-9 ms of the main thread in a fresh page on a two-core host,
 * issue 35), and a document opened afresh (a link from elsewhere, the address bar) has nothing to
 * restore, so hydration's commit does not pay for it. They are read on a reload or a back/forward into the
 * document, when the browser is idle after the first render, or at the first scroll at the latest.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'merapi-scroll-positions';
/** Positions of this many entries at most are kept. */
const MAX_ENTRIES = 50;

/**
 * The history entry's key; an entry the app did not push (a page opened from a link or the address
 * bar) is 'default' in every document, so its address tells them apart.
 */
const entryKey = (location: { key: string; pathname: string; search: string }) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
    return new Map(Array.isArray(stored) ? stored.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)) : []);
  } catch {
    return new Map();
  }
}

/**
 * Whether this document was opened afresh rather than reloaded or reached by back/forward (the
 * Navigation Timing entry's type); unknown (no entry) counts as not afresh, so the positions are read.
 */
function openedAfresh(): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

const whenIdle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
};

/** The positions, once read, and the entry this document was opened afresh at (if it was). */
interface Positions { map: Map<string, number> | null; openedAfresh: string | null }

/**
 * The positions held in `ref`, read from the tab's storage the first time they are needed. The entry the
 * document was opened afresh at is a new page: a position stored for its address by an earlier visit is
 * not its own, and is dropped (coming back to it later must not jump there).
 */
function knownIn(ref: { current: Positions }): Map<string, number> {
  if (!ref.current.map) {
    const map = readPositions();
    if (ref.current.openedAfresh) map.delete(ref.current.openedAfresh);
    ref.current.map = map;
  }
  return ref.current.map;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Positions>({ map: null, openedAfresh: null });
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const stopWarming = whenIdle(() => knownIn(positions));
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      frame = 0;
      const entry = current.current;
      if (!entry) return;
      const map = knownIn(positions);
      map.delete(entry.key);
      map.set(entry.key, window.scrollY);
      while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
    };
    const onScroll = () => { frame ||= window.requestAnimationFrame(record); };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...knownIn(positions)]));
      } catch {
        // storage full or unavailable: back and forward within the page still work
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      stopWarming();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const before = current.current;
    current.current = { key: entryKey(location), pathname: location.pathname };
    if (navigationType === 'POP') {
      // The document's first entry, opened afresh: it starts where the browser put it (the top, or its
      // #hash). `before` is this entry itself when React mounts the effect again (StrictMode in development).
      if ((!before || before.key === current.current.key) && openedAfresh()) {
        positions.current.openedAfresh = current.current.key;
        return;
      }
      const saved = knownIn(positions).get(current.current.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!before || before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigationType]);
}
