/** Inbox messages of orders and payment confirmations (server-written HTML, every value escaped). */
import type { BookingFeeBank } from '../../../domain/api';
import { PAYMENT_VERIFY_HOURS } from '../../../domain/constants';
import { formatDateId, formatDateTimeId, formatRupiah } from '../../../domain/money';
import { escapeHtml } from '../../http/html';
import type { OrderMoney } from './money';

export interface OrderNote { bookingId: string; car: string; colour: string; branch: string; code: string; money: OrderMoney; bookingFee: number; bank: BookingFeeBank | null; payBy: Date }

const bankLine = (bank: BookingFeeBank | null) => (bank
  ? ` ke rekening <strong>${escapeHtml(bank.bank_name)}</strong> ${escapeHtml(bank.branch)} a.n. ${escapeHtml(bank.account_name)} nomor <strong>${escapeHtml(bank.account_number)}</strong>`
  : '');

export function orderInbox(n: OrderNote): { judul: string; html: string } {
  const m = n.money;
  const voucher = n.code ? ` Kode promo ${escapeHtml(n.code)}: potongan ${formatRupiah(m.potongan)}${m.tenor ? ' per bulan' : ''}.` : '';
  const total = m.tenor
    ? `Kredit: harga ${formatRupiah(m.price)}, uang muka ${formatRupiah(m.uangMuka)}, tenor ${m.tenor} bulan, angsuran ${formatRupiah(m.angsuranPromo || m.angsuran)}/bulan${m.leasing ? ` melalui ${escapeHtml(m.leasing.partner_name)} (${m.leasing.scheme}, TDP ${formatRupiah(m.leasing.tdp)})` : ''}.`
    : `Tunai: total ${formatRupiah(m.grandTotal)}.`;
  return {
    judul: `Booking Order ${n.bookingId} diterima`,
    html: `<p>Booking Order <strong>${escapeHtml(n.bookingId)}</strong> untuk <strong>${escapeHtml(n.car)}</strong> warna ${escapeHtml(n.colour)} di ${escapeHtml(n.branch)} sudah kami terima.</p>`
      + `<p>${total}${voucher}</p>`
      + `<p>Silakan transfer booking fee <strong>${formatRupiah(n.bookingFee)}</strong>${bankLine(n.bank)} sebelum ${formatDateTimeId(n.payBy)}, lalu kirim Konfirmasi Pembayaran dari dashboard member. Pembayaran diverifikasi maksimal 1 x ${PAYMENT_VERIFY_HOURS} jam oleh sales kami.</p>`,
  };
}

export function paymentInbox(bookingId: string, nominal: number, bankTujuan: string, tanggal: string): { judul: string; html: string } {
  return {
    judul: `Konfirmasi pembayaran ${bookingId} diterima`,
    html: `<p>Konfirmasi pembayaran booking fee ${formatRupiah(nominal)} ke ${escapeHtml(bankTujuan)} tanggal ${formatDateId(tanggal)} untuk order <strong>${escapeHtml(bookingId)}</strong> sudah kami terima dan sedang diverifikasi (maksimal 1 x ${PAYMENT_VERIFY_HOURS} jam).</p>`,
  };
}
