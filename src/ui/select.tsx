/** A labelled native select; with no options it shows the spec's empty text (e.g. 'Kota tidak ditemukan'). */
import { useId } from 'react';
import { Icon } from './icons';
import fieldStyles from './field.module.css';
import styles from './select.module.css';

export interface SelectOption { value: string | number; label: string }

interface SelectProps {
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  value: string | number | null;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  placeholder: string;
  /** Shown as the only option when `options` is empty. */
  emptyText: string;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  name?: string;
  className?: string;
}

export function Select({ label, hideLabel, value, options, onChange, placeholder, emptyText, disabled, required, error, name, className }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const empty = options.length === 0;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : fieldStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          className={`${fieldStyles.box} ${styles.select}`}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled || empty}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" disabled>
            {empty ? emptyText : placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
