/**
 * The one form kernel of the page: values checked against their domain DTO on every change (one
 * rule set with the server), touched fields, the server's 422 messages, member-locked fields, the
 * spec's cascades, steps of a wizard each with its own DTO, and the saving flag.
 *
 * Which message shows under a field: the server's message for it, until that field changes; then
 * (or without one) the DTO rule's first message, once the field was touched (changed or left).
 */
import { makeAutoObservable } from 'mobx';
import { defaultsOf, validateForm, type FieldErrors, type FormSchema } from '../../../domain/forms/validate';
import type { FormBinding } from '../../ui/form-binding';

/** Plain form values by field name. */
export type Values = Record<string, unknown>;

/** Field -> the fields it clears when its value changes. */
export type Cascade = Readonly<Record<string, readonly string[]>>;

/** A form schema of domain/ (Valibot). */
export type DtoClass = FormSchema;

/** A DTO's verdict on the form. */
export interface Check { valid: boolean; errors: FieldErrors; value: object }

/** How one form is set up. */
export interface FormOptions<V extends object> {
  /** Starting values over the DTO's own defaults. */
  defaults?: Partial<V>;
  /** The starting values instead of the DTO's defaults (a form whose DTO also holds derived fields). */
  initial?: V;
  cascade?: Cascade;
  /** A wizard's steps, each validated by its own DTO (step 1 is index 0). */
  steps?: readonly DtoClass[];
  /** Values kept elsewhere (a member's profile, prices, a guest's password) that the rules also read. */
  derived?: () => Values;
  /** Rules a DTO cannot state alone (a staff move's fields, which depend on its target): more field errors. */
  extraRules?: (input: Values) => FieldErrors;
}

/** Where a select keeps its label: 'car_type' -> 'car_type_name', 'cabang_id' -> 'cabang_name'. */
export const nameField = (field: string): string => `${field.replace(/_id$/, '')}_name`;

/** One form's state, validated by its DTO class. */
export class FormStore<V extends object = Values> implements FormBinding {
  values: V;
  touched: Record<string, boolean> = {};
  /** The server's 422 messages, each kept until its field changes. */
  serverErrors: FieldErrors = {};
  locked: Record<string, boolean> = {};
  isSaving = false;
  /** A refusal of the whole form (a wrong password, an expired link), shown above it until the next change. */
  message: string | null = null;
  private readonly blank: V;

  constructor(private readonly dto: DtoClass, private readonly options: FormOptions<V> = {}) {
    this.blank = (options.initial ? { ...options.initial } : { ...defaultsOf(dto), ...options.defaults }) as V;
    this.values = { ...this.blank };
    makeAutoObservable<FormStore<V>, 'dto' | 'options' | 'blank'>(this, { dto: false, options: false, blank: false });
  }

  /** What the rules read: the values and the derived ones. */
  get input(): Values {
    return { ...this.values, ...this.options.derived?.() };
  }

  /** The DTO's verdict on the current values (recomputed on every change). */
  get validation(): Check {
    const check = validateForm(this.dto, this.input);
    const extra = this.options.extraRules?.(this.input) ?? {};
    if (!Object.keys(extra).length) return check;
    // The DTO's own message for a field comes first; the extra rule speaks where the DTO is content.
    return { ...check, errors: { ...extra, ...check.errors }, valid: false };
  }

  get valid(): boolean {
    return this.validation.valid;
  }

  /** Another DTO's verdict on the same values (a wizard step, a partial call such as HITUNG). */
  check(dto: DtoClass): Check {
    return validateForm(dto, this.input);
  }

  /** Step `n` (from 1) by its DTO; past the last step, the whole form. */
  step(n: number): Check {
    const dto = this.options.steps?.[n - 1];
    return dto ? this.check(dto) : this.validation;
  }

  /** The trimmed, converted values to send (with the selects' names). */
  get payload(): Values {
    return { ...(this.validation.value as Values) };
  }

  /** The first message of every field still refused (the disabled submit's summary). */
  missing(check: Check = this.validation): string[] {
    return Object.values(check.errors).map((messages) => messages[0]).filter(Boolean);
  }

  /** The message under `field` (see the rule at the top); `check` is a step's verdict. */
  errorOf(field: string, check: Check = this.validation): string | undefined {
    const server = this.serverErrors[field];
    if (server?.length) return server[0];
    return this.touched[field] ? check.errors[field]?.[0] : undefined;
  }

  /** The value as text for an input. */
  text(field: string): string {
    const value = this.input[field];
    return value === undefined || value === null ? '' : String(value);
  }

  value(field: string): unknown {
    return this.input[field];
  }

  isLocked(field: string): boolean {
    return this.locked[field] === true;
  }

  /** Sets a value and drops its server message; a change clears the fields that depend on it. */
  set(field: string, value: unknown): void {
    if (this.isLocked(field)) return;
    const changed = (this.values as Values)[field] !== value;
    (this.values as Values)[field] = value;
    this.touched[field] = true;
    delete this.serverErrors[field];
    this.message = null;
    if (changed) this.clearDependents(field);
  }

  /** Sets a select's value and its label (sent as `<field>_name`). */
  choose(field: string, value: unknown, label: string): void {
    if (this.isLocked(field)) return;
    this.set(field, value);
    (this.values as Values)[nameField(field)] = label;
  }

  touch(field: string): void {
    this.touched[field] = true;
  }

  /** Touches every field of `check` (default: the whole form), so every message shows. */
  touchAll(check: Check = this.validation): void {
    for (const field of Object.keys({ ...this.values, ...check.errors })) this.touched[field] = true;
  }

  /** Puts values in place as they are (prefill, a stored submission, a restore), without cascading. */
  fill(values: Values): void {
    for (const [field, value] of Object.entries(values)) {
      if (!this.isLocked(field)) (this.values as Values)[field] = value;
    }
  }

  /** Locks `fields` to `values` (a member's identity); an empty list unlocks everything. */
  lock(values: Values): void {
    for (const [field, value] of Object.entries(values)) (this.values as Values)[field] = value;
    const fields = Object.keys(values);
    // The same fields locked again (a guest's empty list on every visit) change nothing: no field re-renders.
    const same = fields.length === Object.keys(this.locked).length && fields.every((field) => this.locked[field]);
    if (!same) this.locked = Object.fromEntries(fields.map((field) => [field, true]));
  }

  /** Shows the server's field errors (a 422), each until its field changes. */
  setServerErrors(errors: FieldErrors | null | undefined): void {
    this.serverErrors = { ...(errors ?? {}) };
    for (const field of Object.keys(this.serverErrors)) this.touched[field] = true;
  }

  /** Says the form as a whole was refused (kept until a field changes). */
  setMessage(text: string | null): void {
    this.message = text;
  }

  clearErrors(): void {
    this.serverErrors = {};
    this.message = null;
  }

  /** Empties the form (locked member values stay); `values` start it elsewhere. */
  reset(values?: Partial<V>): void {
    const kept = Object.fromEntries(Object.keys(this.locked).map((f) => [f, (this.values as Values)[f]]));
    this.values = { ...this.blank, ...values, ...kept } as V;
    this.touched = {};
    this.serverErrors = {};
    this.message = null;
    this.isSaving = false;
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
    for (const child of this.options.cascade?.[field] ?? []) {
      (this.values as Values)[child] = (this.blank as Values)[child] ?? '';
      delete (this.values as Values)[nameField(child)];
      delete this.serverErrors[child];
    }
  }
}
