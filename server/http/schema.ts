/** JSON-schema building blocks for route inputs (validation and OpenAPI from one place); the answers' are in response-schemas.ts. */
import { ROW_ID_MAX } from '../../domain/forms/limits';

export const seoString = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** A POST body with the given fields, all required unless `required` names some (its type is the handler's body, http/type-provider.ts). */
export function body<const P extends Record<string, unknown>, const R extends readonly (keyof P & string)[] = (keyof P & string)[]>(properties: P, required?: R) {
  // Object.keys is typed string[]; they are exactly P's keys.
  return { type: 'object', properties, required: required ?? (Object.keys(properties) as (keyof P & string)[] as unknown as R), additionalProperties: true } as const;
}

/** A row id: a positive integer (numeric strings are coerced), capped so PostgreSQL's int4 never overflows into a 500. */
export const intId = { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } as const;
