/**
 * Publishes the PWA stack's height as `--pwa-stack-h` on the root element, so the layouts reserve
 * that much room at the bottom of the page (and the toasts sit above it): the stack never covers
 * the end of the content.
 */
import { useLayoutEffect, type RefObject } from 'react';

const VAR = '--pwa-stack-h';
/** Room kept between the stack and the content below it, when the stack shows anything. */
const GAP_PX = 8;

/** Keeps `--pwa-stack-h` equal to the element's height while it is mounted. */
export function useStackHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(VAR, `${height ? height + GAP_PX : 0}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(VAR);
    };
  }, [ref]);
}
