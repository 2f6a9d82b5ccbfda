/** Messages the server writes to a member's inbox. */
import type { Db } from '../db/client';
import { inboxMessages } from '../db/schema';
import type { Visibility } from './visibility';

/**
 * Why a message is sent, which decides the channels it may use beyond the inbox (issue 31):
 * `answer` is a direct reply to something the person did (sent at any hour), `status` a change of
 * their booking or order, `reminders` a due service or lapse, `offers` marketing (opt-in only).
 */
export type MessagePurpose = 'answer' | 'status' | 'reminders' | 'offers';

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
 * Files a message. `visibility` follows the record it is about (see services/visibility): a
 * message about a record sent without a token is hidden like the record until verification.
 */
export async function writeInbox(db: Db, memberId: number, judul: string, html: string, extra: InboxExtra = {}): Promise<void> {
  await db.insert(inboxMessages).values({
    memberId, judul, text: html, image: extra.image ?? '', sessionId: extra.sessionId ?? null, viaGuest: extra.viaGuest ?? false,
  });
}
