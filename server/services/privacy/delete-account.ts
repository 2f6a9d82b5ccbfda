/**
 * Deleting a member's account (issue 29.3), in the caller's one transaction: a failure anywhere
 * rolls back everything, so the account stays as it was. What the dealer must keep for tax law
 * (orders, payment confirmations) stays with the name and contact replaced by a pseudonym; every
 * other record and every upload is destroyed; the audit log keeps the fact and counts only.
 *
 * Records someone else sent with the member's address while it was unverified (hidden from this
 * session, services/visibility) are not the member's: they are detached and kept, not deleted.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { QueueKind } from '../../../domain/staff';
import type { Db } from '../../db/client';
import { creditSimulations, members, orders, paymentConfirmations, recordNotes, recordTimeline, uploads } from '../../db/schema';
import type { BlobStore } from '../blob-store';
import { clearAccountPairs } from '../login-throttle';
import { writeAudit } from '../staff/audit';
import type { Member } from '../sessions';
import type { Viewer } from '../visibility';
import { memberData, strayUploads, SUBMISSION_TABLES } from './member-data';

/** What a deletion did, for the audit log and the answer (counts only). */
export interface DeletionReport {
  pseudonym: string;
  records_deleted: number;
  orders_kept: number;
  payments_kept: number;
  records_detached: number;
  uploads_destroyed: number;
  /** Blob keys to remove once committed (the disk store is outside the transaction). */
  blobKeysAfterCommit: string[];
}

/** 'ANON-7F3A9C2B': stands for the person on the records kept. */
export const newPseudonym = () => `ANON-${randomBytes(4).toString('hex').toUpperCase()}`;

/** An account number reduced to its last four digits ('****1234'). */
export const maskAccount = (value: string) => `****${value.replace(/\D/g, '').slice(-4)}`;

async function forgetRecordTrail(tx: Db, kind: QueueKind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.delete(recordNotes).where(and(eq(recordNotes.kind, kind), inArray(recordNotes.recordId, ids)));
  await tx.delete(recordTimeline).where(and(eq(recordTimeline.kind, kind), inArray(recordTimeline.recordId, ids)));
}

/** Kept records keep their steps but lose the free text, which may name the person. */
async function blankRecordTrail(tx: Db, kind: QueueKind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.delete(recordNotes).where(and(eq(recordNotes.kind, kind), inArray(recordNotes.recordId, ids)));
  await tx.update(recordTimeline).set({ note: '', memberNote: '' }).where(and(eq(recordTimeline.kind, kind), inArray(recordTimeline.recordId, ids)));
}

/** Deletes the account inside `tx`; answers what was done. */
export async function deleteAccount(tx: Db, blobs: BlobStore, member: Member, viewer: Viewer): Promise<DeletionReport> {
  const pseudonym = newPseudonym();
  const data = await memberData(tx, viewer, member.image);
  let deleted = 0;

  // The member's own submissions and simulations: gone, with their staff notes and timelines.
  for (const { kind, table } of SUBMISSION_TABLES) {
    const ids = data.submissions.find((s) => s.kind === kind)!.rows.map((r) => r.id);
    if (!ids.length) continue;
    await forgetRecordTrail(tx, kind, ids);
    await tx.delete(table).where(inArray(table.id, ids));
    deleted += ids.length;
  }
  const simulations = await tx.delete(creditSimulations).where(eq(creditSimulations.memberId, member.id)).returning({ id: creditSimulations.id });
  await forgetRecordTrail(tx, 'creditsimulation', simulations.map((s) => s.id));
  deleted += simulations.length;

  // Orders and payments: kept for tax law, pseudonymised, their images destroyed.
  const orderIds = data.orders.map((o) => o.id);
  if (orderIds.length) {
    await tx.update(orders).set({
      memberId: null, name: pseudonym, email: `${pseudonym.toLowerCase()}@dihapus.invalid`, phone: '', address: '', ktpUploadId: null, updatedAt: new Date(),
    }).where(inArray(orders.id, orderIds));
    await blankRecordTrail(tx, 'order', orderIds);
  }
  for (const payment of data.payments as Array<{ id: number; nomorRekeningAnda: string }>) {
    await tx.update(paymentConfirmations).set({
      memberId: null, namaRekeningAnda: pseudonym, nomorRekeningAnda: maskAccount(payment.nomorRekeningAnda), proofUploadId: null,
    }).where(eq(paymentConfirmations.id, payment.id));
  }
  await blankRecordTrail(tx, 'payment', data.payments.map((p) => p.id));

  // What is left under the member id is hidden from this session: another person's, sent with this
  // address while it was unverified. Detached and kept with what they were sent with.
  let detached = 0;
  const keptUploads = new Set<string>();
  for (const { table } of SUBMISSION_TABLES) {
    const rows = await tx.update(table).set({ memberId: null }).where(eq(table.memberId, member.id)).returning();
    detached += rows.length;
    for (const r of rows as Array<{ ktpUploadId?: string | null }>) if (r.ktpUploadId) keptUploads.add(r.ktpUploadId);
  }
  const hiddenOrders = await tx.update(orders).set({ memberId: null }).where(eq(orders.memberId, member.id)).returning();
  detached += hiddenOrders.length;
  for (const o of hiddenOrders) if (o.ktpUploadId) keptUploads.add(o.ktpUploadId);
  const hiddenPayments = await tx.update(paymentConfirmations).set({ memberId: null }).where(eq(paymentConfirmations.memberId, member.id)).returning();
  for (const p of hiddenPayments) if (p.proofUploadId) keptUploads.add(p.proofUploadId);

  // Uploads: the ones the member's records pointed at and any other recorded as theirs, except a kept record's.
  const own = data.uploads.filter((u) => !keptUploads.has(u.id));
  const stray = await strayUploads(tx, member.id, [...data.uploads.map((u) => u.id), ...keptUploads]);
  const destroy = [...own, ...stray];
  if (destroy.length) await tx.delete(uploads).where(inArray(uploads.id, destroy.map((u) => u.id)));
  const blobKeysAfterCommit: string[] = [];
  for (const upload of destroy) {
    if (blobs.kind === 'database') await blobs.delete(upload.path, tx);
    else blobKeysAfterCommit.push(upload.path);
  }

  // The account itself: sessions, links, exports and the inbox go with it (ON DELETE CASCADE).
  await clearAccountPairs(tx, member.email);
  await tx.delete(members).where(eq(members.id, member.id));

  const report = {
    pseudonym, records_deleted: deleted, orders_kept: orderIds.length, payments_kept: data.payments.length,
    records_detached: detached, uploads_destroyed: destroy.length,
  };
  await writeAudit(tx, { staffId: null, action: 'member.delete', kind: 'member', recordId: pseudonym, detail: { ...report, inbox_deleted: data.inbox.length } });
  return { ...report, blobKeysAfterCommit };
}
