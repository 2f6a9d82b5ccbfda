/**
 * Who sees a member's records (issue 13.1). Knowing an address is no proof of owning it, so until
 * the member verifies it, a record sent without a token (attached by the typed e-mail alone) is
 * shown only to the session it was sent through, if any. Records sent while logged in are shown
 * to every session of the member: only whoever created the account or knows its password holds one.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Member } from './sessions';
import { memberOf } from '../plugins/auth';

/** The session reading the member's records. */
export interface Viewer { memberId: number; sessionId: number | null; verified: boolean }

/** How a written record may be seen: the session it came through, and whether it came without a token. */
export interface Visibility { sessionId: number | null; viaGuest: boolean }

/** A record sent by the logged-in member through their session. */
export const fromSession = (sessionId: number | null): Visibility => ({ sessionId, viaGuest: false });

/** The viewer of a request that passed `requireMember`. */
export function viewerOf(request: FastifyRequest): Viewer {
  const member = memberOf(request);
  return { memberId: member.id, sessionId: request.sessionId, verified: isVerified(member) };
}

export const isVerified = (member: Pick<Member, 'emailVerifiedAt'>) => member.emailVerifiedAt !== null;

interface Scoped { memberId: AnyPgColumn; sessionId: AnyPgColumn; viaGuest: AnyPgColumn }

/** The SQL condition: the member's records this viewer may see. */
export function visibleTo(table: Scoped, viewer: Viewer): SQL {
  const mine = eq(table.memberId, viewer.memberId);
  if (viewer.verified) return mine;
  const ownSession = viewer.sessionId === null ? undefined : eq(table.sessionId, viewer.sessionId);
  return and(mine, or(eq(table.viaGuest, false), ownSession))!;
}
