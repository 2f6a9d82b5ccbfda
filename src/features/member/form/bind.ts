/** Wires a FormState field to an input component: value, change, blur and message. */
import type { FormState, FormValues } from './form-state';

/** Props for `TextField` (and friends) bound to `field` of `form`. */
export function bind<V extends FormValues>(form: FormState<V>, field: keyof V & string) {
  return {
    name: field,
    value: form.values[field] ?? '',
    onChange: (value: string) => form.set(field, value as V[typeof field]),
    onBlur: () => form.touch(field),
    error: form.error(field),
  };
}
