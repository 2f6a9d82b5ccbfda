/** Runs a domain/ form schema on a request body (the same schema the page uses) and documents it for OpenAPI. */
import type * as v from 'valibot';
import { validateForm, type FormSchema } from '../../../domain/forms/validate';
import { ValidationError } from '../../http/envelope';

/** The validated, trimmed values, or a 422 with the spec's messages per field. */
export function validated<S extends FormSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const { value, errors, valid } = validateForm(schema, body);
  if (!valid) throw new ValidationError(errors);
  return value;
}

interface Described { entries?: Record<string, Described>; wrapped?: Described; pipe?: Described[]; message?: unknown }

/** The messages of a field's rules, in order. */
function messagesOf(schema: Described): string[] {
  const inner = schema.wrapped ?? schema;
  return (inner.pipe ?? []).flatMap((item) => (typeof item.message === 'string' ? [item.message] : []));
}

/** An OpenAPI body schema listing the form's fields; validation itself stays in the schema. */
export function dtoSchema(schema: FormSchema, description: string) {
  const properties: Record<string, { description: string }> = {};
  for (const [name, entry] of Object.entries((schema as Described).entries ?? {})) {
    properties[name] = { description: messagesOf(entry).join('; ') || 'optional' };
  }
  return { type: 'object', description, properties, additionalProperties: true };
}
