/** Resolves the member from `Authorization: Bearer <token>` or the contract's `token` field. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberForToken, type Member } from '../services/sessions';
import { UnauthorizedError } from '../http/envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's member, once `optionalMember` / `requireMember` ran. */
    member: Member | null;
  }
}

/** The token a request carries, from the header first, then the body or query `token`. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  if (typeof fromBody === 'string' && fromBody) return fromBody;
  const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
}

/** preHandler: attaches the member when a valid token is sent; a sent but invalid token is 401. */
export async function optionalMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  request.member = await memberForToken(request.server.db, token);
  if (!request.member) throw new UnauthorizedError('Sesi Anda telah Expired');
}

/** preHandler: the route answers only a logged-in member. */
export async function requireMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  request.member = await memberForToken(request.server.db, tokenOf(request));
  if (!request.member) throw new UnauthorizedError('Sesi Anda telah Expired');
}
