/** Scrolls to the top when a screen opens. */
import { useEffect } from 'react';

/** Scrolls to the top once, when the screen mounts. */
export function useScrollTop(): void {
  useEffect(() => {
    // A block body on purpose: Chromium's scrollTo now returns a promise, which React would take
    // for the effect's cleanup and call.
    window.scrollTo(0, 0);
  }, []);
}
