/**
 * Where the page is scrolled, per history entry: back and forward put the reader where they were
 * (also after a reload: the positions are kept for the tab in sessionStorage); a new page starts at
 * the top, or at the element its #hash names; a new address on the same page (a filter, a tab in the
 * query) leaves the scroll alone. Screens that open a new item on the same page scroll themselves
 * (`useScrollToTop` with a key).
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

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    positions.current ??= readPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      frame = 0;
      const entry = current.current;
      if (!entry || !positions.current) return;
      positions.current.delete(entry.key);
      positions.current.set(entry.key, window.scrollY);
      while (positions.current.size > MAX_ENTRIES) positions.current.delete(positions.current.keys().next().value as string);
    };
    const onScroll = () => { frame ||= window.requestAnimationFrame(record); };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])]));
      } catch {
        // storage full or unavailable: back and forward within the page still work
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.cancelAnimationFrame(frame);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const before = current.current;
    current.current = { key: entryKey(location), pathname: location.pathname };
    const saved = positions.current.get(current.current.key);
    if (navigationType === 'POP') {
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
