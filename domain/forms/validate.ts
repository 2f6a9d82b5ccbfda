/** Runs a form DTO's rules: the page on every change, the server on every request; one rule set. */
import { plainToInstance, Transform } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Field name -> messages, in the order the rules are declared. */
export type FieldErrors = Record<string, string[]>;

type Ctor<T> = new () => T;

/** Trims strings (the spec trims every input). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

function collect(errors: ValidationError[], prefix = '', out: FieldErrors = {}): FieldErrors {
  for (const e of errors) {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[field] = Object.values(e.constraints).reverse();
    if (e.children?.length) collect(e.children, field, out);
  }
  return out;
}

/** Builds the DTO from plain input (trimmed) and validates it. */
export function validateForm<T extends object>(dto: Ctor<T>, input: unknown): { value: T; errors: FieldErrors; valid: boolean } {
  const value = plainToInstance(dto, (input ?? {}) as object, { exposeDefaultValues: true });
  const errors = collect(validateSync(value, { forbidUnknownValues: false, stopAtFirstError: true }));
  return { value, errors, valid: Object.keys(errors).length === 0 };
}

/** Numeric strings from form posts become numbers; empty stays empty so 'required' can say so. */
export const ToNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value));
