/** Runs a domain/ form schema on a request body (the same schema the page uses) and documents it for OpenAPI. */
import type * as v from 'valibot';
import { validateForm, type FormSchema } from '../../domain/forms/validate';
import { formBody } from './form-body';
import { ValidationError } from './envelope';

/** The validated, trimmed values, or a 422 with the spec's messages per field. */
export function validated<S extends FormSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const { value, errors, valid } = validateForm(schema, body);
  if (!valid) throw new ValidationError(errors);
  return value;
}

/** An OpenAPI body schema of the form (typed in the document, server/http/form-body.ts); validation itself stays in the schema. */
export const dtoSchema = formBody;
