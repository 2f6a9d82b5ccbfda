/** Messages the server writes to a member's inbox, and their e-mail and push deliveries (issue 31). */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { INBOX_LINK, type MessagePurpose } from '../../domain/notifications';
import type { Db, Tx } from '../db/client';
import { inboxMessages } from '../db/schema';
import { memberPlan, writeMemberDeliveries } from './notify/deliveries';
import type { Visibility } from './visibility';

/**
 * Why a message is sent, which decides the channels it may use beyond the inbox (issue 31):
 * `answer` is a direct reply to something the person did (sent at any hour), `status` a change of
 * their booking or order, `reminders` a due service or lapse, `offers` marketing (opt-in only).
 */
export type { MessagePurpose };

export interface InboxExtra extends Partial<Visibility> {
  image?: string;
  /** Defaults to `status`. */
  purpose?: MessagePurpose;
  /** Site path a notification click opens, e.g. `/dashboard-member/garage` (defaults to the inbox). */
  link?: string;
}

/** Added to a message about a record sent without login by someone who typed the member's address. */
export const VIA_GUEST_NOTE = '<p><em>Dikirim tanpa login dengan alamat e-mail Anda. Jika bukan Anda yang mengirim, abaikan pesan ini atau hubungi kami.</em></p>';

/**
 * Files a message and, in the same transaction, one delivery per channel the member's consents
 * allow (services/notify/deliveries: e-mail to a verified address, push to each subscribed device;
 * sent by the delivery worker, after quiet hours unless it is an answer). An offer to a member who
 * did not opt in is not written at all. `visibility` follows the record it is about (see
 * services/visibility): a message about a record sent without a token is hidden like the record
 * until verification, and goes to no device. Returns the message's id (null: not written).
 */
export async function writeInbox(db: Db, memberId: number, judul: string, html: string, extra: InboxExtra = {}): Promise<number | null> {
  const purpose = extra.purpose ?? 'status';
  const viaGuest = extra.viaGuest ?? false;
  const write = async (tx: Db | Tx) => {
    const plan = await memberPlan(tx, memberId, purpose, viaGuest);
    if (!plan.write) return null;
    const [row] = await tx.insert(inboxMessages).values({
      memberId, judul, text: html, image: extra.image ?? '', sessionId: extra.sessionId ?? null, viaGuest,
    }).returning({ id: inboxMessages.id });
    await writeMemberDeliveries(tx, memberId, row.id, purpose, plan, { title: judul, body: html, link: extra.link ?? INBOX_LINK });
    return row.id;
  };
  // In the caller's transaction when there is one; otherwise in one of its own.
  return db instanceof PgTransaction ? write(db) : db.transaction(write);
}
