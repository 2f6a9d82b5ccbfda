/**
 * A member form's state: values, touched fields, server field errors and the saving flag. Validity
 * comes from the form's domain DTO on every change (`validateForm`), so no rule is written twice.
 */
import { makeAutoObservable } from 'mobx';
import { validateForm, type FieldErrors } from '../../../../domain/forms/validate';

/** Field values as the inputs hold them (undefined: an optional field left out, e.g. no new photo). */
export type FormValues = Record<string, string | undefined>;

/** One form: values, touched, server errors, saving; valid when its DTO says so. */
export class FormState<V extends FormValues> {
  values: V;
  touched: Partial<Record<keyof V & string, boolean>> = {};
  /** 422 field errors from the server, each dropped when its field changes. */
  serverErrors: FieldErrors = {};
  isSaving = false;

  private readonly dto: new () => object;
  private readonly initial: V;

  constructor(dto: new () => object, initial: V) {
    this.dto = dto;
    this.initial = initial;
    this.values = { ...initial };
    makeAutoObservable<FormState<V>, 'dto' | 'initial'>(this, { dto: false, initial: false });
  }

  private get validation() {
    return validateForm(this.dto, this.values);
  }

  /** The DTO's messages for the current values (every field, touched or not). */
  get errors(): FieldErrors {
    return this.validation.errors;
  }

  /** The values as the DTO reads them (trimmed): the body to send. */
  get payload(): Record<string, unknown> {
    return { ...this.validation.value };
  }

  get isValid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** The message shown under a field: its rule once touched, or the server's. */
  error(field: keyof V & string): string | undefined {
    return (this.touched[field] ? this.errors[field]?.[0] : undefined) ?? this.serverErrors[field]?.[0];
  }

  set<K extends keyof V & string>(field: K, value: V[K]): void {
    this.values[field] = value;
    this.touched[field] = true;
    if (this.serverErrors[field]) this.serverErrors = { ...this.serverErrors, [field]: [] };
  }

  /** Several values at once without touching them (e.g. a name that follows a code). */
  patch(values: Partial<V>): void {
    Object.assign(this.values, values);
  }

  touch(field: keyof V & string): void {
    this.touched[field] = true;
  }

  setServerErrors(errors: FieldErrors): void {
    this.serverErrors = errors;
  }

  setSaving(saving: boolean): void {
    this.isSaving = saving;
  }

  /** Back to the given values (or the initial ones), nothing touched. */
  reset(values?: V): void {
    this.values = { ...(values ?? this.initial) };
    this.touched = {};
    this.serverErrors = {};
    this.isSaving = false;
  }
}
