/**
 * A form's values checked against its domain DTO on every change (one rule set with the server):
 * errors show once a field is touched; a changed parent clears its dependents (the spec's cascades);
 * fields locked for a member keep their values; `isSaving` guards against a second submit.
 */
import { makeAutoObservable } from 'mobx';
import { validateForm, type FieldErrors } from '../../../../domain/forms/validate';

/** Plain form values by field name. */
export type Values = Record<string, unknown>;

/** Field -> the fields it clears when its value changes. */
export type Cascade = Readonly<Record<string, readonly string[]>>;

/** Where a select keeps its label: 'car_type' -> 'car_type_name', 'cabang_id' -> 'cabang_name'. */
export const nameField = (field: string): string => `${field.replace(/_id$/, '')}_name`;

/** One form's state, validated by its DTO class. */
export class FormStore<T extends object = object> {
  values: Values;
  touched: Record<string, boolean> = {};
  /** The server's 422 messages, each kept until its field changes. */
  serverErrors: FieldErrors = {};
  locked: Record<string, boolean> = {};
  isSaving = false;
  private readonly blank: Values;

  constructor(private readonly dto: new () => T, private readonly cascade: Cascade = {}, defaults: Values = {}) {
    this.blank = { ...(new dto() as Values), ...defaults };
    this.values = { ...this.blank };
    makeAutoObservable<FormStore<T>, 'dto' | 'cascade' | 'blank'>(this, { dto: false, cascade: false, blank: false });
  }

  /** The DTO's verdict on the current values (recomputed on every change). */
  get validation() {
    return validateForm(this.dto, this.values);
  }

  get valid(): boolean {
    return this.validation.valid;
  }

  /** The trimmed, converted values to send (with the selects' names). */
  get payload(): Values {
    return { ...(this.validation.value as Values) };
  }

  /** The message under `field`: the server's, or the DTO's once the field was touched. */
  errorOf(field: string): string | undefined {
    const server = this.serverErrors[field];
    if (server?.length) return server[0];
    return this.touched[field] ? this.validation.errors[field]?.[0] : undefined;
  }

  /** The value as text for an input. */
  text(field: string): string {
    const value = this.values[field];
    return value === undefined || value === null ? '' : String(value);
  }

  isLocked(field: string): boolean {
    return this.locked[field] === true;
  }

  /** Sets a value; a change clears the fields that depend on it. */
  set(field: string, value: unknown): void {
    if (this.isLocked(field)) return;
    const changed = this.values[field] !== value;
    this.values[field] = value;
    delete this.serverErrors[field];
    if (changed) this.clearDependents(field);
  }

  /** Sets a select's value and its label (sent as `<field>_name`). */
  choose(field: string, value: unknown, label: string): void {
    if (this.isLocked(field)) return;
    this.set(field, value);
    this.values[nameField(field)] = label;
  }

  touch(field: string): void {
    this.touched[field] = true;
  }

  /** Touches every field, so every message shows. */
  touchAll(): void {
    for (const field of Object.keys({ ...this.values, ...this.validation.errors })) this.touched[field] = true;
  }

  /** Puts values in place as they are (prefill, a stored submission), without cascading. */
  fill(values: Values): void {
    for (const [field, value] of Object.entries(values)) {
      if (!this.isLocked(field)) this.values[field] = value;
    }
  }

  /** Locks `fields` to `values` (a member's identity); an empty list unlocks everything. */
  lock(values: Values): void {
    this.locked = {};
    this.fill(values);
    this.locked = Object.fromEntries(Object.keys(values).map((f) => [f, true]));
  }

  /** Shows the server's field errors. */
  setServerErrors(errors: FieldErrors | null | undefined): void {
    this.serverErrors = { ...(errors ?? {}) };
    for (const field of Object.keys(this.serverErrors)) this.touched[field] = true;
  }

  clearErrors(): void {
    this.serverErrors = {};
  }

  /** Empties the form (locked member values stay). */
  reset(): void {
    const kept = Object.fromEntries(Object.keys(this.locked).map((f) => [f, this.values[f]]));
    this.values = { ...this.blank, ...kept };
    this.touched = {};
    this.serverErrors = {};
  }

  /** Starts saving unless already saving or invalid; false means do not send. */
  beginSave(): boolean {
    if (this.isSaving || !this.valid) return false;
    this.isSaving = true;
    return true;
  }

  endSave(): void {
    this.isSaving = false;
  }

  private clearDependents(field: string): void {
    for (const child of this.cascade[field] ?? []) {
      this.values[child] = this.blank[child] ?? '';
      delete this.values[nameField(child)];
      delete this.serverErrors[child];
    }
  }
}
