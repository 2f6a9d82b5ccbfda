/** Keeps the page behind an overlay from scrolling while `locked`. */
import { useEffect } from 'react';

let locks = 0;

export function useBodyLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [locked]);
}
