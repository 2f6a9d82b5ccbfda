/** Test drive form: date at least three days ahead (we take the hint's 3 days and enforce it). */
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { APPOINTMENT_MIN_DAYS, PURCHASE_TIMES, TRANSMISSIONS } from '../constants';
import { identityFields, STARRED } from './identity';
import { CAR_CHOICE as M } from './car-choice';
import { Trim } from './validate';
import { IsAccepted, IsDayAtLeast, IsTimeOfDay } from './rules';
import { MaxChars, TEXT_MAX as L } from './limits';

export class TestDriveDto extends identityFields(STARRED) {
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_category }) car_category: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: M.car_transmission }) car_transmission = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_model }) car_model: number | string = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_type }) car_type: number | string = '';
  @MaxChars(L.regionCode) @IsString({ message: M.kota_cabang }) @IsNotEmpty({ message: M.kota_cabang }) kota_cabang = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.cabang_id }) cabang_id: number | string = '';
  @IsDayAtLeast(APPOINTMENT_MIN_DAYS, M.appointment_date_early) @IsNotEmpty({ message: M.appointment_date }) appointment_date = '';
  @IsTimeOfDay(M.appointment_time) @IsNotEmpty({ message: M.appointment_time }) appointment_time = '';
  @IsIn(PURCHASE_TIMES as unknown as string[], { message: '*Pilih rencana waktu pembelian!.' }) buycar = '';
  @Trim() @IsOptional() @IsString() @MaxLength(L.note, { message: '*Maksimal 1000 karakter!.' }) note?: string;
  @IsAccepted(M.kebijakan) kebijakan1: boolean | string = false;
  @IsAccepted(M.kebijakan) kebijakan2: boolean | string = false;
}
