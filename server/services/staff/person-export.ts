/**
 * A person's data for a written request (UU PDP right of access; issue 29 item 5): every record the
 * dealer holds under a member account or a typed e-mail, as one JSON document. Image bytes are not
 * included: the uploads are listed (kind, date, whether destroyed) and staff open them on the record.
 * The member's own export (LIFECYCLE.md `POST /api/member/export`) may reuse `collectPersonData`.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  contacts, creditApplications, creditSimulations, inboxMessages, leads, members, orders, paymentConfirmations,
  serviceBookings, testDrives, tradeIns, uploads,
} from '../../db/schema';

/** Who the request names: an e-mail address or a member's id. */
export type PersonKey = { email: string } | { memberId: number };

/** Fields never handed out: secrets and internal bookkeeping. */
const HIDDEN = new Set(['passwordHash', 'sessionId', 'version', 'path']);

const visible = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !HIDDEN.has(key)));

/** The person's data: `member` (null when only guest records carry the address) and their records by kind; null when nothing is held. */
export async function collectPersonData(db: Db, key: PersonKey): Promise<{ member: Record<string, unknown> | null; records: Record<string, Array<Record<string, unknown>>> } | null> {
  const email = 'email' in key ? key.email.trim().toLowerCase() : null;
  const [member] = await db.select().from(members).where('email' in key ? eq(members.email, email!) : eq(members.id, key.memberId));
  const address = email ?? member?.email ?? null;
  const owned = (memberColumn: PgColumn, emailColumn?: PgColumn): SQL | undefined => or(
    member ? eq(memberColumn, member.id) : undefined,
    emailColumn && address ? sql`lower(${emailColumn}) = ${address}` : undefined,
  );
  const rows = async (table: PgTable, where: SQL | undefined) => (where ? (await db.select().from(table).where(where)).map(visible) : []);
  const records: Record<string, Array<Record<string, unknown>>> = {
    test_drives: await rows(testDrives, owned(testDrives.memberId, testDrives.email)),
    service_bookings: await rows(serviceBookings, owned(serviceBookings.memberId, serviceBookings.email)),
    trade_ins: await rows(tradeIns, owned(tradeIns.memberId, tradeIns.email)),
    contacts: await rows(contacts, owned(contacts.memberId, contacts.email)),
    lead_sales: await rows(leads, owned(leads.memberId)),
    credit_applications: await rows(creditApplications, owned(creditApplications.memberId, creditApplications.email)),
    credit_simulations: await rows(creditSimulations, owned(creditSimulations.memberId)),
    orders: await rows(orders, owned(orders.memberId, orders.email)),
    inbox: await rows(inboxMessages, owned(inboxMessages.memberId)),
  };
  const orderIds = records.orders.map((o) => Number(o.id));
  records.payment_confirmations = await rows(paymentConfirmations, or(owned(paymentConfirmations.memberId), orderIds.length ? inArray(paymentConfirmations.orderId, orderIds) : undefined));
  const uploadIds = [
    ...records.credit_applications.map((r) => r.ktpUploadId), ...records.orders.map((r) => r.ktpUploadId),
    ...records.payment_confirmations.map((r) => r.proofUploadId),
  ].filter((id): id is string => typeof id === 'string');
  records.uploads = await rows(uploads, or(owned(uploads.memberId), uploadIds.length ? inArray(uploads.id, uploadIds) : undefined));
  if (!member && Object.values(records).every((list) => list.length === 0)) return null;
  return { member: member ? visible(member) : null, records };
}
