/** Labelled inputs of the member forms, each with its message under it once touched. */
import { useId, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styles from './fields.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** Only digits can be typed or pasted (phone numbers). */
  digitsOnly?: boolean;
}

/** Lets only digit keys through (the spec's "digits only on keypress"). */
function blockNonDigits(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key.length === 1 && !/[0-9]/.test(event.key) && !event.ctrlKey && !event.metaKey) event.preventDefault();
}

/** A text-like input with its label and message. */
export function TextField({ label, value, onChange, error, hint, digitsOnly, className, ...rest }: TextFieldProps) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(e) => onChange(digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
        onKeyDown={digitsOnly ? blockNonDigits : undefined}
        inputMode={digitsOnly ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      {hint ? <span id={`${id}-hint`} className={styles.hint}>{hint}</span> : null}
      {error ? <span id={`${id}-error`} className={styles.error}>{error}</span> : null}
    </div>
  );
}

interface RadioGroupProps {
  label: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}

/** A row of radio buttons (e.g. gender Laki-laki / Perempuan). */
export function RadioGroup({ label, name, options, value, onChange, onBlur, error, disabled }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined} disabled={disabled} onBlur={onBlur}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option} className={styles.radio}>
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            {option}
          </label>
        ))}
      </div>
      {error ? <span id={`${id}-error`} className={styles.error}>{error}</span> : null}
    </fieldset>
  );
}

interface CheckboxFieldProps {
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** A consent checkbox with its text and message. */
export function CheckboxField({ children, checked, onChange, error }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} />
        <span>{children}</span>
      </label>
      {error ? <span id={`${id}-error`} className={styles.error}>{error}</span> : null}
    </div>
  );
}

/** A coloured notice: green for success, red for danger. */
export function Alert({ kind, children }: { kind: 'success' | 'danger'; children: ReactNode }) {
  return (
    <p className={`${styles.alert} ${styles[kind]}`} role={kind === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

interface TextAreaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  rows?: number;
  autoComplete?: string;
}

/** A multi-line input (addresses) with its label and message. */
export function TextAreaField({ label, name, value, onChange, onBlur, error, rows = 2, autoComplete }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? <span id={`${id}-error`} className={styles.error}>{error}</span> : null}
    </div>
  );
}
