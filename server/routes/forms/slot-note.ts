/** The slot part of a booking's inbox note, and the member's detail page of a booking (the note's link). */
import type { BookingKind } from '../../../domain/slots';
import { formatDateId } from '../../../domain/money';
import type { SlotAnswer } from '../../services/slots';

export const detailPath = (kind: BookingKind, id: number) => `/${kind}/detail/${id}`;

/** 'Senin 30 November 2026 pukul 08:00' lines of the alternatives. */
export const slotTimesHtml = (times: SlotAnswer['alternatives']) =>
  times.length ? `<ul>${times.map((t) => `<li>${formatDateId(t.date)} pukul ${t.time}</li>`).join('')}</ul>` : '';

export function slotNoteHtml(slot: SlotAnswer): string {
  if (slot.status === 'held') return `<p>Jadwal ${formatDateId(slot.date)} pukul ${slot.time} sudah kami pesan untuk Anda.</p>`;
  return `<p>Jadwal ${formatDateId(slot.date)} pukul ${slot.time} sudah penuh. Permintaan Anda tetap kami simpan dan tim cabang akan menghubungi Anda.`
    + (slot.alternatives.length ? ' Jadwal terdekat yang masih tersedia:</p>' + slotTimesHtml(slot.alternatives) : '</p>');
}
