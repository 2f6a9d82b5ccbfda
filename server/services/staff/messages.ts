/**
 * What a member is told when staff move one of their records: a short line for the detail page's
 * timeline, and an inbox message in Indonesian (server-written HTML, every value escaped).
 */
import { BRAND } from '../../../domain/brand';
import { formatDateId, formatRupiah } from '../../../domain/money';
import { statusLabel, type MoveField, type QueueKind } from '../../../domain/staff';
import type { MoveDetail } from '../../db/schema';
import { escapeHtml } from '../../http/html';

/** How a member calls each kind of record. */
export const KIND_NOUNS: Record<QueueKind, string> = {
  testdrive: 'Test Drive',
  bookingservice: 'Booking Service',
  tradein: 'Trade In',
  order: 'Booking Order',
  payment: 'Pembayaran order',
  contact: 'Pesan',
  leadsales: 'Permintaan informasi',
  creditsimulation: 'Simulasi kredit',
  instantapproval: 'Pengajuan kredit',
};

export interface MoveFacts {
  kind: QueueKind;
  /** The booking id the member knows (an order's for a payment confirmation). */
  bookingId: string;
  to: string;
  detail: MoveDetail;
  branchName: string;
  /** The sales person the member will meet (test drives). */
  staffName: string;
}

const schedule = (d: MoveDetail) => [formatDateId(d.date), d.time ? `pukul ${d.time}` : ''].filter(Boolean).join(' ');

/** The member-facing line of a step: the schedule, the offer or the reason; '' when there is nothing to add. */
export function memberNote(f: MoveFacts): string {
  const d = f.detail;
  if (d.reason) return `Alasan: ${d.reason}`;
  if (d.amount) return `Nilai penawaran ${formatRupiah(d.amount)}`;
  if (!d.date) return '';
  const where = f.kind === 'tradein' ? d.place : [f.branchName, d.place].filter(Boolean).join(', ');
  const who = f.kind === 'testdrive' && f.staffName ? `, bersama ${f.staffName}` : '';
  return `${schedule(d)}${where ? ` di ${where}` : ''}${who}`;
}

/** A sentence after the change, where the member has something to do or to expect. */
function followUp(kind: QueueKind, to: string): string {
  if (kind === 'payment' && to === 'verified') return 'Booking fee Anda sudah kami terima; status order kini <strong>Paid</strong>.';
  if (kind === 'payment' && to === 'rejected') return 'Silakan kirim ulang Konfirmasi Pembayaran dari dashboard member.';
  if (kind === 'tradein' && to === 'offered') return 'Hubungi kami untuk menerima atau menolak penawaran ini.';
  if (to === 'confirmed') return 'Sampai jumpa di dealer kami. Hubungi kami bila jadwal perlu diubah.';
  if (kind === 'order' && to === 'delivered') return 'Selamat menikmati kendaraan baru Anda.';
  return '';
}

/** The inbox message of a move. */
export function moveInbox(f: MoveFacts): { judul: string; html: string } {
  const label = statusLabel(f.kind, f.to);
  const noun = KIND_NOUNS[f.kind];
  const note = memberNote(f);
  const next = followUp(f.kind, f.to);
  return {
    judul: `${noun} ${f.bookingId}: ${label}`,
    html: `<p>Status ${escapeHtml(noun)} <strong>${escapeHtml(f.bookingId)}</strong> kini <strong>${escapeHtml(label)}</strong>.</p>`
      + (note ? `<p>${escapeHtml(note)}</p>` : '')
      + (next ? `<p>${next}</p>` : ''),
  };
}

/** A free message from staff: the text escaped, line breaks kept. */
export function staffMessageInbox(kind: QueueKind, bookingId: string, text: string): { judul: string; html: string } {
  const body = escapeHtml(text).split(/\r?\n/).join('<br>');
  return { judul: `Pesan tentang ${KIND_NOUNS[kind]} ${bookingId}`, html: `<p>${body}</p><p>${escapeHtml(BRAND.name)}</p>` };
}

/** The move's extra fields as stored: only those that were sent. */
export function moveDetail(body: Partial<Record<MoveField, unknown>>): MoveDetail {
  const detail: MoveDetail = {};
  if (typeof body.date === 'string' && body.date) detail.date = body.date;
  if (typeof body.time === 'string' && body.time) detail.time = body.time;
  if (typeof body.place === 'string' && body.place) detail.place = body.place;
  if (body.amount !== undefined && body.amount !== null && body.amount !== '') detail.amount = Number(body.amount);
  if (typeof body.reason === 'string' && body.reason) detail.reason = body.reason;
  return detail;
}
