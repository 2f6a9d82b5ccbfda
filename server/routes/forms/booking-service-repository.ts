/** Writes a service booking: checked references, its owner (a guest gets an account), the record and its note. */
import { SERVICE_TYPES } from '../../../domain/constants';
import type { BookingServiceDto } from '../../../domain/forms/booking-service';
import { formatDateId } from '../../../domain/money';
import type { Tx } from '../../db/client';
import { serviceBookings } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { MAX_INT4 } from '../../http/limits';
import { insertWithBookingId } from '../../services/booking-ids';
import { consentMemberOf, recordConsents } from '../../services/consents';
import { linkBooking } from '../../services/garage/staff';
import { escapeHtml } from '../../http/html';
import { routeNewRecord } from '../../services/staff/routing';
import { ownerFor, personColumns, type Submitter } from '../../services/submitter';
import { checkRegion, resolveBranch, resolveCarType } from './references';
import type { Created } from './submission';
import { takePlace } from '../../services/slots';
import type { ServiceType } from '../../../domain/slots';

/** The form fields a slot refusal is said on. */
export const APPOINTMENT_FIELDS = { date: 'appointment_date', time: 'appointment_time' };

export async function createServiceBooking(tx: Tx, submitter: Submitter, form: BookingServiceDto, ttlHours: number): Promise<Created> {
  await checkRegion(tx, form.province, form.city);
  const car = await resolveCarType(tx, form);
  const branch = await resolveBranch(tx, form.kota_cabang, form.cabang_id);
  const carKm = Math.round(Number(String(form.car_km).replaceAll('.', '')));
  if (!(carKm <= MAX_INT4)) throw fieldError('car_km', '*Kilometer tidak valid!.');
  const owner = await ownerFor(tx, submitter, form, 'booking-service', ttlHours);
  const general = form.service_type === 'general-service';
  const row = await insertWithBookingId(tx, serviceBookings, 'BS', {
    ...personColumns(owner, submitter, 'booking-service', form),
    carTypeId: car.type.id, policeNumber: form.police_number.toUpperCase(), buildYear: Number(form.build_year),
    carKm, branchId: branch.id,
    serviceType: form.service_type, serviceKe: general ? Number(form.service_ke) : null,
    appointmentDate: form.appointment_date, appointmentTime: form.appointment_time,
    promotionCode: form.promotion_code ?? '', note: form.note ?? '',
  });
  await routeNewRecord(tx, { kind: 'bookingservice', id: row.id, bookingId: row.bookingId, branchId: branch.id, assistedBy: submitter.assistedBy });
  const slot = await takePlace(tx, { kind: 'service', branchId: branch.id, serviceType: form.service_type as ServiceType }, { kind: 'bookingservice', id: row.id },
    form.appointment_date, form.appointment_time, { fields: APPOINTMENT_FIELDS });
  await recordConsents(tx, { memberId: consentMemberOf(owner), email: owner.identity.email, source: 'booking-service', purposes: { processing: true } });
  // 'Pilih mobil dari garasi' (issue 33): the member's own garage car, linked for the service record.
  const garageCar = Number((form as Record<string, unknown>).garage_car_id);
  if (Number.isInteger(garageCar) && garageCar > 0 && garageCar <= MAX_INT4) await linkBooking(tx, row.id, consentMemberOf(owner), garageCar);
  const label = SERVICE_TYPES.find((s) => s.value === form.service_type)!.label;
  return {
    row, owner, slot,
    note: {
      judul: `Booking Service ${row.bookingId} diterima`,
      html: `<p>Booking ${escapeHtml(label)} untuk ${escapeHtml(car.model.name)} (${escapeHtml(row.policeNumber)}) di ${escapeHtml(branch.name)} pada ${formatDateId(form.appointment_date)} pukul ${form.appointment_time} sudah kami terima.</p>`,
    },
  };
}
