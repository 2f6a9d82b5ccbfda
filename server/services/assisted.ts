/**
 * Assisted submissions (showroom tablets, docs/showroom.md): a signed-in sales person fills a form
 * for a buyer and the page sends the staff token as `X-Staff-Token` (never as Bearer, which stays
 * a member's). The record is assigned to that sales person; the buyer is the owner as for a guest
 * (an account found or created, messages, the verification mail), but no member session is opened
 * and no login data is answered, so the tablet keeps the sales person's session.
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../domain/staff/roles';
import type { Tx } from '../db/client';
import { creditApplications, leads, orders, serviceBookings, testDrives, tradeIns } from '../db/schema';
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
export async function assistingStaff(request: FastifyRequest): Promise<AssistingStaff | null> {
  const header = request.headers[STAFF_TOKEN_HEADER];
  if (header === undefined) return null;
  const token = Array.isArray(header) ? header[0] : header;
  const found = await staffForToken(request.server.db, token ?? null);
  if (!found) throw new UnauthorizedError(ASSIST_SESSION_ENDED);
  if (!ASSISTING_ROLES.includes(found.staff.role)) throw new BusinessError(ASSIST_NOT_ALLOWED);
  return { id: found.staff.id, branchIds: found.staff.branchIds };
}

// Every record kind by its booking-id prefix (services/booking-ids), so attribution needs no change in the forms' repositories.
const TABLES = { TD: testDrives, TI: tradeIns, BS: serviceBookings, LS: leads, CA: creditApplications, BO: orders } as const;

/** Assigns a just-written record (inside its transaction) to the sales person who took it. */
export async function assignToStaff(tx: Tx, bookingId: string, staff: AssistingStaff): Promise<void> {
  const table = TABLES[bookingId.slice(0, 2) as keyof typeof TABLES];
  if (!table) throw new Error(`no table for booking id ${bookingId.slice(0, 2)}`);
  await tx.update(table).set({ assignedStaffId: staff.id }).where(eq(table.bookingId, bookingId));
}
