/** A message dialog: icon, title, text and one OK button (green, as the spec's confirm colour). */
import { Button } from './button';
import { Icon } from './icons';
import { Modal } from './modal';
import styles from './modal.module.css';

interface DialogProps {
  title: string;
  text?: string;
  kind?: 'success' | 'error' | 'info';
  confirmText?: string;
  onConfirm: () => void;
}

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const;

export function Dialog({ title, text, kind = 'info', confirmText = 'OK', onConfirm }: DialogProps) {
  return (
    <Modal label={title} onClose={onConfirm} hideClose role={kind === 'error' ? 'alertdialog' : 'dialog'}>
      <div className={styles.dialog}>
        <span className={`${styles.dialogIcon} ${styles[kind]}`}>
          <Icon name={ICONS[kind]} size={32} />
        </span>
        <h2 className={styles.title}>{title}</h2>
        {text ? <p className={styles.text}>{text}</p> : null}
        <Button variant="success" onClick={onConfirm} data-autofocus style={{ minWidth: 120 }}>
          {confirmText}
        </Button>
      </div>
    </Modal>
  );
}
