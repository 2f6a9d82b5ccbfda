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
