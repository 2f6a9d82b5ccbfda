/**
 * What a bound field needs of a form (src/stores/form's FormStore has it): the design-system
 * fields take this, so they never import a store.
 */
export interface FormBinding {
  /** The value as text for an input. */
  text(field: string): string;
  /** The value as it is stored. */
  value(field: string): unknown;
  set(field: string, value: unknown): void;
  /** A select's value and its label. */
  choose(field: string, value: unknown, label: string): void;
  touch(field: string): void;
  /** The message under the field (the form's precedence rule decides which). */
  errorOf(field: string): string | undefined;
  /** Locked for a member (prefilled from the profile). */
  isLocked(field: string): boolean;
}

/** What a text-like control (input, textarea, date) takes to be bound to `form[field]`: one rule for value, change, touch on blur, message and lock. */
export function textBinding(form: FormBinding, field: string, disabled?: boolean) {
  return {
    name: field,
    value: form.text(field),
    onChange: (v: string) => form.set(field, v),
    onBlur: () => form.touch(field),
    error: form.errorOf(field),
    disabled: disabled || form.isLocked(field),
  };
}
