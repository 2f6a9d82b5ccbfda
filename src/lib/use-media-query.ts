/** Viewport queries for layout decisions made in code (slide sets, slides per view). */
import { useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page: React reads the snapshot on every render, and each
 * `matchMedia` call parses the query and evaluates it against the current style anew.
 */
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

/** True while the media query matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** The value of the widest breakpoint `[minWidth, value]` the viewport reaches. */
export function useBreakpointValue<T>(breakpoints: ReadonlyArray<readonly [number, T]>): T {
  const width = useSyncExternalStore(
    (notify) => {
      window.addEventListener('resize', notify);
      return () => window.removeEventListener('resize', notify);
    },
    () => pickBreakpoint(breakpoints, window.innerWidth),
    () => breakpoints[0][1],
  );
  return width;
}

/** Pure: the value for a width. */
export function pickBreakpoint<T>(breakpoints: ReadonlyArray<readonly [number, T]>, width: number): T {
  let value = breakpoints[0][1];
  for (const [min, v] of breakpoints) if (width >= min) value = v;
  return value;
}

/**
 * The `sizes` of a picture filling one of `[minWidth, perView]` slots across the viewport (a carousel's
 * cards), so the table of slides per view is the one source of both the layout and the picture's width.
 */
export function perViewSizes(breakpoints: ReadonlyArray<readonly [number, number]>): string {
  const parts: string[] = [];
  for (let i = breakpoints.length - 1; i >= 0; i--) {
    const [min, count] = breakpoints[i];
    if (i > 0 && breakpoints[i - 1][1] === count) continue;
    const width = `${Math.floor(100 / count)}vw`;
    parts.push(min > 0 ? `(min-width: ${min}px) ${width}` : width);
  }
  if (breakpoints[0][0] > 0) parts.push('100vw');
  return parts.join(', ');
}
