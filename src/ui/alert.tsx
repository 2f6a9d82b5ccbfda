/** A coloured notice in a form: green for success, red for danger (announced at once). */
import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** The notice. */
export function Alert({ kind, children }: { kind: 'success' | 'danger'; children: ReactNode }) {
  return (
    <p className={`${styles.alert} ${styles[kind]}`} role={kind === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
