/** JSON-schema building blocks for route inputs (validation and OpenAPI from one place); the answers' are in response-schemas.ts. */
import { ROW_ID_MAX } from '../../domain/forms/limits';

export const seoString = { type: 'string', minLength: 1, maxLength: 200 };

/** A POST body with the given required string/number fields. */
export function body(properties: Record<string, unknown>, required = Object.keys(properties)) {
  return { type: 'object', properties, required, additionalProperties: true };
}

/** A row id: a positive integer (numeric strings are coerced), capped so PostgreSQL's int4 never overflows into a 500. */
export const intId = { type: 'integer', minimum: 1, maximum: ROW_ID_MAX };
