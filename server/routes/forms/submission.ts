/** What every booking form does once its record is written: an inbox note and the answer (with login for a new guest account). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SubmissionResult } from '../../../domain/api';
import type { Tx } from '../../db/client';
import { ok } from '../../http/envelope';
import { writeOnce } from '../../plugins/idempotency';
import { VIA_GUEST_NOTE, writeInbox } from '../../services/inbox';
import { loginDataWith } from '../../services/members';
import { submitterOf, type Owner, type Submitter } from '../../services/submitter';
import { SLOTS_READ_PREFIX, type SlotAnswer } from '../../services/slots';
import { detailPath, slotNoteHtml } from './slot-note';
import { sendVerificationMail } from '../../services/verification';

/** A record a form created, its owner and the inbox note about it. */
export interface Created {
  row: { id: number; bookingId: string; status: string };
  owner: Owner;
  note: { judul: string; html: string };
  /** The slot taken (booking service, test drive, trade-in with an inspection). */
  slot?: SlotAnswer;
}

/** The inbox note (hidden like its record) and the answer: ids, status, and login data when the account is new. */
export async function submissionResult(tx: Tx, { row, owner, note, slot }: Created, kind?: Parameters<typeof detailPath>[0]): Promise<SubmissionResult> {
  const body = slot ? note.html + slotNoteHtml(slot) : note.html;
  const html = owner.visibility.viaGuest ? body + VIA_GUEST_NOTE : body;
  await writeInbox(tx, owner.member.id, note.judul, html, { ...owner.visibility, purpose: 'status', ...(kind ? { link: detailPath(kind, row.id) } : {}) });
  const result: SubmissionResult = { id: row.id, booking_id: row.bookingId, status: row.status };
  if (slot) result.slot = slot;
  if (owner.newToken) result.login = await loginDataWith(tx, owner.member, owner.newToken);
  return result;
}

/**
 * Writes a booking form once (Idempotency-Key) and answers `message`; an account the submission
 * created gets its verification mail after the commit.
 */
export function answerSubmission(request: FastifyRequest, reply: FastifyReply, message: string, create: (tx: Tx, submitter: Submitter) => Promise<Created>, kind?: Parameters<typeof detailPath>[0]) {
  return writeOnce(request, reply, async (tx, afterCommit) => {
    const created = await create(tx, submitterOf(request));
    const data = await submissionResult(tx, created, kind);
    // A place taken or asked: availability changes on every instance once this commits.
    if (created.slot) afterCommit(() => request.server.readCache.invalidate(undefined, [SLOTS_READ_PREFIX]));
    if (created.owner.created) afterCommit(() => sendVerificationMail(request.server, created.owner.member));
    return ok(data, message);
  });
}
