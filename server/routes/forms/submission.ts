/** What every form submission does: an owner (member or a guest account), a booking id, an inbox note. */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SubmissionResult } from '../../../domain/api';
import type { Channel } from '../../../domain/constants';
import { isoDay } from '../../../domain/money';
import type { Db } from '../../db/client';
import { loginDataFor, memberForGuest, type Identity } from '../../services/members';
import type { Member } from '../../services/sessions';
import { writeInbox } from '../../services/inbox';

/** 'TD-20261121-7KQ2M': channel prefix, Jakarta date, random suffix. */
export function newBookingId(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const suffix = Array.from(randomBytes(5), (b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${isoDay().replaceAll('-', '')}-${suffix}`;
}

/**
 * The member a submission belongs to: the token's member, or for a guest the account found or
 * created from the submitted identity. A member's own profile wins over the typed identity.
 */
export async function ownerOf(db: Db, request: FastifyRequest, identity: Identity, channel: Channel): Promise<{ member: Member; created: boolean; identity: Identity }> {
  if (request.member) {
    const m = request.member;
    return { member: m, created: false, identity: { ...identity, name: m.fullName, email: m.email, phone: m.phone } };
  }
  const { member, created } = await memberForGuest(db, identity, channel);
  return { member, created, identity };
}

/** The answer: ids and status, plus login data when the submission created the account. */
export async function submissionResult(db: Db, request: FastifyRequest, row: { id: number; bookingId: string; status: string }, owner: { member: Member; created: boolean } | null, note?: { judul: string; html: string }): Promise<SubmissionResult> {
  if (owner && note) await writeInbox(db, owner.member.id, note.judul, note.html);
  const result: SubmissionResult = { id: row.id, booking_id: row.bookingId, status: row.status };
  if (owner?.created) result.login = await loginDataFor(db, owner.member, request.server.config.sessionTtlHours);
  return result;
}
