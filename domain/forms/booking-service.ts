/** Booking service (general service or body & paint), sent to /booking-api/bookingonlinenet.php. */
import * as v from 'valibot';
import { APPOINTMENT_MIN_DAYS, BUILD_YEAR_MIN, SERVICE_KE_MAX, SERVICE_KE_MIN, SERVICE_TYPES } from '../constants';
import { identityFields, STARRED } from './identity';
import { appointmentFields, branchFields, CAR_CHOICE as M, carFields } from './car-choice';
import { field, form, onlyIf, toNumber, trim } from './validate';
import { digits, isInt, isString, max, maxLength, min, required } from './rules';
import { maxChars, TEXT_MAX as L } from './limits';
import { consent, NOT_TEXT, optionalNote, pick } from './fields';

const SERVICE_VALUES = SERVICE_TYPES.map((s) => s.value);

/** Build years offered: this year down to 1900. */
export function buildYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= BUILD_YEAR_MIN; y--) years.push(y);
  return years;
}

const POLICE = '*Masukkan Nomor Polisi!.';
const YEAR = '*Tahun pembuatan tidak valid!.';
const SERVICE_KE = '*Service ke- antara 1 dan 20!.';

export const BookingServiceDto = form({
  ...identityFields(STARRED),
  ...carFields(),
  police_number: v.optional(field(v.pipe(v.unknown(), trim, required(POLICE), isString(POLICE), maxLength(12, '*Nomor polisi tidak valid!.'))), ''),
  build_year: v.optional(field(v.pipe(v.unknown(), toNumber, isInt('*Pilih Tahun Pembuatan!.'), min(BUILD_YEAR_MIN, YEAR), max(new Date().getFullYear() + 1, YEAR))), ''),
  ...branchFields(),
  /** At most 11 characters ('999.999.999'): it fits the kilometre column. */
  car_km: v.optional(field(v.pipe(v.unknown(), trim, required('*Masukkan Kilomoter!.'), digits('*Kilometer hanya angka!.'), maxChars(L.kilometres))), ''),
  service_type: pick(SERVICE_VALUES, '*Pilih Jenis Service!.'),
  /** Only for general service (checked below). */
  service_ke: v.optional(v.pipe(v.unknown(), toNumber)),
  ...appointmentFields(APPOINTMENT_MIN_DAYS),
  note: optionalNote(L.note),
  promotion_code: v.nullish(field(v.pipe(v.unknown(), trim, maxLength(50, '*Kode promo tidak valid!.'), isString(NOT_TEXT)))),
  kebijakan1: consent(M.kebijakan),
  kebijakan2: consent(M.kebijakan),
}, {
  service_ke: onlyIf((o) => o.service_type === 'general-service',
    v.pipe(v.unknown(), isInt('*Pilih Service ke-!.'), min(SERVICE_KE_MIN, SERVICE_KE), max(SERVICE_KE_MAX, SERVICE_KE))),
});
export type BookingServiceDto = v.InferOutput<typeof BookingServiceDto>;
