/**
 * JSON-schema builders of the answers: every route declares `response: answers(data)`, so /api/docs
 * documents what comes back and Fastify serialises through it (fast-json-stringify). Careful: that
 * serialiser drops properties the schema does not list, turns null into '' or 0 unless the type
 * allows null, and throws (a 500) when a `required` property is missing. List every field, mark
 * optional ones, allow null where the value may be null (tests/api/helpers.ts checks every answer
 * of the API suite against its plain JSON).
 */

export const str = { type: 'string' };
export const int = { type: 'integer' };
export const num = { type: 'number' };
export const bool = { type: 'boolean' };
export const strOrNull = { type: ['string', 'null'] };
export const intOrNull = { type: ['integer', 'null'] };
/** `data: null`. */
export const nothing = { type: 'null' };

/** An object with these properties, all required but the `optional` ones. */
export function obj(properties: Record<string, unknown>, optional: string[] = []) {
  return { type: 'object', properties, required: Object.keys(properties).filter((key) => !optional.includes(key)) };
}

/** An array of `items`. */
export const list = (items: unknown) => ({ type: 'array', items });

/** The same object schema, or null. */
export const nullable = (schema: { type: string; properties: Record<string, unknown> }) => ({ ...schema, type: [schema.type, 'null'] });

/** `{status, message, data}` around a data schema; `extra` adds top-level fields (sparepart's data_count). */
export const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({
  ...obj({ status: int, message: { description: "text ('success', or what was done)" }, data, ...extra }),
  description: 'Success: the envelope {status: 200, message, data}',
});

/** Every 4xx: the message, 422 field errors, data null (or the current record on 409). */
export const failure = {
  type: 'object',
  description: "422 'Periksa Kembali Semua Form' with errors per field; 400 business refusal ({message: {alert}}); 401 no or expired session; 403 role; 404 not found; 409 stale (data: current record); 413 body too large; 429 too many requests",
  properties: {
    status: int,
    message: { description: 'text, or {alert} on 400' },
    errors: { type: 'object', additionalProperties: list(str) },
    data: { description: 'null, or the current record on 409' },
  },
  required: ['status', 'message', 'data'],
};

/** The `response` block of a route answering `data` in the envelope. */
export const answers = (data: unknown, extra: Record<string, unknown> = {}) => ({ 200: ok(data, extra), '4xx': failure });

/** The `response` block of a route answering a file. */
export const fileAnswers = (mime: string, description: string) => ({
  200: { description, content: { [mime]: { schema: { type: 'string', format: 'binary' } } } },
  '4xx': failure,
});
