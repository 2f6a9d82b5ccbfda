/** Controls bound to a FormStore field: value, change, touch on blur, message once touched, locked for members. */
import { observer } from 'mobx-react-lite';
import { Checkbox } from '../../../ui/checkbox';
import { DateInput } from '../../../ui/date-input';
import { RadioGroup, type RadioOption } from '../../../ui/radio-group';
import { TextField, type TextFieldProps } from '../../../ui/text-field';
import type { FormStore } from '../store/form-store';
import type { ReactNode } from 'react';

interface Bound { form: FormStore; field: string; disabled?: boolean; className?: string }

type TextProps = Bound & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'disabled' | 'className'>;

/** A text input or textarea. */
export const FormText = observer(function FormText({ form, field, disabled, ...rest }: TextProps) {
  return (
    <TextField
      {...rest}
      name={field}
      value={form.text(field)}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      disabled={disabled || form.isLocked(field)}
    />
  );
});

/** A calendar day with optional min / max. */
export const FormDate = observer(function FormDate({ form, field, label, min, max, hint, disabled, className }: Bound & { label: string; min?: string; max?: string; hint?: string }) {
  return (
    <DateInput
      label={label}
      name={field}
      value={form.text(field)}
      min={min}
      max={max}
      hint={hint}
      onChange={(v) => form.set(field, v)}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      disabled={disabled || form.isLocked(field)}
      className={className}
    />
  );
});

/** A radio group. */
export const FormRadio = observer(function FormRadio({ form, field, legend, options, onPick, disabled, className }: Bound & { legend: string; options: readonly RadioOption[]; onPick?: (value: string) => void }) {
  return (
    <RadioGroup
      legend={legend}
      name={field}
      value={form.text(field)}
      options={options}
      onChange={(v) => {
        form.set(field, v);
        form.touch(field);
        onPick?.(v);
      }}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      disabled={disabled || form.isLocked(field)}
      className={className}
    />
  );
});

/** A consent checkbox (true when ticked). */
export const FormCheckbox = observer(function FormCheckbox({ form, field, children, disabled, className }: Bound & { children: ReactNode }) {
  return (
    <Checkbox
      name={field}
      checked={form.values[field] === true}
      onChange={(checked) => {
        form.set(field, checked);
        form.touch(field);
      }}
      onBlur={() => form.touch(field)}
      error={form.errorOf(field)}
      disabled={disabled || form.isLocked(field)}
      className={className}
    >
      {children}
    </Checkbox>
  );
});
