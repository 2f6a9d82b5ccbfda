/**
 * The form fields of every screen, bound to a form field: value, change, touch on blur, the form's
 * message, locked for members. They take a FormBinding (src/stores/form's FormStore is one), never a store.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { DateInput } from './date-input';
import { textBinding, type FormBinding } from './form-binding';
import { JpegUpload } from './jpeg-upload';
import { RadioGroup, type RadioOption } from './radio-group';
import { TextField, type TextFieldProps } from './text-field';

interface Bound { form: FormBinding; field: string; disabled?: boolean; className?: string }

type TextProps = Bound & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'disabled' | 'className'>;

/** A text input or textarea. */
export const FormText = observer(function FormText({ form, field, disabled, ...rest }: TextProps) {
  return (
    <TextField {...rest} {...textBinding(form, field, disabled)} />
  );
});

/** A calendar day with optional min / max. */
export const FormDate = observer(function FormDate({ form, field, label, min, max, hint, disabled, className }: Bound & { label: string; min?: string; max?: string; hint?: string }) {
  return (
    <DateInput {...textBinding(form, field, disabled)} label={label} min={min} max={max} hint={hint} className={className} />
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

/** A consent checkbox: `on` when ticked (true, or the contract's 'accepted'), `off` when not. */
export const FormCheckbox = observer(function FormCheckbox({ form, field, children, disabled, className, on = true, off = false }: Bound & { children: ReactNode; on?: unknown; off?: unknown }) {
  return (
    <Checkbox
      name={field}
      checked={form.value(field) === on}
      onChange={(checked) => {
        form.set(field, checked ? on : off);
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

/** A JPEG upload (KTP, payment proof) as a data URL. */
export const FormJpeg = observer(function FormJpeg({ form, field, label, buttonText, hint, disabled, className }: Bound & { label: string; buttonText?: string; hint?: string }) {
  return (
    <JpegUpload
      label={label}
      name={field}
      value={form.text(field)}
      onChange={(dataUrl) => {
        form.set(field, dataUrl);
        form.touch(field);
      }}
      buttonText={buttonText}
      hint={hint}
      error={form.errorOf(field)}
      disabled={disabled || form.isLocked(field)}
      className={className}
    />
  );
});
