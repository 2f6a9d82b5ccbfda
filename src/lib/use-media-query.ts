/** Viewport queries for layout decisions made in code (slide sets, slides per view). */
import { useSyncExternalStore } from 'react';

/** True while the media query matches. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
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
