/** A labelled calendar-day input (YYYY-MM-DD) whose earlier or later days are disabled by `min` / `max`. */
import { useId } from 'react';
import { describedBy, FieldMessage } from './field-message';
import styles from './field.module.css';

interface DateInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first day that can be picked, YYYY-MM-DD. */
  min?: string;
  /** The last day that can be picked, YYYY-MM-DD. */
  max?: string;
  name?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** A labelled date input with its hint and error. */
export function DateInput({ label, value, onChange, hint, error, className, ...rest }: DateInputProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input
        id={id}
        type="date"
        lang="id"
        className={`${styles.box} ${styles.input}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}
