/**
 * Assisted submissions (showroom tablets, docs/showroom.md): a signed-in sales person fills a form
 * for a buyer and the page sends the staff token as `X-Staff-Token` (never as Bearer, which stays
 * a member's). The record is assigned to that sales person; the buyer is the owner as for a guest
 * (an account found or created, messages, the verification mail), but no member session is opened
 * and no login data is answered, so the tablet keeps the sales person's session.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '../../domain/staff/roles';
import { BusinessError, UnauthorizedError } from '../http/envelope';
import { staffForToken } from './staff/sessions';

/** The header of an assisted submission. */
export const STAFF_TOKEN_HEADER = 'x-staff-token';
export const ASSIST_SESSION_ENDED = 'Sesi sales berakhir, silakan masuk kembali di /staff lalu kirim ulang';
export const ASSIST_NOT_ALLOWED = 'Akun staf ini tidak dapat mengisi formulir untuk pembeli';
/** Roles that take leads for a buyer on a tablet. */
const ASSISTING_ROLES: readonly StaffRole[] = ['admin', 'sales', 'service'];

/** The sales person a submission is made by. */
export interface AssistingStaff { id: number; branchIds: number[] }

/**
 * The staff member of an assisted submission; null without the header. A header with a token that
 * is not live is 401 (checked at delivery, so a queued submission whose sales session ended is
 * refused for the user to see, not silently sent as the buyer's own).
 */
async function assistingStaff(request: FastifyRequest): Promise<AssistingStaff | null> {
  const header = request.headers[STAFF_TOKEN_HEADER];
  if (header === undefined) return null;
  const token = Array.isArray(header) ? header[0] : header;
  const found = await staffForToken(request.server.db, token ?? null);
  if (!found) throw new UnauthorizedError(ASSIST_SESSION_ENDED);
  if (!ASSISTING_ROLES.includes(found.staff.role)) throw new BusinessError(ASSIST_NOT_ALLOWED);
  return { id: found.staff.id, branchIds: found.staff.branchIds };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The sales person of an assisted submission (`X-Staff-Token`), else null. */
    assistedBy: AssistingStaff | null;
  }
}

/** Reads `X-Staff-Token` of every request that carries one, before its handler (401/400 as above). */
export function registerAssistedSubmissions(app: FastifyInstance): void {
  app.decorateRequest('assistedBy', null);
  app.addHook('preHandler', async (request) => {
    request.assistedBy = await assistingStaff(request);
  });
}
