/** What every booking form does once its record is written: an inbox note and the answer (with login for a new guest account). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubmissionResult } from '../../../domain/api';
import type { Tx } from '../../db/client';
import { ok } from '../../http/envelope';
import { writeOnce } from '../../plugins/idempotency';
import { VIA_GUEST_NOTE, writeInbox } from '../../services/inbox';
import { loginDataWith } from '../../services/members';
import { submitterOf, type Owner, type Submitter } from '../../services/submitter';
import { sendVerificationMail } from '../../services/verification';

/** A record a form created, its owner and the inbox note about it. */
export interface Created {
  row: { id: number; bookingId: string; status: string };
  owner: Owner;
  note: { judul: string; html: string };
}

/** The inbox note (hidden like its record) and the answer: ids, status, and login data when the account is new. */
export async function submissionResult(tx: Tx, { row, owner, note }: Created): Promise<SubmissionResult> {
  const html = owner.visibility.viaGuest ? note.html + VIA_GUEST_NOTE : note.html;
  await writeInbox(tx, owner.member.id, note.judul, html, owner.visibility);
  const result: SubmissionResult = { id: row.id, booking_id: row.bookingId, status: row.status };
  if (owner.newToken) result.login = await loginDataWith(tx, owner.member, owner.newToken);
  return result;
}

/**
 * Writes a booking form once (Idempotency-Key) and answers `message`; an account the submission
 * created gets its verification mail after the commit.
 */
export function answerSubmission(request: FastifyRequest, reply: FastifyReply, message: string, create: (tx: Tx, submitter: Submitter) => Promise<Created>) {
  return writeOnce(request, reply, async (tx, afterCommit) => {
    const created = await create(tx, submitterOf(request));
    const data = await submissionResult(tx, created);
    if (created.owner.created) afterCommit(() => sendVerificationMail(request.server, created.owner.member));
    return ok(data, message);
  });
}
