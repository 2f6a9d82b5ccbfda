/** A modal over the page: focus moves in and returns on close, Escape and the backdrop close it. */
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../lib/use-modal-focus';
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
  useModalFocus(panelRef, onClose, dismissible);

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
