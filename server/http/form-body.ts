/**
 * A form route's body in the OpenAPI document, typed from the same Valibot schema the route
 * validates with (domain/, docs/schemas.md). Fastify's own validator sees only a loose object
 * (field names and messages): the schema's rules answer with the spec's 422 messages, never Ajv's.
 */
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { FormSchema } from '../../domain/forms/validate';

const FORM = Symbol('form schema');

interface Described { entries?: Record<string, Described>; wrapped?: Described; pipe?: Described[]; message?: unknown; json?: JsonSchema }

/** The messages of a field's rules, in order. */
function messagesOf(schema: Described): string[] {
  const inner = schema.wrapped ?? schema;
  return (inner.pipe ?? []).flatMap((item) => (typeof item.message === 'string' ? [item.message] : []));
}

/** The body schema Fastify is given: each field with its messages; the form schema rides along for the document. */
export function formBody(schema: FormSchema, description: string) {
  const properties: Record<string, { description: string }> = {};
  for (const [name, entry] of Object.entries((schema as Described).entries ?? {})) {
    properties[name] = { description: messagesOf(entry).join('; ') || 'optional' };
  }
  // `type: 'object'` as a literal: the handler's body is a loose object (http/type-provider.ts), checked by `validated`.
  const body = { type: 'object', description, properties, additionalProperties: true } as const;
  // A symbol: Ajv, the serializer and JSON never see it.
  Object.defineProperty(body, FORM, { value: schema });
  return body;
}

/** The typed body for the OpenAPI document (types, lengths, enums from the rules), or `body` as it is. */
export function documentedBody(body: unknown): unknown {
  const schema = (body as { [FORM]?: FormSchema } | undefined)?.[FORM];
  if (!schema) return body;
  const loose = body as { description: string; properties: Record<string, { description: string }> };
  const typed = toJsonSchema(schema, {
    target: 'openapi-3.0',
    errorMode: 'ignore',
    // Our rules carry their JSON Schema keywords (domain/forms/rules.ts); transforms and cross-field rules add none.
    overrideAction: ({ valibotAction, jsonSchema }) => ({ ...jsonSchema, ...(valibotAction as Described).json }),
  }) as { properties?: Record<string, JsonSchema> };
  const properties = Object.fromEntries(Object.entries(typed.properties ?? {}).map(([name, field]) =>
    [name, { ...(field as object), description: loose.properties[name]?.description }]));
  return { ...typed, description: loose.description, properties };
}
