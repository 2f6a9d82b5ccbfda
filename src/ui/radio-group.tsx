/** A fieldset of radio buttons with a legend and the error under it. */
import { useId } from 'react';
import { FieldMessage } from './field-message';
import styles from './field.module.css';

/** One radio choice. */
export interface RadioOption { value: string; label: string }

interface RadioGroupProps {
  legend: string;
  name: string;
  value: string;
  options: readonly RadioOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A fieldset of radio buttons. */
export function RadioGroup({ legend, name, value, options, onChange, onBlur, error, disabled, className }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.value} className={styles.choice}>
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} onBlur={onBlur} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
