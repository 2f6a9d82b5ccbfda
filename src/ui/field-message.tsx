/** The hint and the error under a form control, linked to it by id. */
import styles from './field.module.css';

/** The ids a control lists in aria-describedby, for its hint and error when shown. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** Renders the hint (muted) and the error (red) of control `id`. */
export function FieldMessage({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? <span id={`${id}-hint`} className={styles.hint}>{hint}</span> : null}
      {error ? <span id={`${id}-error`} className={styles.error}>{error}</span> : null}
    </>
  );
}
