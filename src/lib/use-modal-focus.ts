/**
 * What every modal surface (a dialog, the phone menu's drawer) does with the keyboard: the page
 * behind stops scrolling, focus moves in (the element marked `data-autofocus`, else the first
 * control, else the panel), Tab stays inside, Escape closes when allowed, and focus returns to
 * where it was on close.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useBodyLock } from './use-body-lock';

const FOCUSABLE = 'button:not([disabled]), [href], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Holds focus inside `panelRef` while mounted; `onClose` runs on Escape when `dismissible`. */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, onClose: () => void, dismissible = true): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useBodyLock(true);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus], button, [href], iframe');
    (first ?? panel)?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape' && dismissible) onCloseRef.current();
      if (event.key === 'Tab' && panel) trapTab(event, panel);
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [panelRef, dismissible]);
}

/** Wraps Tab and Shift+Tab around the panel's first and last control. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = panel.querySelectorAll<HTMLElement>(FOCUSABLE);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
