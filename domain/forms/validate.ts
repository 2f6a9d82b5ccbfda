/**
 * Runs a form schema (Valibot, see docs/schemas.md): the page on every change, the server on every
 * request; one rule set. A field's rules run in order and stop at the first refusal, whose message is
 * the one shown; rules that read other fields (a confirmation, a field needed only for credit) run
 * after the fields, on a field that passed its own.
 */
import * as v from 'valibot';

/** Field name -> messages (one: the first rule the field fails). Nested rows as `cards.0.title`. */
export type FieldErrors = Record<string, string[]>;

/** Any form schema: an object of fields; other keys (a select's label) pass through untouched. */
export type FormSchema = v.GenericSchema<unknown, Record<string, unknown>>;

/** A rule that reads the whole form: the message when `value` (the field's) is refused. */
export type CrossRule = (value: unknown, form: Record<string, unknown>) => string | undefined;

/** A field's pipe that stops at its first refusal. */
export const field = <S extends v.GenericSchema>(schema: S): S => v.config(schema, { abortPipeEarly: true });

/** The first message `schema` gives `value`, if any. */
export function firstMessage(schema: v.GenericSchema, value: unknown): string | undefined {
  return v.safeParse(schema, value, { abortPipeEarly: true }).issues?.[0].message;
}

/** Checked only while `when(form)` holds (a credit order's down payment, a guest's password). */
export const onlyIf = (when: (form: Record<string, unknown>) => boolean, schema: v.GenericSchema): CrossRule =>
  (value, form) => (when(form) ? firstMessage(schema, value) : undefined);

/**
 * A form: its fields (each with its default for a missing key) and the rules that read other fields.
 * Keys the schema does not name are kept, as the page sends labels (`car_type_name`) beside values.
 */
export function form<E extends v.ObjectEntries>(entries: E, cross: Partial<Record<keyof E, CrossRule>> = {}) {
  return v.pipe(
    v.looseObject(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      const values = dataset.value as Record<string, unknown>;
      for (const [key, rule] of Object.entries(cross) as Array<[string, CrossRule]>) {
        if (dataset.issues?.some((issue) => issue.path?.[0]?.key === key)) continue;
        const message = rule(values[key], values);
        if (message) addIssue({ message, path: [{ type: 'object', origin: 'value', input: values, key, value: values[key] }] });
      }
    }),
  );
}

/** Builds the form's values from plain input (trimmed, numbers converted) and validates them. */
export function validateForm<S extends FormSchema>(schema: S, input: unknown): { value: v.InferOutput<S>; errors: FieldErrors; valid: boolean } {
  const result = v.safeParse(schema, input !== null && typeof input === 'object' ? input : {});
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const path = v.getDotPath(issue) ?? '';
    // A developer-facing message ('must be a string') is said of its field, as class-validator did.
    (errors[path] ??= []).push(issue.message.startsWith('must ') ? `${path.split('.')[0]} ${issue.message}` : issue.message);
  }
  // Refused values are given back too: the page keeps them and shows the messages beside them.
  return { value: result.output as v.InferOutput<S>, errors, valid: result.success };
}

/** The values a form starts with (each field's default). */
export const defaultsOf = (schema: FormSchema): Record<string, unknown> =>
  Object.fromEntries(Object.entries(v.getDefaults(schema) as unknown as Record<string, unknown>).filter(([, value]) => value !== undefined));

/** Trims strings (the spec trims every input). */
export const trim = v.transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

/** Numeric strings from form posts become numbers; empty stays empty so 'required' can say so. */
export const toNumber = v.transform((value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
