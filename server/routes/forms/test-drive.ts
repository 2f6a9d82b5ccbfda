/** Test drive: checked references, stored with its member (a guest gets an account), inbox note. */
import type { FastifyInstance } from 'fastify';
import { TestDriveDto } from '../../../domain/forms/test-drive';
import { formatDateId } from '../../../domain/money';
import type { Db } from '../../db/client';
import { testDrives } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { escapeHtml } from '../../services/members';
import { dtoSchema, validated } from './dto';
import { checkRegion, resolveBranch, resolveCarType } from './references';
import { newBookingId, ownerOf, submissionResult } from './submission';

export default async function testDriveRoutes(app: FastifyInstance) {
  app.post('/testdrive', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Book a test drive (date at least 3 days ahead)', body: dtoSchema(TestDriveDto, 'TestDriveDto') },
  }, async (request) => {
    const form = validated(TestDriveDto, request.body);
    const result = await app.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await checkRegion(tx, form.province, form.city);
      const car = await resolveCarType(tx, form);
      const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
      const owner = await ownerOf(tx, request, form, 'test-drive');
      const [row] = await tx.insert(testDrives).values({
        bookingId: newBookingId('TD'), memberId: owner.member.id, channel: 'test-drive',
        name: owner.identity.name, email: owner.identity.email, phone: owner.identity.phone,
        birth: form.birth, gender: form.gender, provinceCode: form.province, cityCode: form.city, address: form.address,
        carTypeId: car.type.id, branchId: branch.id,
        appointmentDate: form.appointment_date, appointmentTime: form.appointment_time,
        buycar: form.buycar, note: form.note ?? '',
      }).returning();
      return submissionResult(tx, request, row, owner, {
        judul: `Test Drive ${row.bookingId} diterima`,
        html: `<p>Test drive <strong>${escapeHtml(car.model.name)} ${escapeHtml(car.type.name)}</strong> di ${escapeHtml(branch.name)} pada ${formatDateId(form.appointment_date)} pukul ${form.appointment_time} sudah kami terima. Tim kami akan menghubungi Anda untuk konfirmasi.</p>`,
      });
    });
    return ok(result, 'Test Drive berhasil ditambahkan');
  });
}
