/**
 * Staff authentication. `requireStaff(roles?)` runs at onRequest, before body validation, so a
 * call without a staff token is 401 and a role that may not is 403 whatever it sent; it decorates
 * `request.staff`. Only `Authorization: Bearer` is read: a member token is never a staff token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canSeeQueue, QUEUE_KINDS, type QueueKind, type StaffRole } from '../../../domain/staff/roles';
import { NotFoundError, UnauthorizedError } from '../../http/envelope';
import { staffForToken } from '../../services/staff/sessions';
import { ForbiddenError } from './errors';
import { fieldOf } from '../../http/request-parts';

/** The signed-in staff member of a request. */
export interface StaffContext {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  branchIds: number[];
  /** Head of its branches (reports of the branch, escalations). */
  branchHead: boolean;
  token: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff`. */
    staff: StaffContext | null;
  }
}

export const STAFF_SESSION_EXPIRED = 'Sesi staf berakhir, silakan masuk kembali';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** onRequest hook: a live staff token (401), of one of `roles` when given (403). */
export function requireStaff(roles?: readonly StaffRole[]) {
  return async function staffGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearer(request);
    const found = await staffForToken(request.server.db, token);
    if (!found || !token) throw new UnauthorizedError(STAFF_SESSION_EXPIRED);
    const { staff } = found;
    request.staff = { id: staff.id, name: staff.name, email: staff.email, role: staff.role, branchIds: staff.branchIds, branchHead: staff.branchHead, token, expiresAt: found.expiresAt };
    if (roles && !roles.includes(staff.role)) throw new ForbiddenError();
  };
}

/** The staff member `requireStaff` attached (a route without the guard answers 401 rather than run for nobody). */
export function staffOf(request: Pick<FastifyRequest, 'staff'>): StaffContext {
  if (!request.staff) throw new UnauthorizedError(STAFF_SESSION_EXPIRED);
  return request.staff;
}

/** onRequest hook after requireStaff: the `{kind}` exists (404) and the role may open its queue (403). */
export async function requireQueue(request: FastifyRequest): Promise<void> {
  const kind = fieldOf(request.params, 'kind');
  if (!QUEUE_KINDS.includes(kind as QueueKind)) throw new NotFoundError('Antrian tidak ditemukan');
  if (!canSeeQueue(staffOf(request).role, kind as QueueKind)) throw new ForbiddenError();
}
