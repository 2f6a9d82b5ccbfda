/** The e-mail that tells a member their account is gone, and what was kept and why. */
import { DELETION_STATEMENT } from '../../../domain/privacy';
import type { MailMessage } from '../mail';
import { escapeHtml } from '../../http/html';
import type { Member } from '../sessions';

export function deletionMail(member: Pick<Member, 'email' | 'fullName'>, report: { orders_kept: number; payments_kept: number }): MailMessage {
  const kept = report.orders_kept || report.payments_kept
    ? `Yang tetap disimpan: ${report.orders_kept} pesanan dan ${report.payments_kept} konfirmasi pembayaran. ${DELETION_STATEMENT.kept}`
    : 'Anda tidak memiliki pesanan atau pembayaran, jadi tidak ada data yang perlu disimpan.';
  const paragraphs = [
    `Halo ${member.fullName},`,
    'Sesuai permintaan Anda, akun member Merapi Toyota dengan alamat e-mail ini telah dihapus.',
    kept, DELETION_STATEMENT.deleted, DELETION_STATEMENT.audit, DELETION_STATEMENT.final,
    'Jika Anda tidak meminta penghapusan ini, segera hubungi kami.',
    'Merapi Toyota',
  ];
  return {
    to: member.email,
    subject: 'Akun Merapi Toyota Anda telah dihapus',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
