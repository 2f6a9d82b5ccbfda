/** Credit simulation (HITUNG) and the instant-approval request. */
import { IsEmail, IsIn, IsInt, IsNotEmpty, Max, Min } from 'class-validator';
import { TENORS, TRANSMISSIONS } from '../constants';
import { ToNumber, Trim } from './validate';
import { IsAccepted, IsJpegDataUrl } from './rules';
import { CAR_CHOICE as M } from './car-choice';
import { MaxChars, MaxText, ROW_ID_MAX, TEXT_MAX as L } from './limits';

const TENOR_VALUES = TENORS as unknown as number[];

/** The simulation call: type, down payment and tenor. */
export class CreditSimulationDto {
  @ToNumber() @Max(ROW_ID_MAX, { message: M.car_model }) @Min(1, { message: M.car_model }) @IsInt({ message: M.car_model }) car_model_id: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: M.car_transmission }) car_model_transmission = '';
  @ToNumber() @Max(ROW_ID_MAX, { message: M.car_type }) @Min(1, { message: M.car_type }) @IsInt({ message: M.car_type }) car_model_type: number | string = '';
  @ToNumber() @Min(1, { message: '*Masukkan Uang Muka!.' }) @IsInt({ message: '*Masukkan Uang Muka!.' }) uang_muka: number | string = 0;
  // No default tenor: the server answers 422 when the call leaves it out (the screens always send one).
  @ToNumber() @IsIn(TENOR_VALUES, { message: '*Pilih Tenor!.' }) tenor: number | string = '';
}

/** Instant approval: the simulation's choices plus e-mail, KTP scan and two consents. */
export class InstantApprovalDto {
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_category }) car_category: number | string = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_model }) car_model: number | string = '';
  @IsIn(TRANSMISSIONS as unknown as string[], { message: M.car_transmission }) car_transmission = '';
  @MaxChars(L.id) @IsNotEmpty({ message: M.car_type }) car_type: number | string = '';
  @ToNumber() @Min(1, { message: '*Masukkan Uang Muka!.' }) @IsInt({ message: '*Masukkan Uang Muka!.' }) uang_muka: number | string = 0;
  @ToNumber() @IsIn(TENOR_VALUES, { message: '*Pilih Tenor!.' }) tenor: number | string = 12;
  @Trim() @MaxText(L.email) @IsEmail({}, { message: '*Email tidak valid!.' }) @IsNotEmpty({ message: '*Masukkan email!.' }) email = '';
  @IsJpegDataUrl('*File harus berupa gambar JPG!.') @IsNotEmpty({ message: '*Masukkan Scan KTP!.' }) ktp = '';
  @IsAccepted(M.kebijakan) agree1: boolean | string = false;
  @IsAccepted(M.kebijakan) agree2: boolean | string = false;
}
