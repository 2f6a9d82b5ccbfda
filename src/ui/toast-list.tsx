/** The toasts on screen (top-right on wide screens, above the sticky bar on phones). */
import { Icon } from './icons';
import styles from './toast.module.css';

export interface ToastView { id: number; kind: 'success' | 'error' | 'info'; text: string; action?: { label: string; run: () => void } }

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const;

export function ToastList({ toasts, onDismiss }: { toasts: readonly ToastView[]; onDismiss: (id: number) => void }) {
  return (
    <div className={styles.region} aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <Icon name={ICONS[t.kind]} size={22} className={styles.icon} />
          <span className={styles.text}>{t.text}</span>
          {t.action && (
            <button type="button" className={styles.action} onClick={() => { t.action!.run(); onDismiss(t.id); }}>{t.action.label}</button>
          )}
          <button type="button" className={styles.dismiss} aria-label="Tutup notifikasi" onClick={() => onDismiss(t.id)}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
