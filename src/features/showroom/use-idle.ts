/** Calls `onIdle` once after `ms` without a touch, click, key or scroll; any of them starts the wait again. */
import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function useIdle(ms: number, onIdle: () => void, enabled = true): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  });
  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => callback.current(), ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), ms);
    };
    for (const name of ACTIVITY) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, restart, { capture: true });
    };
  }, [ms, enabled]);
}
