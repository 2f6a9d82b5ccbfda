/**
 * The server's Fastify type provider (issue 28): a route's `schema.body`, `querystring` and `params`
 * give its handler's `request.body`, `request.query` and `request.params` types, so no route
 * hand-types its request parts or casts them. A JSON Schema written as a literal (the builders in
 * schema.ts keep literal types) is read at the type level, for the keywords the routes use; Ajv has
 * checked and coerced the value before the handler runs, so the type is what arrives. A schema
 * whose `type` is not a literal (a form's loose body, checked by its Valibot schema in the handler
 * through `validated`) stays `unknown`, as before.
 *
 * It is the default provider (FastifyTypeProviderDefault, merged below), so every `FastifyInstance`
 * the routes receive uses it without a `withTypeProvider` call in each file.
 */

/** The value a JSON Schema admits, for the keywords our route schemas use. */
export type FromSchema<S> =
  S extends { readonly anyOf: readonly (infer U)[] } ? FromSchema<U>
    : S extends { readonly enum: readonly (infer E)[] } ? E
      : S extends { readonly const: infer C } ? C
        : S extends { readonly type: readonly (infer T)[] } ? OfType<T, S>
          : S extends { readonly type: infer T } ? OfType<T, S>
            : unknown;

type OfType<T, S> =
  T extends 'string' ? string
    : T extends 'integer' | 'number' ? number
      : T extends 'boolean' ? boolean
        : T extends 'null' ? null
          : T extends 'array' ? (S extends { readonly items: infer I } ? FromSchema<I>[] : unknown[])
            : T extends 'object' ? ObjectOf<S>
              : unknown;

type RequiredKeys<S> = S extends { readonly required: readonly (infer K)[] } ? K : never;
/** Listed in `required`, or given a `default` (Ajv fills it in before the handler runs). */
type Present<S, P, K extends keyof P> = K extends RequiredKeys<S> ? true : P[K] extends { readonly default: unknown } ? true : false;

type Flat<T> = { [K in keyof T]: T[K] };

/** `additionalProperties` given a schema: other keys are allowed (a query's select filters). */
type Extra<S> = S extends { readonly additionalProperties: { readonly type: unknown } } ? { [key: string]: unknown } : unknown;

type ObjectOf<S> = S extends { readonly properties: infer P }
  ? Extra<S> & Flat<{ -readonly [K in keyof P as Present<S, P, K> extends true ? K : never]: FromSchema<P[K]> }
    & { -readonly [K in keyof P as Present<S, P, K> extends true ? never : K]?: FromSchema<P[K]> }>
  : Record<string, unknown>;

declare module 'fastify' {
  interface FastifyTypeProviderDefault {
    readonly validator: FromSchema<this['schema']>;
  }
}
