/**
 * The owner a submission is stored under: the token's member, or for a guest the account found or
 * created from the typed identity. A new account's answer logs the guest in (the spec); an existing
 * account gets the record flagged as sent without login and hands out nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Channel } from '../../domain/constants';
import type { Db } from '../db/client';
import type { AssistingStaff } from './assisted';
import { writeInbox } from './inbox';
import { guestWelcome, memberForGuest, type Identity } from './members';
import { openSession, type Member } from './sessions';
import { fromSession, type Visibility } from './visibility';

/** Who sends: the token's member and session, or a guest (both null); `assistedBy` a sales person filling it in for a buyer (services/assisted). */
export interface Submitter { member: Member | null; sessionId: number | null; assistedBy?: AssistingStaff | null }

/**
 * The submitter of a request that ran `optionalMember`. In assisted mode (a live `X-Staff-Token`,
 * services/assisted) the buyer is a guest by the typed identity whatever member token came: the
 * tablet's own member session is never the buyer's.
 */
export const submitterOf = (request: FastifyRequest): Submitter => (request.assistedBy
  ? { member: null, sessionId: null, assistedBy: request.assistedBy }
  : { member: request.member, sessionId: request.sessionId });

/** The record's assignment: the sales person who took it on a showroom tablet, else none (spread into the insert). */
export const assignmentOf = (submitter: Submitter): { assignedStaffId?: number } => (submitter.assistedBy ? { assignedStaffId: submitter.assistedBy.id } : {});

export interface Owner {
  member: Member;
  /** Stored on the record and its inbox note. */
  visibility: Visibility;
  /** The identity to store: a member's own profile wins over what was typed. */
  identity: Identity;
  /** Set when this submission created the account: the new session's token for the answer. */
  newToken: string | null;
  /** True when this submission created the account (the verification mail goes to it). */
  created?: boolean;
}

/** What a person's booking form carries about them besides name, e-mail and phone. */
interface PersonFields { birth: string; gender: string; province: string; city: string; address: string }

/**
 * The columns a person's booking (test drive, service, trade-in) starts with: its owner, channel,
 * visibility and assignment, the identity the owner gives, and the form's birth, gender, region and address.
 */
export const personColumns = (owner: Owner, submitter: Submitter, channel: Channel, form: PersonFields) => ({
  memberId: owner.member.id, channel, ...owner.visibility, ...assignmentOf(submitter),
  name: owner.identity.name, email: owner.identity.email, phone: owner.identity.phone,
  birth: form.birth, gender: form.gender, provinceCode: form.province, cityCode: form.city, address: form.address,
});

/** Finds or creates the owner (inside the write's transaction). */
export async function ownerFor(db: Db, submitter: Submitter, identity: Identity, channel: Channel, ttlHours: number): Promise<Owner> {
  const m = submitter.member;
  if (m) {
    return { member: m, visibility: fromSession(submitter.sessionId), identity: { ...identity, name: m.fullName, email: m.email, phone: m.phone }, newToken: null };
  }
  const { member, created } = await memberForGuest(db, identity, channel);
  if (!created) return { member, visibility: { sessionId: null, viaGuest: true }, identity, newToken: null };
  if (submitter.assistedBy) {
    // The buyer gets the account and its messages, but no session on the sales person's tablet.
    const visibility = { sessionId: null, viaGuest: true };
    const welcome = guestWelcome(member);
    await writeInbox(db, member.id, welcome.judul, welcome.html, visibility);
    return { member, visibility, identity, newToken: null, created: true };
  }
  // The guest's new session exists before the record, so the record can name it.
  const session = await openSession(db, member.id, ttlHours);
  const visibility = { sessionId: session.sessionId, viaGuest: true };
  const welcome = guestWelcome(member);
  await writeInbox(db, member.id, welcome.judul, welcome.html, visibility);
  return { member, visibility, identity, newToken: session.token, created: true };
}
