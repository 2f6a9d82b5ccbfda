/** Booking service (general service or body & paint), sent to /booking-api/bookingonlinenet.php. */
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { APPOINTMENT_MIN_DAYS, BUILD_YEAR_MIN, SERVICE_KE_MAX, SERVICE_KE_MIN, SERVICE_TYPES, TRANSMISSIONS } from '../constants';
import { identityFields, STARRED } from './identity';
import { CAR_CHOICE as M } from './car-choice';
import { ToNumber, Trim } from './validate';
import { IsAccepted, IsDayAtLeast, IsDigits, IsTimeOfDay } from './rules';
import { MaxChars, MaxText, TEXT_MAX as L } from './limits';

const SERVICE_VALUES = SERVICE_TYPES.map((s) => s.value) as string[];

/** Build years offered: this year down to 1900. */
export function buildYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= BUILD_YEAR_MIN; y--) years.push(y);
  return years;
}

export class BookingServiceDto extends identityFields(STARRED) {
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_category }) car_category: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: M.car_transmission }) car_transmission = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_model }) car_model: number | string = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_type }) car_type: number | string = '';
  @Trim() @MaxLength(12, { message: '*Nomor polisi tidak valid!.' }) @IsString({ message: '*Masukkan Nomor Polisi!.' }) @IsNotEmpty({ message: '*Masukkan Nomor Polisi!.' }) police_number = '';
  @ToNumber() @Max(new Date().getFullYear() + 1, { message: '*Tahun pembuatan tidak valid!.' }) @Min(BUILD_YEAR_MIN, { message: '*Tahun pembuatan tidak valid!.' }) @IsInt({ message: '*Pilih Tahun Pembuatan!.' }) build_year: number | string = '';
  @MaxChars(L.regionCode) @IsString({ message: M.kota_cabang }) @IsNotEmpty({ message: M.kota_cabang }) kota_cabang = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.cabang_id }) cabang_id: number | string = '';
  /** At most 11 characters ('999.999.999'): it fits the kilometre column. */
  @Trim() @MaxChars(L.kilometres) @IsDigits('*Kilometer hanya angka!.') @IsNotEmpty({ message: '*Masukkan Kilomoter!.' }) car_km: string = '';
  @IsIn(SERVICE_VALUES, { message: '*Pilih Jenis Service!.' }) service_type = '';
  /** Only for general service. */
  @ValidateIf((o: BookingServiceDto) => o.service_type === 'general-service')
  @ToNumber() @Max(SERVICE_KE_MAX, { message: '*Service ke- antara 1 dan 20!.' }) @Min(SERVICE_KE_MIN, { message: '*Service ke- antara 1 dan 20!.' }) @IsInt({ message: '*Pilih Service ke-!.' })
  service_ke?: number | string;
  @IsDayAtLeast(APPOINTMENT_MIN_DAYS, M.appointment_date_early) @IsNotEmpty({ message: M.appointment_date }) appointment_date = '';
  @IsTimeOfDay(M.appointment_time) @IsNotEmpty({ message: M.appointment_time }) appointment_time = '';
  @Trim() @IsOptional() @IsString() @MaxText(L.note) note?: string;
  @Trim() @IsOptional() @IsString() @MaxLength(50, { message: '*Kode promo tidak valid!.' }) promotion_code?: string;
  @IsAccepted(M.kebijakan) kebijakan1: boolean | string = false;
  @IsAccepted(M.kebijakan) kebijakan2: boolean | string = false;
}
