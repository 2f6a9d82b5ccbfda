/** Resolves the member from `Authorization: Bearer <token>` or the contract's `token` field. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionForToken, type Member } from '../services/sessions';
import { UnauthorizedError } from '../http/envelope';
import { fieldOf } from '../http/request-parts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token's member, once `optionalMember` / `requireMember` ran. */
    member: Member | null;
    /** The token's session id (records sent through it carry it). */
    sessionId: number | null;
  }
}

/** The token a request carries, from the header first, then the body `token` (never the URL: see body-guard). */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const fromBody = fieldOf(request.body, 'token');
  return typeof fromBody === 'string' && fromBody ? fromBody : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionId', null);
}

async function resolve(request: FastifyRequest, token: string | null): Promise<boolean> {
  const session = await sessionForToken(request.server.db, token);
  request.member = session?.member ?? null;
  request.sessionId = session?.sessionId ?? null;
  return Boolean(session);
}

/** preHandler: attaches the member when a valid token is sent; a sent but invalid token is 401. */
export async function optionalMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request);
  if (!token) return;
  if (!(await resolve(request, token))) throw new UnauthorizedError('Sesi Anda telah Expired');
}

/** The member `requireMember` attached (a route without the guard answers 401 rather than run for nobody). */
export function memberOf(request: Pick<FastifyRequest, 'member'>): Member {
  if (!request.member) throw new UnauthorizedError('Sesi Anda telah Expired');
  return request.member;
}

/** preHandler: the route answers only a logged-in member. */
export async function requireMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await resolve(request, tokenOf(request)))) throw new UnauthorizedError('Sesi Anda telah Expired');
}
