/** A labelled text input or textarea with its hint and error; `sanitize` filters keystrokes (digits only). */
import { useId, type HTMLInputTypeAttribute, type KeyboardEvent } from 'react';
import { describedBy, FieldMessage } from './field-message';
import styles from './field.module.css';

/** The props of TextField. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  maxLength?: number;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  /** Rewrites what was typed or pasted, e.g. keeping digits only. */
  sanitize?: (raw: string) => string;
  className?: string;
}

/** A labelled input or textarea. */
export function TextField({ label, value, onChange, onBlur, rows, sanitize, hint, error, className, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    onBlur,
    onChange: (e: { target: { value: string } }) => onChange(sanitize ? sanitize(e.target.value) : e.target.value),
    // A key the filter would drop is not typed at all (the spec's "digits only on keypress").
    onKeyDown: sanitize ? (e: KeyboardEvent) => blockFiltered(e, sanitize) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    ...rest,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      {rows ? (
        <textarea rows={rows} className={`${styles.box} ${styles.input} ${styles.textarea}`} {...common} />
      ) : (
        <input type={type} className={`${styles.box} ${styles.input}`} {...common} />
      )}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

function blockFiltered(event: KeyboardEvent, sanitize: (raw: string) => string) {
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && sanitize(event.key) === '') event.preventDefault();
}

/** Keeps the digits of a typed value (phone numbers). */
export const digitsOnly = (raw: string): string => raw.replace(/\D+/g, '');
/** Keeps digits and dots (kilometres written '45.000'). */
export const digitsAndDots = (raw: string): string => raw.replace(/[^\d.]+/g, '');
