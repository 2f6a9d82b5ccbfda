/** A modal over the page: focus moves in and returns on close, Escape and the backdrop close it. */
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyLock } from '../lib/use-body-lock';
import { Icon } from './icons';
import styles from './modal.module.css';

interface ModalProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide dark panel for media (video). */
  wide?: boolean;
  /** Hide the corner close button (a dialog with its own OK). */
  hideClose?: boolean;
  /** Whether Escape / the backdrop closes it. */
  dismissible?: boolean;
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ label, onClose, children, wide, hideClose, dismissible = true, role = 'dialog' }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
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
  }, [dismissible]);

  return createPortal(
    <div className={styles.backdrop} onClick={(e) => dismissible && e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} role={role} aria-modal="true" aria-label={label} tabIndex={-1} className={[styles.panel, wide && styles.wide].filter(Boolean).join(' ')}>
        {hideClose ? null : (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Tutup">
            <Icon name="close" />
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusable = panel.querySelectorAll<HTMLElement>('button:not([disabled]), [href], iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])');
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
