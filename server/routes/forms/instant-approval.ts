/** Instant approval from credit simulation: the server recomputes the instalment and keeps the KTP private. */
import type { FastifyInstance } from 'fastify';
import { InstantApprovalDto } from '../../../domain/forms/credit';
import type { Db } from '../../db/client';
import { creditApplications } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { instalmentFor } from '../../services/credit';
import { decodeJpeg, storeUpload } from '../../services/uploads';
import { writeInbox } from '../../services/inbox';
import { escapeHtml } from '../../services/members';
import { formatRupiah } from '../../../domain/money';
import { dtoSchema, validated } from './dto';
import { resolveCarType } from './references';
import { newBookingId } from './submission';

export default async function instantApprovalRoutes(app: FastifyInstance) {
  app.post('/instantapprove', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Instant-approval credit request with a KTP scan (JPEG, at most 2 MB)', body: dtoSchema(InstantApprovalDto, 'InstantApprovalDto') },
  }, async (request) => {
    const form = validated(InstantApprovalDto, request.body);
    const ktp = decodeJpeg('ktp', form.ktp);
    const result = await app.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const car = await resolveCarType(tx, form);
      const credit = await instalmentFor(tx, car.type, Number(form.uang_muka), Number(form.tenor));
      const memberId = request.member?.id ?? null;
      const uploadId = await storeUpload(tx, app.config.dataDir, 'ktp', memberId, ktp);
      const [row] = await tx.insert(creditApplications).values({
        bookingId: newBookingId('CA'), memberId, channel: 'credit-simulation',
        email: request.member?.email ?? form.email, carTypeId: car.type.id, priceOtr: credit.price,
        uangMuka: Number(form.uang_muka), tenor: Number(form.tenor), angsuran: credit.angsuran, ktpUploadId: uploadId,
      }).returning();
      if (memberId) {
        await writeInbox(tx, memberId, `Pengajuan kredit ${row.bookingId} diterima`,
          `<p>Pengajuan kredit ${escapeHtml(`${car.model.name} ${car.type.name}`)} dengan uang muka ${formatRupiah(row.uangMuka)} dan tenor ${row.tenor} bulan (angsuran ${formatRupiah(row.angsuran)}/bulan) sedang kami proses.</p>`);
      }
      return { id: row.id, booking_id: row.bookingId, status: row.status, angsuran: row.angsuran };
    });
    return ok(result, 'Credit Simulation berhasil dikirim');
  });
}
