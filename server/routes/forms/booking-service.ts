/** Booking service on the second base: /booking-api/bookingonlinenet.php. */
import type { FastifyInstance } from 'fastify';
import { BookingServiceDto } from '../../../domain/forms/booking-service';
import { SERVICE_TYPES } from '../../../domain/constants';
import { formatDateId } from '../../../domain/money';
import type { Db } from '../../db/client';
import { serviceBookings } from '../../db/schema';
import { ok } from '../../http/envelope';
import { optionalMember } from '../../plugins/auth';
import { escapeHtml } from '../../services/members';
import { dtoSchema, validated } from './dto';
import { checkRegion, resolveBranch, resolveCarType } from './references';
import { newBookingId, ownerOf, submissionResult } from './submission';

export default async function bookingServiceRoutes(app: FastifyInstance) {
  app.post('/bookingonlinenet.php', {
    config: { rateLimit: { max: app.config.formRateLimit, timeWindow: 60_000 } },
    preHandler: optionalMember,
    schema: { tags: ['forms'], summary: 'Book a service (general service or body & paint)', body: dtoSchema(BookingServiceDto, 'BookingServiceDto') },
  }, async (request) => {
    const form = validated(BookingServiceDto, request.body);
    const result = await app.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await checkRegion(tx, form.province, form.city);
      const car = await resolveCarType(tx, form);
      const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
      const owner = await ownerOf(tx, request, form, 'booking-service');
      const general = form.service_type === 'general-service';
      const [row] = await tx.insert(serviceBookings).values({
        bookingId: newBookingId('BS'), memberId: owner.member.id, channel: 'booking-service',
        name: owner.identity.name, email: owner.identity.email, phone: owner.identity.phone,
        birth: form.birth, gender: form.gender, provinceCode: form.province, cityCode: form.city, address: form.address,
        carTypeId: car.type.id, policeNumber: form.police_number.toUpperCase(), buildYear: Number(form.build_year),
        carKm: Math.round(Number(String(form.car_km).replaceAll('.', ''))), branchId: branch.id,
        serviceType: form.service_type, serviceKe: general ? Number(form.service_ke) : null,
        appointmentDate: form.appointment_date, appointmentTime: form.appointment_time,
        promotionCode: form.promotion_code ?? '', note: form.note ?? '',
      }).returning();
      const label = SERVICE_TYPES.find((s) => s.value === form.service_type)!.label;
      return submissionResult(tx, request, row, owner, {
        judul: `Booking Service ${row.bookingId} diterima`,
        html: `<p>Booking ${escapeHtml(label)} untuk ${escapeHtml(car.model.name)} (${escapeHtml(row.policeNumber)}) di ${escapeHtml(branch.name)} pada ${formatDateId(form.appointment_date)} pukul ${form.appointment_time} sudah kami terima.</p>`,
      });
    });
    return ok(result, 'Booking Service berhasil ditambahkan');
  });
}
