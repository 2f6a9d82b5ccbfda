/** Messages the server writes to a member's inbox. */
import type { Db } from '../db/client';
import { inboxMessages } from '../db/schema';
import type { Visibility } from './visibility';

/** Added to a message about a record sent without login by someone who typed the member's address. */
export const VIA_GUEST_NOTE = '<p><em>Dikirim tanpa login dengan alamat e-mail Anda. Jika bukan Anda yang mengirim, abaikan pesan ini atau hubungi kami.</em></p>';

/**
 * Files a message. `visibility` follows the record it is about (see services/visibility): a
 * message about a record sent without a token is hidden like the record until verification.
 */
export async function writeInbox(db: Db, memberId: number, judul: string, html: string, extra: { image?: string } & Partial<Visibility> = {}): Promise<void> {
  await db.insert(inboxMessages).values({
    memberId, judul, text: html, image: extra.image ?? '', sessionId: extra.sessionId ?? null, viaGuest: extra.viaGuest ?? false,
  });
}
