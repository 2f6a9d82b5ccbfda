/** A checkbox whose label may hold links (consents), with its error under it. */
import { useId, type ReactNode } from 'react';
import { FieldMessage } from './field-message';
import styles from './field.module.css';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  children: ReactNode;
  name?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled checkbox with its error. */
export function Checkbox({ checked, onChange, onBlur, children, name, error, disabled, className }: CheckboxProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
