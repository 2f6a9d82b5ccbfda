/**
 * POST member/payment: the member confirms the transfer of an order's booking fee. Stored as
 * 'pending' with a private proof; the order stays 'Unpaid' until staff verify it. After a
 * rejection the member sends a new confirmation (only a pending one blocks another).
 */
import { routeNewRecord } from '../../services/staff/routing';
import type { FastifyInstance } from 'fastify';
import type { PaymentConfirmationResult } from '../../../domain/api';
import { PaymentConfirmationDto } from '../../../domain/forms/order';
import { formatRupiah } from '../../../domain/money';
import { BusinessError, fieldError, NotFoundError, ok } from '../../http/envelope';
import { UPLOAD_BODY_LIMIT } from '../../http/limits';
import { memberOf, requireMember } from '../../plugins/auth';
import { writeOnce } from '../../plugins/idempotency';
import { writeInbox } from '../../services/inbox';
import { paymentInbox } from '../../services/orders/messages';
import { paymentsOf } from '../../services/orders/order-money';
import { orderPaymentStatus } from '../../../domain/order-money';
import { decodeJpeg, storeUpload } from '../../services/uploads';
import { fromSession, viewerOf } from '../../services/visibility';
import { dtoSchema, validated } from '../../http/validated';
import { bankByNameOrId } from './order-repository';
import { hasPendingConfirmation, insertConfirmation, lockMemberOrder } from './payment-repository';
import { answers } from '../../http/response-schemas';
import { memberSecurity, paymentAnswer, TAGS } from './schemas';

export const PAYMENT_PENDING = 'Konfirmasi pembayaran untuk order ini sedang diverifikasi';
export const ORDER_PAID = 'Order ini sudah lunas';
export const ORDER_CANCELLED = 'Order ini sudah dibatalkan';
/** The confirmation's e-mail (spec section 5) must be the member's own. */
export const EMAIL_NOT_MEMBER = '*Email tidak sesuai dengan akun member Anda!.';

export default async function paymentRoutes(app: FastifyInstance) {
  app.post('/member/payment', {
    bodyLimit: UPLOAD_BODY_LIMIT,
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: requireMember,
    schema: {
      tags: TAGS, security: memberSecurity,
      summary: "Confirm the booking-fee transfer of one of the member's orders (no_order = booking id; 404 when not the member's). email must be the member's own; nominal must be the order's booking fee; bank_tujuan a bank name or id of member/bank; proof JPEG, private.",
      body: dtoSchema(PaymentConfirmationDto, 'PaymentConfirmationDto'),
      response: answers(paymentAnswer),
    },
  }, async (request, reply) => {
    const member = memberOf(request);
    const form = validated(PaymentConfirmationDto, request.body);
    const proof = decodeJpeg('bukti_transfer', form.bukti_transfer);
    const visibility = fromSession(request.sessionId);
    return writeOnce(request, reply, async (tx) => {
      const order = await lockMemberOrder(tx, viewerOf(request), String(form.no_order).trim());
      if (!order) throw new NotFoundError('Order tidak ditemukan');
      if (form.email.toLowerCase() !== member.email.toLowerCase()) throw fieldError('email', EMAIL_NOT_MEMBER);
      const status = orderPaymentStatus(await paymentsOf(tx, order.id));
      if (status === 'Paid') throw new BusinessError(ORDER_PAID);
      if (order.stage === 'cancelled') throw new BusinessError(ORDER_CANCELLED);
      if (Number(form.nominal) !== order.bookingFee) throw fieldError('nominal', `*Nominal harus sama dengan booking fee ${formatRupiah(order.bookingFee)}!.`);
      const bank = await bankByNameOrId(tx, String(form.bank_tujuan));
      if (!bank) throw fieldError('bank_tujuan', '*Pilih Bank Tujuan!.');
      if (await hasPendingConfirmation(tx, order.id)) throw new BusinessError(PAYMENT_PENDING);
      const proofUploadId = await storeUpload(tx, app.blobs, 'payment', member.id, proof);
      const row = await insertConfirmation(tx, {
        orderId: order.id, memberId: member.id, bankAnda: form.bank_anda, namaRekeningAnda: form.nama_rekening_anda,
        nomorRekeningAnda: String(form.nomor_rekening_anda), bankTujuan: bank.bankName, methodeTransfer: form.methode_transfer,
        nominal: order.bookingFee, tanggal: form.tanggal, proofUploadId, status: 'pending',
      });
      await routeNewRecord(tx, { kind: 'payment', id: row.id, bookingId: order.bookingId, branchId: order.branchId });
      const note = paymentInbox(order.bookingId, row.nominal, bank.bankName, row.tanggal);
      await writeInbox(tx, member.id, note.judul, note.html, visibility);
      const result: PaymentConfirmationResult = {
        id: row.id, no_order: order.bookingId, nominal: row.nominal, bank_tujuan: row.bankTujuan,
        tanggal: row.tanggal, status: 'pending', order_status: status,
      };
      return ok(result, 'Konfirmasi Pembayaran berhasil dikirim');
    });
  });
}
