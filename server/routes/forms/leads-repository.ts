/** Lead sales, contact and instant-approval records: stored as sent, with the member when logged in. */
import type { ContactDto } from '../../../domain/forms/contact';
import type { InstantApprovalDto } from '../../../domain/forms/credit';
import type { LeadSalesDto } from '../../../domain/forms/lead-sales';
import { formatRupiah } from '../../../domain/money';
import type { Tx } from '../../db/client';
import { contacts, creditApplications, leads } from '../../db/schema';
import type { BlobStore } from '../../services/blob-store';
import { insertWithBookingId } from '../../services/booking-ids';
import { recordConsents } from '../../services/consents';
import { instalmentFor } from '../../services/credit';
import { writeInbox } from '../../services/inbox';
import { escapeHtml } from '../../http/html';
import { routeNewRecord } from '../../services/staff/routing';
import { assignmentOf, type Submitter } from '../../services/submitter';
import type { decodeJpeg } from '../../services/uploads';
import { storeUpload } from '../../services/uploads';
import { fromSession } from '../../services/visibility';
import { resolveCarType } from './references';

/** The short answer of these forms. */
export const shortResult = (row: { id: number; bookingId: string; status: string }) => ({ id: row.id, booking_id: row.bookingId, status: row.status });

export async function createLead(tx: Tx, submitter: Submitter, form: LeadSalesDto, ipAddress: string) {
  const m = submitter.member;
  const row = await insertWithBookingId(tx, leads, 'LS', {
    memberId: m?.id ?? null, channel: 'lead-sales', ...fromSession(submitter.sessionId), ...assignmentOf(submitter),
    // A member's phone is locked to the profile.
    name: form.name, phone: m?.phone ?? form.phone, agree1: true, agree2: true, ipAddress,
  });
  await routeNewRecord(tx, { kind: 'leadsales', id: row.id, bookingId: row.bookingId, branchId: null, assistedBy: submitter.assistedBy });
  // agree1 (the policy) and agree2 (processing by the dealer group) both consent to processing.
  await recordConsents(tx, { memberId: m?.id ?? null, email: m?.email ?? null, phone: row.phone, source: 'lead-sales', purposes: { processing: true } });
  return row;
}

export async function createContact(tx: Tx, submitter: Submitter, form: ContactDto) {
  const m = submitter.member;
  const visibility = fromSession(submitter.sessionId);
  const row = await insertWithBookingId(tx, contacts, 'CU', {
    memberId: m?.id ?? null, channel: 'contact', ...visibility, ...assignmentOf(submitter),
    name: m?.fullName ?? form.name, email: m?.email ?? form.email, phone: m?.phone ?? form.phone, address: form.address, text: form.text,
  });
  await routeNewRecord(tx, { kind: 'contact', id: row.id, bookingId: row.bookingId, branchId: null, assistedBy: submitter.assistedBy });
  // A member gets a copy of the question in the inbox, so it can be found again.
  if (m) {
    await writeInbox(tx, m.id, `Pesan Anda ${row.bookingId} kami terima`,
      `<p>Terima kasih, tim Customer Care kami akan segera menghubungi Anda.</p><blockquote>${escapeHtml(form.text)}</blockquote>`, visibility);
  }
  return row;
}

/** Instant approval: the server recomputes the instalment; the KTP is a private upload. */
export async function createCreditApplication(tx: Tx, blobs: BlobStore, submitter: Submitter, form: InstantApprovalDto, ktp: ReturnType<typeof decodeJpeg>) {
  const m = submitter.member;
  const visibility = fromSession(submitter.sessionId);
  const car = await resolveCarType(tx, form);
  const credit = await instalmentFor(tx, car.type, Number(form.uang_muka), Number(form.tenor));
  const ktpUploadId = await storeUpload(tx, blobs, 'ktp', m?.id ?? null, ktp);
  const row = await insertWithBookingId(tx, creditApplications, 'CA', {
    memberId: m?.id ?? null, channel: 'credit-simulation', ...visibility, ...assignmentOf(submitter),
    email: m?.email ?? form.email, carTypeId: car.type.id, priceOtr: credit.price,
    uangMuka: Number(form.uang_muka), tenor: Number(form.tenor), angsuran: credit.angsuran, ktpUploadId,
  });
  await routeNewRecord(tx, { kind: 'instantapproval', id: row.id, bookingId: row.bookingId, branchId: null, assistedBy: submitter.assistedBy });
  await recordConsents(tx, { memberId: m?.id ?? null, email: row.email, source: 'credit-simulation', purposes: { processing: true } });
  if (m) {
    await writeInbox(tx, m.id, `Pengajuan kredit ${row.bookingId} diterima`,
      `<p>Pengajuan kredit ${escapeHtml(`${car.model.name} ${car.type.name}`)} dengan uang muka ${formatRupiah(row.uangMuka)} dan tenor ${row.tenor} bulan (angsuran ${formatRupiah(row.angsuran)}/bulan) sedang kami proses.</p>`, visibility);
  }
  return { ...shortResult(row), angsuran: row.angsuran };
}
