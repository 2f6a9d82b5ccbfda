/**
 * The account a guest order creates: with the password given in step 1 (unlike memberForGuest,
 * whose accounts have none). An e-mail that already has an account is refused: an order is never
 * attached to an account by e-mail alone.
 */
import { BusinessError } from '../../http/envelope';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { writeInbox } from '../inbox';
import { newUniqueId, normaliseEmail, type Identity } from '../members';
import { escapeHtml } from '../../http/html';
import type { Member } from '../sessions';

export const EMAIL_REGISTERED = 'Email sudah terdaftar, silakan login terlebih dahulu';

export interface GuestAccount {
  identity: Required<Identity>;
  /** From hashPassword, computed before the transaction. */
  passwordHash: string;
  /** Decided by the server (chassisFields), never taken from the client. */
  chassis: { noRangka: string; noRangkaStatus: string };
}

/** Creates the member (channel 'booking-order') or refuses a taken e-mail with a 400 alert, also under a concurrent insert. */
export async function createGuestMember(db: Db, account: GuestAccount): Promise<Member> {
  const who = account.identity;
  const [member] = await db.insert(members).values({
    uniqueId: newUniqueId(), email: normaliseEmail(who.email), passwordHash: account.passwordHash,
    fullName: who.name, phone: who.phone, gender: who.gender, birth: who.birth,
    provinceCode: who.province, cityCode: who.city, address: who.address,
    noRangka: account.chassis.noRangka, noRangkaStatus: account.chassis.noRangkaStatus,
    // Step 1 cannot be passed without the terms; offers are optional (issue 29.6) and set by recordConsents.
    agree1: true, agree2: false, channel: 'booking-order',
  }).onConflictDoNothing({ target: members.email }).returning();
  if (!member) throw new BusinessError(EMAIL_REGISTERED);
  await writeInbox(db, member.id, 'Selamat datang di Merapi Toyota',
    `<p>Halo ${escapeHtml(member.fullName)}, akun member Anda dibuat dari pemesanan mobil. Masuk dengan e-mail ${escapeHtml(member.email)} dan kata sandi yang Anda buat saat memesan.</p>`);
  return member;
}
