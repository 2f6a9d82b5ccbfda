/** Route-schema pieces shared by the member and session routes (OpenAPI and input checks). */
import type { FastifyRequest } from 'fastify';
import { ROW_ID_MAX } from '../../../domain/forms/limits';

/** Member calls: the API key plus the member's token. */
export const memberSecurity = [{ apiKey: [], bearer: [] }];

/** A body whose fields are all optional (see `emptyBody` for a body that is absent altogether). */
export function optionalBody(properties: Record<string, unknown>) {
  return { type: 'object', properties, additionalProperties: true };
}

/** preValidation hook: a POST without a body (a Bearer-only call) is validated as `{}`. */
export async function emptyBody(request: FastifyRequest): Promise<void> {
  if (request.method === 'POST' && request.body === undefined) request.body = {};
}

/** A member token in a body: 43 characters in base64url; longer is never a token. */
export const tokenField = { type: 'string', maxLength: 200, description: 'Member token (or Authorization: Bearer)' };

/** The contract's {token, member_email, unique_id}; only the token decides whose data answers. */
export const memberBody = optionalBody({
  token: tokenField,
  member_email: { type: 'string', maxLength: 254, description: 'Ignored: the token decides' },
  unique_id: { type: 'string', maxLength: 64, description: 'Ignored: the token decides' },
});

/** `?id=`: a positive integer (422 otherwise). */
export const idQuery = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: ROW_ID_MAX } },
  required: ['id'],
};
